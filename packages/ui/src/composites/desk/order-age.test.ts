import { describe, expect, it } from 'vitest';
import { deskTexts } from './desk-texts';
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

describe('the age in words', () => {
  const ar = deskTexts('ar').age;
  const en = deskTexts('en').age;

  it('splits into days alone, or hours and minutes', () => {
    expect(ageParts(130)).toEqual({ days: 0, hours: 2, minutes: 10 });
    expect(ageParts(24 * 60 + 59)).toEqual({ days: 1, hours: 0, minutes: 0 });
  });

  it('is compact on the badge', () => {
    expect(ar.short(0)).toBe('الآن');
    expect(ar.short(5)).toBe('منذ 5 د');
    expect(ar.short(120)).toBe('منذ 2 س');
    expect(ar.short(130)).toBe('منذ 2 س 10 د');
    expect(ar.short(24 * 60)).toBe('منذ يوم');
    expect(ar.short(2 * 24 * 60)).toBe('منذ يومين');
    expect(ar.short(3 * 24 * 60 + 100)).toBe('منذ 3 أيام');
    expect(ar.short(11 * 24 * 60)).toBe('منذ 11 يومًا');
    expect(en.short(0)).toBe('just now');
    expect(en.short(5)).toBe('5 min');
    expect(en.short(130)).toBe('2 h 10 min');
    expect(en.short(24 * 60)).toBe('1 day');
    expect(en.short(3 * 24 * 60)).toBe('3 days');
  });

  it('is spelled out for screen readers, with the Arabic number forms', () => {
    expect(ar.long(1)).toBe('منذ دقيقة');
    expect(ar.long(2)).toBe('منذ دقيقتين');
    expect(ar.long(5)).toBe('منذ 5 دقائق');
    expect(ar.long(15)).toBe('منذ 15 دقيقة');
    expect(ar.long(130)).toBe('منذ ساعتين و10 دقائق');
    expect(ar.long(60 + 1)).toBe('منذ ساعة ودقيقة');
    expect(ar.long(11 * 60)).toBe('منذ 11 ساعة');
    expect(en.long(61)).toBe('1 hour 1 minute ago');
    expect(en.long(130)).toBe('2 hours 10 minutes ago');
  });
});
