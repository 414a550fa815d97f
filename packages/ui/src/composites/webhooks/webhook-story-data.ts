import type { UiLocale } from '../../lib/format';
import type { WebhookTexts } from './webhook-texts';
import type { WebhookDeliveryView, WebhookEndpointView } from './webhook-types';

/**
 * A Riyadh shop's webhooks, the data every webhook story draws from. Stories pick their texts
 * from the toolbar's direction: Arabic right to left, English left to right, as the app does.
 */

export const ARABIC_WEBHOOK_TEXTS: WebhookTexts = {
  events: {
    'order.created': 'طلب جديد',
    'order.routed': 'وُجّه الطلب إلى قسم',
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

export const ENGLISH_WEBHOOK_TEXTS: WebhookTexts = {
  events: {
    'order.created': 'New order',
    'order.routed': 'Order sent to a section',
    'order.priced': 'Order priced',
    'order.canceled': 'Order canceled',
    'quote.viewed': 'Quote viewed',
    'quote.accepted': 'Quote accepted',
    'quote.declined': 'Quote declined',
    'quote.expired': 'Quote expired',
    'payment.succeeded': 'Payment succeeded',
    'payment.failed': 'Payment failed',
    'payment.refunded': 'Payment refunded',
    'order.fulfilment_changed': 'Handover stage changed',
    'quote.change_requested': 'Customer asked for changes',
    'quote.expiring': 'Quote about to expire',
    'quote.new_quote_requested': 'Customer asked for a new quote',
    'invoice.issued': 'Tax invoice issued',
    'credit_note.issued': 'Credit note issued',
    test: 'Test',
  },
  status: { pending: 'Sending', delivered: 'Delivered', failed: 'Failed' },
  attempt: {
    list: 'Attempts',
    attempt: (number) => `Attempt ${number}`,
    httpStatus: (code) => `HTTP ${code}`,
    errors: {
      timeout: 'Timed out',
      connection: 'Could not connect',
      redirect: 'Redirect not allowed',
      'refused-address': 'Address not allowed',
    },
    latency: (milliseconds) => `${milliseconds} ms`,
    response: 'Server response',
  },
  endpoint: {
    sendEvents: 'Send events',
    events: 'Events',
    paused: 'Paused',
    stopped: 'Stopped after failures',
    failing: 'Deliveries failing',
    stoppedTitle: 'We stopped sending to this URL',
    stoppedBody: (since) =>
      `Every delivery has failed since ${since}, for a whole day, so we turned it off. Fix the receiving server, then switch “Send events” back on to send the waiting events.`,
    failingTitle: 'Deliveries to this URL are failing',
    failingBody: (since) =>
      `Since ${since}. We keep retrying; if it keeps failing for a whole day, sending stops.`,
    pausedNote: 'Sending is off: no events reach this URL until you switch it on.',
    deliveries: 'Delivery log',
    sendTest: 'Send a test',
    edit: 'Edit',
    more: 'More actions',
    rotateSecret: 'Rotate signing secret',
    delete: 'Delete',
  },
  delivery: {
    list: 'Deliveries',
    order: 'Order',
    time: 'Time',
    attemptCount: (count) => `Attempts: ${count}`,
    nextAttempt: (time) => `Next attempt: ${time}`,
    showAttempts: (count) => `Show attempts (${count})`,
    hideAttempts: 'Hide attempts',
    noAttempts: 'No attempt yet.',
    deliveryId: 'Delivery ID',
    resend: 'Resend',
  },
  secret: {
    label: 'Signing secret',
    warning:
      'Copy the secret now and store it on your receiving server: it will not be shown again.',
    rotatedNote:
      'The previous secret stays valid for 24 hours, during which events are signed with both. Update your receiving server before then.',
    copy: 'Copy secret',
    copied: 'Copied',
    copyFailed: 'Could not copy. Select the secret and copy it by hand.',
    verifyTitle: 'How to verify events',
    verifyHeaders: 'Every message arrives with three headers:',
    verifyLibrary: 'Verify the signature with this secret using any Standard Webhooks library.',
    verifyReplay:
      'Refuse messages whose timestamp is more than 5 minutes away, and ignore repeats by webhook-id.',
  },
  picker: {
    legend: 'Events',
    all: 'All events',
    hint: 'Only the events you choose are sent to this URL.',
  },
};

/** The texts and date locale of the direction a story renders in. */
export function storyLanguage(globals: Record<string, unknown>): {
  locale: UiLocale;
  texts: WebhookTexts;
} {
  return globals['dir'] === 'ltr'
    ? { locale: 'en', texts: ENGLISH_WEBHOOK_TEXTS }
    : { locale: 'ar', texts: ARABIC_WEBHOOK_TEXTS };
}

export const STORY_SECRET = 'whsec_MfKQ9r8GKYqXnfJ9fu4z+Yc1ZnG0W8hTz3mS2P7sQ0Y=';

export const ACTIVE_ENDPOINT: WebhookEndpointView = {
  url: 'https://bot.alrayyan-parts.sa/hooks/taseer',
  description: 'بوت واتساب: يرسل العرض للعميل فور تسعيره',
  events: ['order.created', 'order.priced', 'quote.accepted'],
  enabled: true,
  disabledReason: null,
  failingSince: null,
};

export const FAILING_ENDPOINT: WebhookEndpointView = {
  url: 'https://crm.example.com/api/v2/integrations/taseer/webhooks/receive',
  description: 'نظام إدارة العملاء',
  events: ['quote.viewed', 'quote.accepted', 'quote.declined', 'quote.expired'],
  enabled: true,
  disabledReason: null,
  failingSince: '2026-11-24T05:40:00.000Z',
};

export const STOPPED_ENDPOINT: WebhookEndpointView = {
  ...FAILING_ENDPOINT,
  enabled: false,
  disabledReason: 'failing',
  failingSince: '2026-11-23T05:40:00.000Z',
};

export const PAUSED_ENDPOINT: WebhookEndpointView = {
  url: 'https://hooks.zapier.com/hooks/catch/1234567/abcde9f/',
  description: null,
  events: ['order.canceled'],
  enabled: false,
  disabledReason: 'manual',
  failingSince: null,
};

export const LONG_ENDPOINT: WebhookEndpointView = {
  url: 'https://integrations.almadina-autoparts-trading-establishment.com.sa/webhooks/v1/taseer/orders-and-quotes?branch=riyadh-sulay&token=abc123',
  description:
    'الربط مع بوت المحادثة في فرع الرياض — حي السلي: يستقبل كل أحداث الطلبات وعروض الأسعار ليُبلغ العميل فورًا حين يُسعَّر طلبه أو تنتهي صلاحية العرض، ويحدّث حالة المحادثة في نظام خدمة العملاء، ويُرسل تنبيهًا لمشرف الفرع إذا رفض العميل العرض أو ألغى الطلب.',
  events: [
    'order.created',
    'order.priced',
    'order.canceled',
    'quote.viewed',
    'quote.accepted',
    'quote.declined',
    'quote.expired',
  ],
  enabled: true,
  disabledReason: null,
  failingSince: null,
};

const HTML_502 =
  '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx/1.24.0</center></body></html>';

export const MANY_ATTEMPTS: WebhookDeliveryView['attempts'] = [
  {
    at: '2026-11-23T05:40:00.000Z',
    statusCode: 500,
    latencyMs: 312,
    error: null,
    responseExcerpt: '{"error":"internal_error","message":"database connection refused"}',
  },
  {
    at: '2026-11-23T05:40:05.000Z',
    statusCode: 502,
    latencyMs: 1204,
    error: null,
    responseExcerpt: HTML_502,
  },
  {
    at: '2026-11-23T05:45:05.000Z',
    statusCode: null,
    latencyMs: 15000,
    error: 'timeout',
    responseExcerpt: null,
  },
  {
    at: '2026-11-23T06:15:05.000Z',
    statusCode: null,
    latencyMs: 48,
    error: 'connection',
    responseExcerpt: null,
  },
  {
    at: '2026-11-23T08:15:05.000Z',
    statusCode: 301,
    latencyMs: 95,
    error: 'redirect',
    responseExcerpt: null,
  },
  {
    at: '2026-11-23T13:15:05.000Z',
    statusCode: 503,
    latencyMs: 88,
    error: null,
    responseExcerpt: 'Service Unavailable',
  },
  {
    at: '2026-11-23T23:15:05.000Z',
    statusCode: null,
    latencyMs: 3,
    error: 'refused-address',
    responseExcerpt: null,
  },
  {
    at: '2026-11-24T05:15:05.000Z',
    statusCode: 404,
    latencyMs: 140,
    error: null,
    responseExcerpt: '',
  },
];

export const DELIVERIES: WebhookDeliveryView[] = [
  {
    id: 'msg_5f2b8c1d9e0a4b7c8d6e5f4a3b2c1d0e',
    eventType: 'test',
    orderRef: null,
    createdAt: '2026-11-24T08:58:00.000Z',
    status: 'pending',
    attemptCount: 0,
    nextAttemptAt: '2026-11-24T08:58:00.000Z',
    attempts: [],
  },
  {
    id: 'msg_9f8e7d6c5b4a39281706f5e4d3c2b1a0',
    eventType: 'order.priced',
    orderRef: 'RYN-00498',
    createdAt: '2026-11-24T08:50:00.000Z',
    status: 'pending',
    attemptCount: 2,
    nextAttemptAt: '2026-11-24T08:55:06.000Z',
    attempts: [
      {
        at: '2026-11-24T08:50:01.000Z',
        statusCode: 503,
        latencyMs: 92,
        error: null,
        responseExcerpt: 'Service Unavailable',
      },
      {
        at: '2026-11-24T08:50:06.000Z',
        statusCode: null,
        latencyMs: 15000,
        error: 'timeout',
        responseExcerpt: null,
      },
    ],
  },
  {
    id: 'msg_0a1b2c3d4e5f60718293a4b5c6d7e8f9',
    eventType: 'quote.accepted',
    orderRef: 'RYN-00500',
    createdAt: '2026-11-24T08:41:00.000Z',
    status: 'delivered',
    attemptCount: 1,
    nextAttemptAt: null,
    attempts: [
      {
        at: '2026-11-24T08:41:01.000Z',
        statusCode: 200,
        latencyMs: 184,
        error: null,
        responseExcerpt: '{"ok":true}',
      },
    ],
  },
  {
    id: 'msg_1234567890abcdef1234567890abcdef',
    eventType: 'order.created',
    orderRef: 'RYN-00497',
    createdAt: '2026-11-23T05:40:00.000Z',
    status: 'failed',
    attemptCount: MANY_ATTEMPTS.length,
    nextAttemptAt: null,
    attempts: MANY_ATTEMPTS,
  },
  {
    id: 'msg_abcdefabcdefabcdefabcdefabcdef12',
    eventType: 'order.canceled',
    orderRef: 'RYN-00490',
    createdAt: '2026-11-22T16:05:00.000Z',
    status: 'delivered',
    attemptCount: 2,
    nextAttemptAt: null,
    attempts: [
      {
        at: '2026-11-22T16:05:01.000Z',
        statusCode: 500,
        latencyMs: 420,
        error: null,
        responseExcerpt: 'Internal Server Error',
      },
      {
        at: '2026-11-22T16:05:06.000Z',
        statusCode: 204,
        latencyMs: 133,
        error: null,
        responseExcerpt: null,
      },
    ],
  },
];
