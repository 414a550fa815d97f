import { describe, expect, it } from 'vitest';
import {
  dayErrors,
  daysOf,
  DEFAULT_WORKING_HOURS,
  periodsOf,
  sameHours,
  serverDayErrors,
  timeChoices,
  type WorkingPeriod,
} from './working-hours';

describe('daysOf', () => {
  it('lists the week Saturday first, a day without periods closed', () => {
    const days = daysOf([
      { day: 6, open: '09:00', close: '21:00' },
      { day: 0, open: '08:00', close: '24:00' },
    ]);
    expect(days.map((row) => row.day)).toEqual([6, 0, 1, 2, 3, 4, 5]);
    expect(days[0]).toEqual({ day: 6, isOpen: true, open: '09:00', close: '21:00', kept: [] });
    expect(days[1]).toMatchObject({ day: 0, isOpen: true, close: '24:00' });
    // A closed day opens at the usual hours when it is switched on.
    expect(days[2]).toEqual({ day: 1, isOpen: false, open: '08:00', close: '22:00', kept: [] });
  });

  it("edits a day's first period and keeps a second one", () => {
    const [saturday] = daysOf([
      { day: 6, open: '16:00', close: '22:00' },
      { day: 6, open: '08:00', close: '12:00' },
    ]);
    expect(saturday).toMatchObject({
      open: '08:00',
      close: '12:00',
      kept: [{ day: 6, open: '16:00', close: '22:00' }],
    });
  });
});

describe('periodsOf', () => {
  it('gives back the periods it was given', () => {
    const periods: WorkingPeriod[] = [
      { day: 4, open: '08:00', close: '12:00' },
      { day: 4, open: '16:00', close: '24:00' },
      { day: 5, open: '16:00', close: '22:00' },
    ];
    expect(periodsOf(daysOf(periods))).toEqual(periods);
    expect(periodsOf(daysOf(DEFAULT_WORKING_HOURS))).toEqual(DEFAULT_WORKING_HOURS);
  });

  it('drops a closed day, with its second period, and sorts Sunday first', () => {
    const days = daysOf([
      { day: 6, open: '08:00', close: '12:00' },
      { day: 6, open: '16:00', close: '22:00' },
      { day: 0, open: '08:00', close: '22:00' },
    ]).map((row) => (row.day === 6 ? { ...row, isOpen: false } : row));
    expect(periodsOf(days)).toEqual([{ day: 0, open: '08:00', close: '22:00' }]);
    const friday = daysOf([]).map((row) =>
      row.day === 5 ? { ...row, isOpen: true, open: '16:00' } : row,
    );
    expect(periodsOf(friday)).toEqual([{ day: 5, open: '16:00', close: '22:00' }]);
  });
});

describe('sameHours', () => {
  it('ignores the order of the periods, not their times', () => {
    const reversed = [...DEFAULT_WORKING_HOURS].reverse();
    expect(sameHours(reversed, DEFAULT_WORKING_HOURS)).toBe(true);
    expect(
      sameHours(
        DEFAULT_WORKING_HOURS.map((period) =>
          period.day === 5 ? { ...period, open: '15:30' } : period,
        ),
        DEFAULT_WORKING_HOURS,
      ),
    ).toBe(false);
  });
});

describe('dayErrors', () => {
  it('refuses a closing that is not after the opening, on open days only', () => {
    const days = daysOf(DEFAULT_WORKING_HOURS).map((row) => {
      if (row.day === 1) return { ...row, open: '22:00', close: '08:00' };
      if (row.day === 2) return { ...row, open: '10:00', close: '10:00' };
      if (row.day === 3) return { ...row, isOpen: false, open: '22:00', close: '08:00' };
      return row;
    });
    expect(dayErrors(days)).toEqual({
      1: 'branchHours.validation.closeAfterOpen',
      2: 'branchHours.validation.closeAfterOpen',
    });
    expect(dayErrors(daysOf([{ day: 0, open: '18:00', close: '24:00' }]))).toEqual({});
  });
});

describe('serverDayErrors', () => {
  it("puts each refused period under its weekday, the rest under the hours' box", () => {
    const sent = periodsOf(daysOf(DEFAULT_WORKING_HOURS));
    expect(
      serverDayErrors(
        [
          { field: 'workingHours.3', message: 'وقت الإغلاق يجب أن يكون بعد وقت الفتح' },
          { field: 'workingHours.5.close', message: 'صيغة الوقت غير صحيحة' },
          { field: 'workingHours', message: 'لا يزيد عن 14 فترة' },
          { field: 'branchName', message: 'مطلوب' },
          { field: 'workingHours.40', message: 'فترة غير موجودة' },
        ],
        sent,
      ),
    ).toEqual({
      byDay: { 3: 'وقت الإغلاق يجب أن يكون بعد وقت الفتح', 5: 'صيغة الوقت غير صحيحة' },
      all: 'لا يزيد عن 14 فترة',
    });
  });
});

describe('timeChoices', () => {
  it('offers half hours, closing up to midnight', () => {
    const open = timeChoices('open', '08:00');
    expect(open).toHaveLength(48);
    expect(open[0]).toBe('00:00');
    expect(open.at(-1)).toBe('23:30');
    const close = timeChoices('close', '22:00');
    expect(close[0]).toBe('00:30');
    expect(close.at(-1)).toBe('24:00');
  });

  it('keeps a time set through the API in its place', () => {
    const choices = timeChoices('open', '08:15');
    expect(choices.slice(16, 19)).toEqual(['08:00', '08:15', '08:30']);
  });
});
