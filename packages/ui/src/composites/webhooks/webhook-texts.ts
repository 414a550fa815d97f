import type {
  WebhookAttemptError,
  WebhookDeliveryEvent,
  WebhookDeliveryStatus,
} from './webhook-types';

/**
 * The webhook components' words. Arabic is the default; the app passes its catalogue's texts (in
 * Arabic or English) so the design system never reads the app's translations. Functions receive
 * values already formatted (dates, numbers) for the reader's language.
 */

export type WebhookEventLabels = Record<WebhookDeliveryEvent, string>;
export type DeliveryStatusLabels = Record<WebhookDeliveryStatus, string>;

export interface AttemptTexts {
  /** The attempts list's accessible name. */
  list: string;
  attempt: (number: string) => string;
  /** The receiver's HTTP status, as shown in its badge. */
  httpStatus: (code: number) => string;
  errors: Record<WebhookAttemptError, string>;
  latency: (milliseconds: string) => string;
  response: string;
}

export interface EndpointTexts {
  /** The switch that turns deliveries to the endpoint on and off. */
  sendEvents: string;
  events: string;
  paused: string;
  stopped: string;
  failing: string;
  stoppedTitle: string;
  stoppedBody: (since: string) => string;
  failingTitle: string;
  failingBody: (since: string) => string;
  pausedNote: string;
  deliveries: string;
  sendTest: string;
  edit: string;
  more: string;
  rotateSecret: string;
  delete: string;
}

export interface DeliveryTexts {
  list: string;
  order: string;
  time: string;
  attemptCount: (count: string) => string;
  nextAttempt: (time: string) => string;
  showAttempts: (count: string) => string;
  hideAttempts: string;
  noAttempts: string;
  deliveryId: string;
  resend: string;
}

export interface SecretTexts {
  label: string;
  warning: string;
  rotatedNote: string;
  copy: string;
  copied: string;
  copyFailed: string;
  verifyTitle: string;
  verifyHeaders: string;
  verifyLibrary: string;
  verifyReplay: string;
}

export interface EventPickerTexts {
  legend: string;
  all: string;
  hint: string;
}

export interface WebhookTexts {
  events: WebhookEventLabels;
  status: DeliveryStatusLabels;
  attempt: AttemptTexts;
  endpoint: EndpointTexts;
  delivery: DeliveryTexts;
  secret: SecretTexts;
  picker: EventPickerTexts;
}

export const ARABIC_WEBHOOK_TEXTS: WebhookTexts = {
  events: {
    'order.created': 'طلب جديد',
    'order.priced': 'تم التسعير',
    'order.canceled': 'أُلغي الطلب',
    'quote.viewed': 'شاهد العميل العرض',
    'quote.accepted': 'قبِل العميل العرض',
    'quote.declined': 'رفض العميل العرض',
    'quote.expired': 'انتهت صلاحية العرض',
    'payment.succeeded': 'تم الدفع',
    'payment.failed': 'تعذّر الدفع',
    'payment.refunded': 'استرداد مبلغ',
    'order.fulfilment_changed': 'تغيّرت مرحلة التسليم',
    'quote.change_requested': 'طلب العميل تعديل العرض',
    'quote.expiring': 'تذكير قبل انتهاء صلاحية العرض',
    'quote.new_quote_requested': 'طلب العميل عرضًا جديدًا',
    'invoice.issued': 'صدرت فاتورة ضريبية',
    'credit_note.issued': 'صدر إشعار دائن',
    test: 'تجريبي',
  },
  status: { pending: 'قيد الإرسال', delivered: 'تم التسليم', failed: 'فشل' },
  attempt: {
    list: 'المحاولات',
    attempt: (number) => `المحاولة ${number}`,
    httpStatus: (code) => `HTTP ${code}`,
    errors: {
      timeout: 'انتهت المهلة',
      connection: 'تعذّر الاتصال',
      redirect: 'تحويل غير مسموح',
      'refused-address': 'عنوان غير مسموح',
    },
    latency: (milliseconds) => `${milliseconds} ملّي ثانية`,
    response: 'ردّ الخادم',
  },
  endpoint: {
    sendEvents: 'إرسال الأحداث',
    events: 'الأحداث',
    paused: 'متوقف',
    stopped: 'أُوقف بسبب الأخطاء',
    failing: 'الإرسال يفشل',
    stoppedTitle: 'أوقفنا الإرسال إلى هذا الرابط',
    stoppedBody: (since) =>
      `فشلت كل عمليات الإرسال منذ ${since} طوال يوم كامل، فأوقفناه. أصلح الخادم المستقبِل ثم فعّل «إرسال الأحداث» من جديد لتُرسل الأحداث المنتظرة.`,
    failingTitle: 'تفشل عمليات الإرسال إلى هذا الرابط',
    failingBody: (since) =>
      `منذ ${since}. نعيد المحاولة تلقائيًا، وإن استمر الفشل يومًا كاملًا يتوقف الإرسال.`,
    pausedNote: 'الإرسال متوقف، فلن تصل الأحداث إلى هذا الرابط حتى تفعّله.',
    deliveries: 'سجل الإرسال',
    sendTest: 'إرسال تجريبي',
    edit: 'تعديل',
    more: 'خيارات أخرى',
    rotateSecret: 'تجديد مفتاح التوقيع',
    delete: 'حذف',
  },
  delivery: {
    list: 'عمليات الإرسال',
    order: 'الطلب',
    time: 'الوقت',
    attemptCount: (count) => `المحاولات: ${count}`,
    nextAttempt: (time) => `المحاولة التالية: ${time}`,
    showAttempts: (count) => `عرض المحاولات (${count})`,
    hideAttempts: 'إخفاء المحاولات',
    noAttempts: 'لم تبدأ المحاولات بعد.',
    deliveryId: 'معرّف الإرسال',
    resend: 'إعادة الإرسال',
  },
  secret: {
    label: 'مفتاح التوقيع',
    warning: 'انسخ المفتاح الآن واحفظه في الخادم المستقبِل، فلن يظهر مرة أخرى.',
    rotatedNote:
      'يبقى المفتاح السابق صالحًا 24 ساعة تُوقَّع فيها الأحداث بالمفتاحين معًا، فحدّث الخادم المستقبِل قبل انقضائها.',
    copy: 'نسخ المفتاح',
    copied: 'تم النسخ',
    copyFailed: 'تعذّر النسخ. حدّد المفتاح وانسخه يدويًا.',
    verifyTitle: 'كيف تتحقق من الأحداث',
    verifyHeaders: 'تصل كل رسالة ومعها ثلاث ترويسات:',
    verifyLibrary: 'تحقّق من التوقيع بهذا المفتاح باستخدام أي مكتبة من مكتبات Standard Webhooks.',
    verifyReplay:
      'ارفض الرسائل التي يبعد وقتها عن الآن أكثر من 5 دقائق، وتجاهل المكرّر منها بحسب webhook-id.',
  },
  picker: {
    legend: 'الأحداث',
    all: 'كل الأحداث',
    hint: 'لا يصل إلى الرابط إلا ما تختاره من الأحداث.',
  },
};

/** An event's label; an event this version does not know shows its technical name. */
export function eventLabel(labels: WebhookEventLabels, event: string): string {
  return Object.hasOwn(labels, event) ? labels[event as WebhookDeliveryEvent] : event;
}
