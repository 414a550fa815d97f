import { describe, expect, it } from 'vitest';
import { formatHalalas, type TimelineEventType, type TimelineEventView } from '@taseer/ui';
import { translate, type Lang } from '../../i18n/translate';
import { ageTexts, timelineSentence } from './desk-texts';

const AT = '2026-11-24T07:00:00.000Z';
const ahmed = { kind: 'user', name: 'أحمد' } as const;
const customer = { kind: 'customer', name: null } as const;
const system = { kind: 'system', name: null } as const;

function event(
  type: TimelineEventType,
  fields: Partial<TimelineEventView> = {},
): TimelineEventView {
  return { id: type, type, at: AT, actor: system, ...fields };
}

const sentence = (lang: Lang) => (e: TimelineEventView) =>
  timelineSentence(e, (key, params) => translate(lang, key, params), lang);
const ar = sentence('ar');
const en = sentence('en');

describe('an order’s history in sentences', () => {
  it('says where the order came from', () => {
    const fromBot = event('order.created', {
      source: 'integration',
      actor: { kind: 'integration', name: null },
    });
    expect(ar(fromBot)).toBe('وصل الطلب من بوت المحادثة');
    expect(en(fromBot)).toBe('Order received from the chat bot');
    expect(
      ar(
        event('order.created', {
          source: 'integration',
          actor: { kind: 'integration', name: 'بوت واتساب' },
        }),
      ),
    ).toBe('وصل الطلب من بوت واتساب');
    expect(ar(event('order.created', { source: 'dashboard', actor: ahmed }))).toBe(
      'أضاف أحمد الطلب من لوحة التحكم',
    );
  });

  it('names the branch and the section it was routed to', () => {
    const routed = event('order.routed', {
      branchName: 'فرع الرياض',
      sectionName: 'المحركات',
    });
    expect(ar(routed)).toBe('وُجّه إلى فرع الرياض — قسم المحركات');
    expect(en(routed)).toBe('Routed to فرع الرياض — المحركات');
    expect(ar(event('order.routed', { branchName: 'فرع جدة' }))).toBe('وُجّه إلى فرع جدة');
    expect(ar(event('order.routed'))).toBe('وُجّه الطلب');
  });

  it('says who took, left and was given the order', () => {
    expect(ar(event('order.claimed', { actor: ahmed }))).toBe('استلمه أحمد');
    expect(en(event('order.claimed', { actor: ahmed }))).toBe('Claimed by أحمد');
    expect(ar(event('order.released', { actor: ahmed }))).toBe('تركه أحمد ليستلمه غيره');
    const assigned = event('order.assigned', {
      actor: { kind: 'user', name: 'سالم' },
      assigneeName: 'أحمد',
    });
    expect(ar(assigned)).toBe('أسنده سالم إلى أحمد');
    expect(en(assigned)).toBe('Assigned to أحمد by سالم');
    expect(ar(event('order.assigned', { assigneeName: 'أحمد' }))).toBe('أُسند تلقائيًا إلى أحمد');
  });

  it('falls back to «a staff member» for a user whose name is unknown', () => {
    expect(ar(event('order.claimed', { actor: { kind: 'user', name: null } }))).toBe(
      'استلمه أحد الموظفين',
    );
    expect(en(event('order.claimed', { actor: { kind: 'user', name: '  ' } }))).toBe(
      'Claimed by a staff member',
    );
  });

  it('reads an assignment without an assignee as its removal', () => {
    expect(ar(event('order.assigned', { actor: ahmed, assigneeName: null }))).toBe(
      'ألغى أحمد إسناد الطلب',
    );
    expect(ar(event('order.assigned'))).toBe('أُلغي إسناد الطلب');
    expect(en(event('order.assigned', { actor: ahmed }))).toBe('Unassigned by أحمد');
  });

  it('gives a pricing its version and total, in halalas written as riyals', () => {
    const priced = event('order.priced', { actor: ahmed, version: 2, totalHalalas: 125_000 });
    const riyals = (halalas: number) => formatHalalas(halalas, { locale: 'ar' });
    expect(riyals(125_000)).toMatch(/^\u200f?1,250\.00\sر\.س/);
    expect(ar(priced)).toBe(`سعّره أحمد — النسخة 2 (${riyals(125_000)})`);
    expect(en(priced)).toBe(
      `Priced by أحمد — version 2 (${formatHalalas(125_000, { locale: 'en' })})`,
    );
    expect(ar(event('order.priced', { actor: ahmed }))).toBe('سعّره أحمد');
    expect(ar(event('quote.accepted', { actor: customer, version: 1, totalHalalas: 98_000 }))).toBe(
      `قبِل العميل العرض (${riyals(98_000)})`,
    );
    expect(ar(event('quote.viewed', { actor: customer, version: 3 }))).toBe(
      'فتح العميل العرض — النسخة 3',
    );
  });

  it('words the quote’s and the order’s ends', () => {
    expect(ar(event('order.overdue'))).toBe('تجاوز الطلب وقت الرد المستهدف');
    expect(ar(event('quote.shared'))).toBe('أُرسل العرض للعميل');
    expect(ar(event('quote.shared', { actor: ahmed }))).toBe('أرسل أحمد العرض للعميل');
    expect(ar(event('quote.declined', { actor: customer }))).toBe('رفض العميل العرض');
    expect(ar(event('quote.expired'))).toBe('انتهت صلاحية العرض');
    expect(ar(event('quote.withdrawn'))).toBe('سُحب العرض');
    expect(ar(event('quote.withdrawn', { actor: ahmed }))).toBe('سحب أحمد العرض');
    expect(ar(event('order.canceled'))).toBe('أُلغي الطلب');
    expect(ar(event('order.canceled', { actor: customer }))).toBe('ألغى العميل الطلب');
    // A canceled order's version is the quote it withdrew.
    expect(ar(event('order.canceled', { actor: ahmed, version: 1 }))).toBe(
      'ألغى أحمد الطلب وسُحب العرض',
    );
    expect(ar(event('order.canceled', { version: 2 }))).toBe('أُلغي الطلب وسُحب العرض (النسخة 2)');
    expect(en(event('order.canceled', { version: 2 }))).toBe(
      'Order canceled — quote version 2 withdrawn',
    );
    expect(en(event('order.canceled', { actor: ahmed }))).toBe('Order canceled by أحمد');
  });

  it('words the customer’s change request and the reminder before the end', () => {
    expect(ar(event('quote.change_requested', { actor: customer, version: 1 }))).toBe(
      'طلب العميل تعديل العرض',
    );
    expect(ar(event('quote.change_requested', { actor: customer, version: 2 }))).toBe(
      'طلب العميل تعديل العرض — النسخة 2',
    );
    expect(en(event('quote.change_requested', { actor: customer, version: 2 }))).toBe(
      'The customer asked for changes — version 2',
    );
    expect(ar(event('quote.new_quote_requested', { actor: customer, version: 2 }))).toBe(
      'طلب العميل عرضًا جديدًا — النسخة 2',
    );
    expect(en(event('quote.new_quote_requested', { actor: customer, version: 1 }))).toBe(
      'The customer asked for a new quote',
    );
    expect(ar(event('quote.expiring', { version: 1 }))).toBe(
      'أُرسل تذكير: صلاحية العرض تنتهي قريبًا ولم يرد العميل',
    );
    expect(en(event('quote.expiring', { version: 3 }))).toBe(
      'Reminder sent: the quote expires soon, unanswered — version 3',
    );
  });

  it('shows an event this version does not know by its name', () => {
    const future = {
      ...event('order.claimed'),
      type: 'order.merged',
    } as unknown as TimelineEventView;
    expect(ar(future)).toBe('order.merged');
  });
});

describe('the age in words', () => {
  const ar = ageTexts((key, params) => translate('ar', key, params));
  const en = ageTexts((key, params) => translate('en', key, params));

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
