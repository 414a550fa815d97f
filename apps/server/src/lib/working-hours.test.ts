import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKING_HOURS } from '../db/schema.js';
import { firstQuoteDue, workingHoursErrors } from './working-hours.js';

/** Riyadh wall-clock time (UTC+3) as an instant. */
const riyadh = (text: string) => new Date(`${text}+03:00`);

describe('first quote due time', () => {
  // 2026-11-26 is a Thursday; 2026-11-27 a Friday (open 16:00–22:00 by default).
  it('adds the target within open hours', () => {
    expect(firstQuoteDue(riyadh('2026-11-26T10:00:00'), DEFAULT_WORKING_HOURS, 30)).toEqual(
      riyadh('2026-11-26T10:30:00'),
    );
  });

  it('starts counting when the branch opens, for an order that arrived while closed', () => {
    expect(firstQuoteDue(riyadh('2026-11-26T23:10:00'), DEFAULT_WORKING_HOURS, 30)).toEqual(
      riyadh('2026-11-27T16:30:00'),
    );
    expect(firstQuoteDue(riyadh('2026-11-26T06:00:00'), DEFAULT_WORKING_HOURS, 45)).toEqual(
      riyadh('2026-11-26T08:45:00'),
    );
  });

  it('carries what is left at closing time over to the next opening', () => {
    expect(firstQuoteDue(riyadh('2026-11-26T21:50:00'), DEFAULT_WORKING_HOURS, 30)).toEqual(
      riyadh('2026-11-27T16:20:00'),
    );
  });

  it('uses split shifts of a day', () => {
    const hours = [
      { day: 4, open: '08:00', close: '12:00' },
      { day: 4, open: '16:00', close: '22:00' },
    ];
    expect(firstQuoteDue(riyadh('2026-11-26T11:50:00'), hours, 30)).toEqual(
      riyadh('2026-11-26T16:20:00'),
    );
  });

  it('has none for a branch that never opens', () => {
    expect(firstQuoteDue(riyadh('2026-11-26T10:00:00'), [], 30)).toBeNull();
  });
});

describe('working hours', () => {
  it('refuses a close before its open and overlapping periods, naming the period', () => {
    expect(
      workingHoursErrors([
        { day: 1, open: '10:00', close: '09:00' },
        { day: 2, open: '08:00', close: '14:00' },
        { day: 2, open: '13:00', close: '20:00' },
      ]).map((error) => error.field),
    ).toEqual(['workingHours.0', 'workingHours.2']);
    expect(workingHoursErrors(DEFAULT_WORKING_HOURS)).toEqual([]);
  });
});
