import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './reconnect-backoff';

const schedule = (random: number, attempts = 8) =>
  Array.from({ length: attempts }, (_, attempt) => reconnectDelayMs(attempt, random));

describe('reconnectDelayMs', () => {
  it('doubles from 1 s and stays at 30 s', () => {
    expect(schedule(1)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('waits at least half of each step', () => {
    expect(schedule(0)).toEqual([500, 1000, 2000, 4000, 8000, 15000, 15000, 15000]);
    expect(reconnectDelayMs(3, 0.5)).toBe(6000);
  });

  it('never waits less than half a second or more than 30 s, however it is called', () => {
    for (const attempt of [-3, 0, 2.7, 40, 10_000]) {
      for (const random of [-1, 0, 0.3, 0.999, 5]) {
        const delay = reconnectDelayMs(attempt, random);
        expect(delay).toBeGreaterThanOrEqual(500);
        expect(delay).toBeLessThanOrEqual(30_000);
      }
    }
  });
});
