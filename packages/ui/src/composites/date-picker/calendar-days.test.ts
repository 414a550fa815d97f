import { describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/format';
import {
  addDays,
  addMonths,
  clampDay,
  dayLabel,
  dayText,
  isOutside,
  monthTitle,
  monthWeeks,
  parseDay,
  weekBounds,
  weekdayNames,
} from './calendar-days';

describe('days', () => {
  it('reads whole Gregorian days only', () => {
    expect(parseDay('2025-03-09')).toEqual({ year: 2025, month: 3, day: 9 });
    expect(parseDay('2024-02-29')).not.toBeNull();
    for (const bad of ['2025-02-29', '2025-13-01', '2025-3-9', '09/03/2025', '', undefined]) {
      expect(parseDay(bad), String(bad)).toBeNull();
    }
  });

  it('moves by days and months across their ends', () => {
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2025-12-15', 1)).toBe('2026-01-15');
  });

  it('lays a month out in weeks from Sunday, blank where it has not begun or has ended', () => {
    // March 2025 begins on a Saturday and ends on a Monday.
    const weeks = monthWeeks('2025-03-20');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2025-03-01']);
    expect(weeks[5]).toEqual(['2025-03-30', '2025-03-31', null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    // From Saturday, the first of March opens the first week.
    expect(monthWeeks('2025-03-01', 6)[0]?.[0]).toBe('2025-03-01');
  });

  it('finds the week a day is in', () => {
    expect(weekBounds('2025-03-12')).toEqual(['2025-03-09', '2025-03-15']);
    expect(weekBounds('2025-03-09')).toEqual(['2025-03-09', '2025-03-15']);
  });

  it('keeps days within bounds', () => {
    expect(isOutside('2025-03-10', '2025-03-11')).toBe(true);
    expect(isOutside('2025-03-10', undefined, '2025-03-09')).toBe(true);
    expect(isOutside('2025-03-10', '2025-03-10', '2025-03-10')).toBe(false);
    expect(clampDay('2025-03-01', '2025-03-05', '2025-03-09')).toBe('2025-03-05');
    expect(clampDay('2025-03-20', '2025-03-05', '2025-03-09')).toBe('2025-03-09');
  });
});

describe('names in the reader’s language, Gregorian, Western digits', () => {
  it('names months and days in Arabic, never in the Hijri calendar or Arabic-Indic digits', () => {
    expect(monthTitle('2025-03-09', 'ar')).toBe('مارس 2025');
    expect(dayText('2025-03-09', 'ar')).toBe('9 مارس 2025');
    expect(dayLabel('2025-03-09', 'ar')).toBe('الأحد، 9 مارس 2025');
    expect(dayText('2025-03-09', 'ar')).not.toMatch(/[٠-٩]|هـ/);
  });

  it('and in English', () => {
    expect(monthTitle('2025-03-09', 'en')).toBe('March 2025');
    // As the app writes its dates (formatDate), in whatever order the language puts them.
    expect(dayText('2025-03-09', 'en')).toBe(
      formatDate('2025-03-09T12:00:00Z', { locale: 'en', style: 'date' }),
    );
    expect(dayText('2025-03-09', 'ar')).toBe(
      formatDate('2025-03-09T12:00:00Z', { locale: 'ar', style: 'date' }),
    );
  });

  it('heads the columns with the weekdays from the week’s first day', () => {
    const ar = weekdayNames('ar');
    expect(ar.map((name) => name.long)).toEqual([
      'الأحد',
      'الاثنين',
      'الثلاثاء',
      'الأربعاء',
      'الخميس',
      'الجمعة',
      'السبت',
    ]);
    expect(weekdayNames('en')[0]).toEqual({ short: 'Sun', long: 'Sunday' });
    expect(weekdayNames('en', 6)[0]?.long).toBe('Saturday');
  });
});
