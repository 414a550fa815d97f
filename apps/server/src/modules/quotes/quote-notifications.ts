import { sarText } from '@taseer/money';
import { countOf, HOURS } from '../../lib/arabic-count.js';
import { ORDERS_PATH } from '../orders/order-notifications.js';

/** What the order's staff read when the customer opens or answers the quote. */

export function moneyText(halalas: number): string {
  const [whole = '0', fraction = '00'] = sarText(halalas).split('.');
  return `${Number(whole).toLocaleString('en-US')}.${fraction} ر.س`;
}

const DECLINE_REASONS = {
  too_expensive: 'السعر مرتفع',
  found_elsewhere: 'وجد القطع في مكان آخر',
  not_needed: 'لم يعد بحاجة إليها',
  other: 'سبب آخر',
} as const;

export function viewedQuoteNotice(order: { orderRef: string; clientName: string }) {
  return {
    title: 'شاهد العميل عرض السعر',
    message: `فتح ${order.clientName} عرض سعر الطلب ${order.orderRef}`,
    path: ORDERS_PATH,
  };
}

export function acceptedQuoteNotice(
  order: { orderRef: string; clientName: string },
  accepted: { names: string[]; of: number; totalHalalas: number },
) {
  const which = accepted.names.length === accepted.of ? 'كل القطع' : accepted.names.join('، ');
  return {
    title: 'قبل العميل عرض السعر',
    message: `قبل ${order.clientName} عرض الطلب ${order.orderRef}: ${which} (${accepted.names.length} من ${accepted.of}) بإجمالي ${moneyText(accepted.totalHalalas)}`,
    path: ORDERS_PATH,
  };
}

export function declinedQuoteNotice(
  order: { orderRef: string; clientName: string },
  reason: keyof typeof DECLINE_REASONS,
  reasonText: string | null,
) {
  return {
    title: 'رفض العميل عرض السعر',
    message: `رفض ${order.clientName} عرض الطلب ${order.orderRef}: ${reasonText ?? DECLINE_REASONS[reason]}`,
    path: ORDERS_PATH,
  };
}

const WANTS = {
  another_brand: 'ماركة أخرى',
  cheaper: 'أرخص',
  not_needed: 'لا يحتاجها',
} as const;

/** A note in a notice stays one glance long; the whole note is on the order. */
const NOTE_IN_NOTICE = 160;

/**
 * The customer asked for changes instead of answering: which parts and what he wants of each,
 * grouped by what he wants («ماركة أخرى: فلتر زيت، كمبروسر»), and his note.
 */
export function changeRequestedNotice(
  order: { orderRef: string; clientName: string },
  change: {
    version: number;
    note: string | null;
    lines: { name: string; want: keyof typeof WANTS }[];
  },
) {
  const groups = (Object.keys(WANTS) as (keyof typeof WANTS)[]).flatMap((want) => {
    const names = change.lines.filter((line) => line.want === want).map((line) => line.name);
    return names.length > 0 ? [`${WANTS[want]}: ${names.join('، ')}`] : [];
  });
  const note =
    change.note === null
      ? null
      : change.note.length > NOTE_IN_NOTICE
        ? `${change.note.slice(0, NOTE_IN_NOTICE - 1)}…`
        : change.note;
  const asked = [groups.join('؛ '), note === null ? '' : `«${note}»`].filter(Boolean).join(' — ');
  return {
    title: 'طلب العميل تعديل عرض السعر',
    message: `طلب ${order.clientName} تعديل عرض الطلب ${order.orderRef} (النسخة ${change.version}): ${asked}`,
    path: ORDERS_PATH,
  };
}

/** An open version near its end: the shop may want to follow the customer up. */
export function expiringQuoteNotice(
  order: { orderRef: string; clientName: string },
  hoursLeft: number,
) {
  return {
    title: 'عرض سعر يقترب من انتهاء صلاحيته',
    message: `لم يرد ${order.clientName} بعد على عرض الطلب ${order.orderRef}، وتنتهي صلاحيته بعد ${countOf(hoursLeft, HOURS)}`,
    path: ORDERS_PATH,
  };
}
