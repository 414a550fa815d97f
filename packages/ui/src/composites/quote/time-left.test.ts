import { describe, expect, it } from 'vitest';
import { timeLeft } from './time-left';

const now = '2026-11-24T10:00:00.000Z';
const after = (minutes: number) => new Date(Date.parse(now) + minutes * 60_000).toISOString();

describe('timeLeft', () => {
  it('counts in days from two days on, else in hours, else in minutes', () => {
    expect(timeLeft(after(48 * 60), now)).toEqual({ unit: 'days', count: 2 });
    expect(timeLeft(after(12 * 24 * 60), now)).toEqual({ unit: 'days', count: 12 });
    expect(timeLeft(after(47 * 60 + 59), now)).toEqual({ unit: 'hours', count: 47 });
    expect(timeLeft(after(60), now)).toEqual({ unit: 'hours', count: 1 });
    expect(timeLeft(after(2), now)).toEqual({ unit: 'minutes', count: 2 });
    expect(timeLeft(after(0.5), now)).toEqual({ unit: 'lessThanAMinute' });
  });

  it('never rounds up, and says nothing once the time has passed', () => {
    expect(timeLeft(after(119), now)).toEqual({ unit: 'hours', count: 1 });
    expect(timeLeft(after(3 * 24 * 60 - 1), now)).toEqual({ unit: 'days', count: 2 });
    expect(timeLeft(now, now)).toBeNull();
    expect(timeLeft(after(-5), now)).toBeNull();
    expect(timeLeft('not a date', now)).toBeNull();
  });
});
