import { describe, expect, it } from 'vitest';
import { ageParts, orderAge } from './order-age';

const created = '2026-11-24T07:00:00.000Z';
/** A first quote due an hour after the order arrived. */
const due = '2026-11-24T08:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(created) + minutes * 60_000);

describe('orderAge', () => {
  it('is neutral without a target, whatever the wait', () => {
    expect(orderAge(created, null, at(5))).toEqual({ minutes: 5, tone: 'neutral', overdue: false });
    expect(orderAge(created, undefined, at(600))).toEqual({
      minutes: 600,
      tone: 'neutral',
      overdue: false,
    });
    expect(orderAge(created, 'not a date', at(90)).tone).toBe('neutral');
  });

  it('is success under half the target, warning from half up to the due time itself', () => {
    expect(orderAge(created, due, at(0)).tone).toBe('success');
    expect(orderAge(created, due, at(29.9)).tone).toBe('success');
    expect(orderAge(created, due, at(30))).toEqual({
      minutes: 30,
      tone: 'warning',
      overdue: false,
    });
    expect(orderAge(created, due, at(59))).toEqual({
      minutes: 59,
      tone: 'warning',
      overdue: false,
    });
    expect(orderAge(created, due, at(60))).toEqual({
      minutes: 60,
      tone: 'warning',
      overdue: false,
    });
  });

  it('is danger and overdue any moment past the due time', () => {
    expect(orderAge(created, due, new Date(Date.parse(due) + 1_000))).toEqual({
      minutes: 60,
      tone: 'danger',
      overdue: true,
    });
    expect(orderAge(created, due, at(3 * 24 * 60))).toEqual({
      minutes: 3 * 24 * 60,
      tone: 'danger',
      overdue: true,
    });
  });

  it('counts whole minutes and never a negative wait', () => {
    expect(orderAge(created, due, at(12.99)).minutes).toBe(12);
    // The browser's clock a little behind the server's.
    expect(orderAge(created, due, at(-2))).toEqual({ minutes: 0, tone: 'success', overdue: false });
  });

  it('takes a target at the creation time as due now', () => {
    expect(orderAge(created, created, at(0))).toEqual({
      minutes: 0,
      tone: 'warning',
      overdue: false,
    });
    expect(orderAge(created, created, at(1)).overdue).toBe(true);
  });

  it('reads ISO strings and dates alike', () => {
    expect(orderAge(new Date(created), new Date(due), at(45).toISOString())).toEqual(
      orderAge(created, due, at(45)),
    );
  });
});

describe('ageParts', () => {
  it('splits into days alone, or hours and minutes', () => {
    expect(ageParts(130)).toEqual({ days: 0, hours: 2, minutes: 10 });
    expect(ageParts(24 * 60 + 59)).toEqual({ days: 1, hours: 0, minutes: 0 });
  });
});
