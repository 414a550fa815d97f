import { sarText } from '@taseer/money';
import { countOf, HOURS } from '../../lib/arabic-count.js';
import { type OrderNotice, orderText } from '../orders/index.js';

/**
 * What the order's staff read when the customer opens or answers the quote: passive and nominal
 * sentences, so they read right whoever the customer is (order-notifications.ts).
 */

export function moneyText(halalas: number): string {
  const [whole = '0', fraction = '00'] = sarText(halalas).split('.');
  return `${Number(whole).toLocaleString('en-US')}.${fraction} ر.س`;
}

const DECLINE_REASONS = {
  too_expensive: 'السعر مرتفع',
  found_elsewhere: 'وُجدت القطع في مكان آخر',
  not_needed: 'لم تعد هناك حاجة إليها',
  other: 'سبب آخر',
} as const;

export function viewedQuoteNotice(order: { orderRef: string; clientName: string }): OrderNotice {
  return {
    title: 'فُتح عرض السعر',
    message: `فُتح رابط عرض سعر الطلب ${orderText(order)}`,
  };
}

export function acceptedQuoteNotice(
  order: { orderRef: string; clientName: string },
  accepted: { names: string[]; of: number; totalHalalas: number },
): OrderNotice {
  const which = accepted.names.length === accepted.of ? 'كل القطع' : accepted.names.join('، ');
  return {
    title: 'قُبل عرض السعر',
    message: `قُبل عرض الطلب ${orderText(order)}: ${which} (${accepted.names.length} من ${accepted.of}) بإجمالي ${moneyText(accepted.totalHalalas)}`,
  };
}

export function declinedQuoteNotice(
  order: { orderRef: string; clientName: string },
  reason: keyof typeof DECLINE_REASONS,
  reasonText: string | null,
): OrderNotice {
  return {
    title: 'رُفض عرض السعر',
    message: `رُفض عرض الطلب ${orderText(order)}: ${reasonText ?? DECLINE_REASONS[reason]}`,
  };
}

const WANTS = {
  another_brand: 'ماركة أخرى',
  cheaper: 'أرخص',
  not_needed: 'غير مطلوبة',
} as const;

/** A note in a notice stays one glance long; the whole note is on the order. */
const NOTE_IN_NOTICE = 160;

/**
 * The customer asked for changes instead of answering: which parts and what is wanted of each,
 * grouped by what is wanted («ماركة أخرى: فلتر زيت، كمبروسر»), and the customer's note.
 */
export function changeRequestedNotice(
  order: { orderRef: string; clientName: string },
  change: {
    version: number;
    note: string | null;
    lines: { name: string; want: keyof typeof WANTS }[];
  },
): OrderNotice {
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
    title: 'طُلب تعديل عرض السعر',
    message: `طُلب تعديل النسخة ${change.version} من عرض الطلب ${orderText(order)}: ${asked}`,
  };
}

/** An open version near its end: the shop may want to follow the customer up. */
export function expiringQuoteNotice(
  order: { orderRef: string; clientName: string },
  hoursLeft: number,
): OrderNotice {
  return {
    title: 'عرض سعر يقترب من انتهاء صلاحيته',
    message: `لا رد بعد على عرض الطلب ${orderText(order)}، وتنتهي صلاحيته بعد ${countOf(hoursLeft, HOURS)}`,
  };
}

/**
 * After declining a version or letting it expire, the customer asked for a new quote: the shop
 * answers with a new version on the same link.
 */
export function newQuoteRequestedNotice(
  order: { orderRef: string; clientName: string },
  request: { version: number; after: 'declined' | 'expired' },
): OrderNotice {
  const after =
    request.after === 'declined'
      ? `رفض النسخة ${request.version}`
      : `انتهاء صلاحية النسخة ${request.version}`;
  return {
    title: 'طُلب عرض سعر جديد',
    message: `طُلب عرض سعر جديد للطلب ${orderText(order)} بعد ${after}، ويصل العرض الجديد على الرابط نفسه`,
  };
}
