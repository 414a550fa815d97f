import { formatHalalas, type UiLocale } from '../../lib/format';
import { storyQuoteTexts } from '../quote/quote-story-texts';
import type {
  AgeTexts,
  ClaimTexts,
  CustomerHistoryTexts,
  DeskTexts,
  PriceMemoryTexts,
  TimelineTexts,
} from './desk-texts';
import type { TimelineEventView } from './desk-types';
import { ageParts } from './order-age';

/*
 * The desk stories' words in both languages, as an app gives them (the dashboard's come from its
 * catalogues). Arabic is written as staff of a Saudi parts shop speak to each other; numbers stay
 * Western digits (lib/format.ts).
 */

/** The words of each desk component, without what is built from other parts below. */
interface StoryWords {
  age: AgeTexts;
  claim: ClaimTexts;
  timeline: Omit<TimelineTexts, 'sentence'>;
  memory: Omit<PriceMemoryTexts, 'kind'>;
  history: Omit<CustomerHistoryTexts, 'quoteStatus'>;
}

/**
 * Arabic counting: 1 and 2 have their own words, 3–10 the plural, 11 and on the singular
 * (accusative). The forms given are those that follow «منذ».
 */
function arabicCount(n: number, [one, two, few, many]: [string, string, string, string]): string {
  if (n === 1) return one;
  if (n === 2) return two;
  const lastTwo = n % 100;
  return lastTwo >= 3 && lastTwo <= 10 ? `${n} ${few}` : `${n} ${many}`;
}

const AR_DAYS: [string, string, string, string] = ['يوم', 'يومين', 'أيام', 'يومًا'];
const AR_HOURS: [string, string, string, string] = ['ساعة', 'ساعتين', 'ساعات', 'ساعة'];
const AR_MINUTES: [string, string, string, string] = ['دقيقة', 'دقيقتين', 'دقائق', 'دقيقة'];

const english = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const AR: StoryWords = {
  age: {
    short: (minutes) => {
      const { days, hours, minutes: rest } = ageParts(minutes);
      if (days >= 1) return `منذ ${arabicCount(days, AR_DAYS)}`;
      if (hours >= 1) return rest > 0 ? `منذ ${hours} س ${rest} د` : `منذ ${hours} س`;
      return rest >= 1 ? `منذ ${rest} د` : 'الآن';
    },
    long: (minutes) => {
      const { days, hours, minutes: rest } = ageParts(minutes);
      if (days >= 1) return `منذ ${arabicCount(days, AR_DAYS)}`;
      if (hours >= 1) {
        const h = arabicCount(hours, AR_HOURS);
        return rest > 0 ? `منذ ${h} و${arabicCount(rest, AR_MINUTES)}` : `منذ ${h}`;
      }
      return rest >= 1 ? `منذ ${arabicCount(rest, AR_MINUTES)}` : 'الآن';
    },
    late: 'متأخر',
    created: (dateTime) => `وصل الطلب: ${dateTime}`,
    dueBy: (time) => `الرد مطلوب قبل ${time}`,
    wasDueBy: (time) => `كان الرد مطلوبًا قبل ${time}`,
    noTarget: 'لا يوجد وقت مستهدف للرد',
  },
  claim: {
    unclaimed: 'غير مستلم',
    mine: 'الطلب معك',
    with: (name) => `مع ${name}`,
    assignedTo: (name) => `مُسند إلى ${name}`,
    assignedToYou: 'مُسند إليك',
    claimedBy: (name) => `استلمه ${name}`,
    claimedByYou: 'استلمته أنت',
    assignedBy: (assignee, by) => {
      const to = assignee === null ? 'إليك' : `إلى ${assignee}`;
      return by === null ? `أُسند ${to}` : `أسنده ${by} ${to}`;
    },
  },
  timeline: {
    list: 'سجل الطلب',
    loading: 'جارٍ تحميل سجل الطلب',
    errorTitle: 'تعذّر تحميل سجل الطلب',
    retry: 'إعادة المحاولة',
    empty: 'لا أحداث بعد',
    emptyHint: 'ستظهر هنا كل خطوة يمر بها الطلب، من وصوله إلى رد العميل.',
  },
  memory: {
    region: (partName) => `الأسعار السابقة: ${partName}`,
    lastPrice: 'آخر سعر',
    use: 'استخدم',
    useLast: (price) => `استخدم آخر سعر ${price}`,
    useFrom: (price, orderRef) => `استخدم ${price} من الطلب ${orderRef}`,
    min: 'الأدنى',
    median: 'الوسيط',
    max: 'الأعلى',
    count: (count) => `سُعّر ${arabicCount(count, ['مرة واحدة', 'مرتين', 'مرات', 'مرة'])} من قبل`,
    showRecent: (count) => `آخر الأسعار (${count})`,
    hideRecent: 'إخفاء آخر الأسعار',
    recent: 'آخر الأسعار',
    year: (year) => `موديل ${year}`,
    accepted: 'مقبول',
    acceptedHint: 'قبِل العميل هذا السعر',
    never: 'لم يُسعَّر هذا الصنف لهذه السيارة من قبل',
    loading: 'جارٍ البحث عن أسعار سابقة',
    error: 'تعذّر جلب الأسعار السابقة',
  },
  history: {
    title: 'طلبات العميل السابقة',
    empty: 'أول طلب لهذا العميل',
    loading: 'جارٍ تحميل طلبات العميل',
    error: 'تعذّر تحميل طلبات العميل',
    status: { pending: 'بانتظار التسعير', completed: 'مكتمل', canceled: 'أُلغي' },
  },
};

const EN: StoryWords = {
  age: {
    short: (minutes) => {
      const { days, hours, minutes: rest } = ageParts(minutes);
      if (days >= 1) return english(days, 'day', 'days');
      if (hours >= 1) return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`;
      return rest >= 1 ? `${rest} min` : 'just now';
    },
    long: (minutes) => {
      const { days, hours, minutes: rest } = ageParts(minutes);
      if (days >= 1) return `${english(days, 'day', 'days')} ago`;
      if (hours >= 1) {
        const h = english(hours, 'hour', 'hours');
        return rest > 0 ? `${h} ${english(rest, 'minute', 'minutes')} ago` : `${h} ago`;
      }
      return rest >= 1 ? `${english(rest, 'minute', 'minutes')} ago` : 'just now';
    },
    late: 'Late',
    created: (dateTime) => `Received: ${dateTime}`,
    dueBy: (time) => `Reply due by ${time}`,
    wasDueBy: (time) => `Reply was due by ${time}`,
    noTarget: 'No reply target',
  },
  claim: {
    unclaimed: 'Unclaimed',
    mine: 'You’re on it',
    with: (name) => `With ${name}`,
    assignedTo: (name) => `Assigned to ${name}`,
    assignedToYou: 'Assigned to you',
    claimedBy: (name) => `Claimed by ${name}`,
    claimedByYou: 'You claimed it',
    assignedBy: (assignee, by) => {
      const to = assignee === null ? 'you' : assignee;
      return by === null ? `Assigned to ${to}` : `Assigned to ${to} by ${by}`;
    },
  },
  timeline: {
    list: 'Order history',
    loading: 'Loading the order’s history',
    errorTitle: 'Couldn’t load the order’s history',
    retry: 'Try again',
    empty: 'No events yet',
    emptyHint: 'Every step of the order shows here, from its arrival to the customer’s answer.',
  },
  memory: {
    region: (partName) => `Earlier prices: ${partName}`,
    lastPrice: 'Last price',
    use: 'Use',
    useLast: (price) => `Use the last price, ${price}`,
    useFrom: (price, orderRef) => `Use ${price} from order ${orderRef}`,
    min: 'Lowest',
    median: 'Median',
    max: 'Highest',
    count: (count) => `Quoted ${count === 1 ? 'once' : `${count} times`} before`,
    showRecent: (count) => `Latest prices (${count})`,
    hideRecent: 'Hide latest prices',
    recent: 'Latest prices',
    year: (year) => `${year} model`,
    accepted: 'Accepted',
    acceptedHint: 'The customer accepted this price',
    never: 'This part hasn’t been priced for this car before',
    loading: 'Looking for earlier prices',
    error: 'Couldn’t load earlier prices',
  },
  history: {
    title: 'Customer’s earlier orders',
    empty: 'This customer’s first order',
    loading: 'Loading the customer’s orders',
    error: 'Couldn’t load the customer’s orders',
    status: { pending: 'Awaiting price', completed: 'Completed', canceled: 'Canceled' },
  },
};

/** A story's desk texts in its language, sentences and quote words included. */
export function storyDeskTexts(locale: UiLocale): DeskTexts {
  const words = locale === 'en' ? EN : AR;
  const quote = storyQuoteTexts(locale);
  return {
    ...words,
    timeline: { ...words.timeline, sentence: (event) => timelineSentence(event, locale) },
    memory: { ...words.memory, kind: quote.kind },
    history: { ...words.history, quoteStatus: quote },
  };
}

/** Names that stand in for an unknown one. */
const FALLBACK = {
  ar: { user: 'أحد الموظفين', integration: 'بوت المحادثة' },
  en: { user: 'a staff member', integration: 'the chat bot' },
} as const;

/**
 * One event of an order's history as a sentence, in the reader's language: «استلمه أحمد»,
 * «سعّره أحمد — النسخة 2 (1,250.00 ر.س)». A user whose name is unknown reads «أحد الموظفين».
 */
function timelineSentence(event: TimelineEventView, locale: UiLocale): string {
  return locale === 'en' ? englishSentence(event) : arabicSentence(event);
}

function userName(event: TimelineEventView, locale: UiLocale): string {
  return event.actor.name?.trim() || FALLBACK[locale].user;
}

const AR_STAGES = {
  preparing: 'بدأ تجهيز الطلب',
  ready_for_pickup: 'الطلب جاهز للاستلام',
  out_for_delivery: 'خرج الطلب للتوصيل',
  delivered: 'سُلّم الطلب للعميل',
  returned: 'أُرجع الطلب',
} as const;

const EN_STAGES = {
  preparing: 'Preparing the order',
  ready_for_pickup: 'Ready for pickup',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered to the customer',
  returned: 'Returned',
} as const;

/** An invoice's or credit note's number, after a space; nothing when the event has none. */
function numberOf(event: TimelineEventView): string {
  return event.documentNumber ? ` ${event.documentNumber}` : '';
}

function money(event: TimelineEventView, locale: UiLocale): string | null {
  const halalas = event.type.startsWith('payment.') ? event.amountHalalas : event.totalHalalas;
  return typeof halalas === 'number' && Number.isFinite(halalas)
    ? formatHalalas(halalas, { locale })
    : null;
}

/** A quote's version worth naming: any version of a pricing, and a later one of a quote event. */
function versionOf(event: TimelineEventView): number | null {
  const version = typeof event.version === 'number' ? event.version : null;
  if (version === null) return null;
  return event.type === 'order.priced' || version > 1 ? version : null;
}

function arabicSentence(event: TimelineEventView): string {
  const { actor } = event;
  const byUser = actor.kind === 'user';
  const name = userName(event, 'ar');
  const total = money(event, 'ar');
  const version = versionOf(event);
  const versionText = version === null ? '' : ` — النسخة ${version}`;
  const totalText = total === null ? '' : ` (${total})`;
  switch (event.type) {
    case 'order.created': {
      if (event.source === 'integration' || actor.kind === 'integration') {
        return `وصل الطلب من ${actor.name?.trim() || FALLBACK.ar.integration}`;
      }
      if (byUser) {
        return event.source === 'dashboard'
          ? `أضاف ${name} الطلب من لوحة التحكم`
          : `أضاف ${name} الطلب`;
      }
      if (actor.kind === 'customer') return 'أرسل العميل الطلب';
      return event.source === 'dashboard' ? 'أُضيف الطلب من لوحة التحكم' : 'وصل الطلب';
    }
    case 'order.routed': {
      const section = event.sectionName?.trim() ? `قسم ${event.sectionName.trim()}` : null;
      const where = [event.branchName?.trim() || null, section].filter(Boolean).join(' — ');
      if (byUser) return where ? `وجّهه ${name} إلى ${where}` : `وجّهه ${name}`;
      return where ? `وُجّه إلى ${where}` : 'وُجّه الطلب';
    }
    case 'order.claimed':
      return `استلمه ${name}`;
    case 'order.released':
      return `تركه ${name} ليستلمه غيره`;
    case 'order.assigned': {
      const assignee = event.assigneeName?.trim();
      if (!assignee) return byUser ? `ألغى ${name} إسناد الطلب` : 'أُلغي إسناد الطلب';
      return byUser ? `أسنده ${name} إلى ${assignee}` : `أُسند تلقائيًا إلى ${assignee}`;
    }
    case 'order.priced':
      return `سعّره ${name}${versionText}${totalText}`;
    case 'order.overdue':
      return 'تجاوز الطلب وقت الرد المستهدف';
    case 'quote.shared':
      if (byUser) return `أرسل ${name} العرض للعميل${versionText}`;
      if (actor.kind === 'integration' && actor.name?.trim()) {
        return `أُرسل العرض للعميل عبر ${actor.name.trim()}${versionText}`;
      }
      return `أُرسل العرض للعميل${versionText}`;
    case 'quote.viewed':
      return `فتح العميل العرض${versionText}`;
    case 'quote.accepted':
      return `قبِل العميل العرض${versionText}${totalText}`;
    case 'quote.declined':
      return `رفض العميل العرض${versionText}`;
    case 'quote.expired':
      return `انتهت صلاحية العرض${versionText}`;
    case 'quote.withdrawn':
      return byUser ? `سحب ${name} العرض${versionText}` : `سُحب العرض${versionText}`;
    case 'order.canceled': {
      // With a version: the quote it withdrew.
      const withdrew =
        version === null
          ? typeof event.version === 'number'
            ? ' وسُحب العرض'
            : ''
          : ` وسُحب العرض (النسخة ${version})`;
      if (byUser) return `ألغى ${name} الطلب${withdrew}`;
      if (actor.kind === 'customer') return `ألغى العميل الطلب${withdrew}`;
      return `أُلغي الطلب${withdrew}`;
    }
    case 'payment.succeeded':
      return byUser ? `سجّل ${name} دفعة${totalText}` : `دفع العميل${totalText}`;
    case 'payment.failed':
      return `تعذّر دفع العميل${totalText}`;
    case 'payment.refunded':
      return byUser ? `استردّ ${name}${totalText}` : `استُرد مبلغ${totalText}`;
    case 'order.fulfilment_changed': {
      const stage = event.fulfilmentStage ? AR_STAGES[event.fulfilmentStage] : 'مرحلة جديدة';
      return byUser ? `${stage} — ${name}` : stage;
    }
    case 'quote.change_requested':
      return `طلب العميل تعديل العرض${versionText}`;
    case 'quote.expiring':
      return `أُرسل تذكير: صلاحية العرض تنتهي قريبًا ولم يرد العميل${versionText}`;
    case 'quote.new_quote_requested':
      return `طلب العميل عرضًا جديدًا${versionText}`;
    case 'invoice.issued':
      return `صدرت الفاتورة الضريبية${numberOf(event)}${totalText}`;
    case 'credit_note.issued':
      return `صدر إشعار دائن${numberOf(event)}${totalText}`;
    default:
      // An event this version does not know yet shows its technical name.
      return String((event as { type: unknown }).type);
  }
}

function englishSentence(event: TimelineEventView): string {
  const { actor } = event;
  const byUser = actor.kind === 'user';
  const name = userName(event, 'en');
  const total = money(event, 'en');
  const version = versionOf(event);
  const versionText = version === null ? '' : ` — version ${version}`;
  const totalText = total === null ? '' : ` (${total})`;
  switch (event.type) {
    case 'order.created': {
      if (event.source === 'integration' || actor.kind === 'integration') {
        return `Order received from ${actor.name?.trim() || FALLBACK.en.integration}`;
      }
      if (byUser) {
        return event.source === 'dashboard'
          ? `Order added by ${name} in the dashboard`
          : `Order added by ${name}`;
      }
      if (actor.kind === 'customer') return 'Order sent by the customer';
      return event.source === 'dashboard' ? 'Order added in the dashboard' : 'Order received';
    }
    case 'order.routed': {
      const where = [event.branchName?.trim() || null, event.sectionName?.trim() || null]
        .filter(Boolean)
        .join(' — ');
      const to = where ? ` to ${where}` : '';
      return byUser ? `Routed${to} by ${name}` : `Routed${to}`;
    }
    case 'order.claimed':
      return `Claimed by ${name}`;
    case 'order.released':
      return `Released by ${name} for someone else to take`;
    case 'order.assigned': {
      const assignee = event.assigneeName?.trim();
      if (!assignee) return byUser ? `Unassigned by ${name}` : 'Unassigned';
      return byUser
        ? `Assigned to ${assignee} by ${name}`
        : `Assigned to ${assignee} automatically`;
    }
    case 'order.priced':
      return `Priced by ${name}${versionText}${totalText}`;
    case 'order.overdue':
      return 'Passed the target reply time';
    case 'quote.shared':
      if (byUser) return `Quote sent to the customer by ${name}${versionText}`;
      if (actor.kind === 'integration' && actor.name?.trim()) {
        return `Quote sent to the customer through ${actor.name.trim()}${versionText}`;
      }
      return `Quote sent to the customer${versionText}`;
    case 'quote.viewed':
      return `The customer opened the quote${versionText}`;
    case 'quote.accepted':
      return `The customer accepted the quote${versionText}${totalText}`;
    case 'quote.declined':
      return `The customer declined the quote${versionText}`;
    case 'quote.expired':
      return `The quote expired${versionText}`;
    case 'quote.withdrawn':
      return byUser ? `Quote withdrawn by ${name}${versionText}` : `Quote withdrawn${versionText}`;
    case 'order.canceled': {
      const withdrew =
        version === null
          ? typeof event.version === 'number'
            ? ' — quote withdrawn'
            : ''
          : ` — quote version ${version} withdrawn`;
      if (byUser) return `Order canceled by ${name}${withdrew}`;
      if (actor.kind === 'customer') return `The customer canceled the order${withdrew}`;
      return `Order canceled${withdrew}`;
    }
    case 'payment.succeeded':
      return byUser ? `Payment recorded by ${name}${totalText}` : `The customer paid${totalText}`;
    case 'payment.failed':
      return `The customer's payment failed${totalText}`;
    case 'payment.refunded':
      return byUser ? `Refunded by ${name}${totalText}` : `Refunded${totalText}`;
    case 'order.fulfilment_changed': {
      const stage = event.fulfilmentStage ? EN_STAGES[event.fulfilmentStage] : 'Moved on';
      return byUser ? `${stage} — by ${name}` : stage;
    }
    case 'quote.change_requested':
      return `The customer asked for changes${versionText}`;
    case 'quote.expiring':
      return `Reminder sent: the quote expires soon, unanswered${versionText}`;
    case 'quote.new_quote_requested':
      return `The customer asked for a new quote${versionText}`;
    case 'invoice.issued':
      return `Tax invoice${numberOf(event)} issued${totalText}`;
    case 'credit_note.issued':
      return `Credit note${numberOf(event)} issued${totalText}`;
    default:
      return String((event as { type: unknown }).type);
  }
}
