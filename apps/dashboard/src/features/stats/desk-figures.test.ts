import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/translate';
import type { MessageKey } from '../../i18n/ar';
import {
  formatPercent,
  formatWait,
  hasDeskOrders,
  sortedGroups,
  statusSplit,
  type DeskFigures,
  type DeskGroup,
} from './desk-figures';

const t = (key: MessageKey, params?: Record<string, string | number>) =>
  translate('ar', key, params);

const figures = (patch: Partial<DeskFigures> = {}): DeskFigures => ({
  orders: 0,
  pending: 0,
  completed: 0,
  canceled: 0,
  firstQuoted: 0,
  medianFirstQuoteMinutes: null,
  withinTargetPercent: null,
  quotedHalalas: 0,
  accepted: 0,
  declined: 0,
  acceptedHalalas: 0,
  ...patch,
});

describe('formatWait', () => {
  it('reads minutes, hours and both, rounded to the minute', () => {
    expect(formatWait(18, t, 'ar')).toBe('18 د');
    expect(formatWait(17.6, t, 'ar')).toBe('18 د');
    expect(formatWait(65, t, 'ar')).toBe('1 س 5 د');
    expect(formatWait(180, t, 'ar')).toBe('3 س');
    expect(formatWait(1_500, t, 'ar')).toBe('25 س');
  });

  it('says under a minute rather than 0, and «—» when nothing was quoted', () => {
    expect(formatWait(0.3, t, 'ar')).toBe('أقل من دقيقة');
    expect(formatWait(null, t, 'ar')).toBe('—');
  });

  it('writes English with Western digits too', () => {
    const en = (key: MessageKey, params?: Record<string, string | number>) =>
      translate('en', key, params);
    expect(formatWait(65, en, 'en')).toMatch(/1.*5/);
  });
});

describe('formatPercent', () => {
  it('rounds to whole percents', () => {
    expect(formatPercent(87.4, t, 'ar')).toBe('87%');
    expect(formatPercent(100, t, 'ar')).toBe('100%');
    expect(formatPercent(null, t, 'ar')).toBe('—');
  });
});

describe('statusSplit', () => {
  it('gives each state its share of the orders', () => {
    expect(statusSplit(figures({ orders: 8, pending: 2, completed: 5, canceled: 1 }))).toEqual([
      { state: 'pending', count: 2, percent: 25 },
      { state: 'completed', count: 5, percent: 62.5 },
      { state: 'canceled', count: 1, percent: 12.5 },
    ]);
  });

  it('is all zeros without orders (no division by zero)', () => {
    expect(statusSplit(figures()).map((part) => part.percent)).toEqual([0, 0, 0]);
  });
});

describe('hasDeskOrders', () => {
  it('is false for a period without orders and while nothing arrived', () => {
    expect(hasDeskOrders(undefined)).toBe(false);
    expect(hasDeskOrders({ totals: figures() })).toBe(false);
    expect(hasDeskOrders({ totals: figures({ orders: 1, pending: 1 }) })).toBe(true);
  });
});

describe('sortedGroups', () => {
  it('puts the busiest first and the nameless group last', () => {
    const group = (id: string | null, orders: number): DeskGroup => ({
      id,
      name: id,
      figures: figures({ orders }),
    });
    expect(
      sortedGroups([group(null, 9), group('a', 2), group('b', 7)]).map((each) => each.id),
    ).toEqual(['b', 'a', null]);
  });
});
