import { countOf, HOURS, MINUTES, SECONDS } from './lib/arabic-count.js';

/**
 * The one error type of the server. Each code maps to an HTTP status and the Arabic message a
 * user reads in the dashboard's toast (and, for a code about one field, the field it goes
 * under); services throw these and the error handler answers `{ code, message, errors? }`
 * without leaking anything else. The codes are part of the contract (ErrorResponse.code):
 * clients branch and translate on them, never on the Arabic text.
 */

export interface FieldError {
  field: string;
  message: string;
}

const CATALOGUE = {
  VALIDATION_FAILED: { status: 400, message: 'البيانات المرسلة غير صالحة' },
  MALFORMED_JSON: { status: 400, message: 'صيغة البيانات المرسلة غير صحيحة' },
  BAD_REQUEST: { status: 400, message: 'الطلب غير صالح' },
  CURSOR_INVALID: {
    status: 400,
    message: 'المؤشر غير صالح؛ استخدم المؤشر الذي أعادته الاستجابة السابقة أو now',
  },
  EMPTY_IMAGE: { status: 400, message: 'ملف الصورة فارغ، اختر صورة أخرى' },
  OTP_INVALID: { status: 400, message: 'رمز التحقق غير صحيح' },
  OTP_EXPIRED: { status: 400, message: 'انتهت صلاحية رمز التحقق، اطلب رمزًا جديدًا' },
  OTP_NOT_FOUND: { status: 400, message: 'لا يوجد رمز تحقق صالح لهذا الرقم، اطلب رمزًا جديدًا' },
  OTP_USED: { status: 400, message: 'تم استخدام رمز التحقق من قبل، اطلب رمزًا جديدًا' },
  OTP_LOCKED: {
    status: 400,
    message: 'تجاوزت عدد المحاولات المسموح بها لهذا الرمز، اطلب رمزًا جديدًا',
  },
  ALREADY_ACTIVE: { status: 400, message: 'الحساب مفعّل بالفعل، يمكنك تسجيل الدخول' },
  REFRESH_INVALID: { status: 400, message: 'انتهت جلسة الدخول، يرجى تسجيل الدخول من جديد' },
  API_KEY_INVALID: { status: 401, message: 'مفتاح الوصول إلى الواجهة البرمجية مفقود أو غير صحيح' },
  INTEGRATION_KEY_INVALID: { status: 401, message: 'مفتاح الربط مفقود أو غير صحيح أو تم تغييره' },
  UNAUTHENTICATED: { status: 401, message: 'يجب تسجيل الدخول للوصول إلى هذه الخدمة' },
  SESSION_EXPIRED: { status: 401, message: 'انتهت صلاحية جلسة الدخول' },
  FORBIDDEN: { status: 403, message: 'ليس لديك صلاحية للقيام بهذا الإجراء' },
  SELF_DELETE: { status: 403, message: 'لا يمكنك حذف حسابك' },
  SUPERADMIN_PROTECTED: { status: 403, message: 'لا يمكن تعديل حساب مدير النظام أو حذفه' },
  WAGE_SUPERADMIN_ONLY: { status: 403, message: 'أجر الموظف يحدده مدير النظام فقط' },
  ACCOUNT_NOT_ACTIVATED: {
    status: 403,
    message: 'الحساب غير مفعّل بعد، أكمل التفعيل برمز التحقق المرسل إلى جوالك',
  },
  ACCOUNT_DISABLED: { status: 403, message: 'هذا الحساب موقوف' },
  NOT_FOUND: { status: 404, message: 'العنصر المطلوب غير موجود' },
  BRANCH_NOT_FOUND: { status: 404, message: 'الفرع غير موجود' },
  SECTION_NOT_FOUND: { status: 404, message: 'القسم غير موجود' },
  MANAGER_NOT_FOUND: { status: 404, message: 'المدير غير موجود' },
  ROUTE_NOT_FOUND: { status: 404, message: 'المسار المطلوب غير موجود' },
  USER_NOT_FOUND: { status: 404, message: 'لا يوجد حساب مسجل بهذا الرقم' },
  ACCOUNT_NOT_FOUND: { status: 404, message: 'المستخدم غير موجود' },
  IMAGE_NOT_FOUND: { status: 404, message: 'الصورة غير موجودة' },
  ORDER_NOT_FOUND: { status: 404, message: 'الطلب غير موجود' },
  QUOTE_NOT_FOUND: { status: 404, message: 'عرض السعر غير موجود' },
  CONVERSATION_NOT_FOUND: { status: 404, message: 'المحادثة غير موجودة' },
  CHAT_MEDIA_NOT_FOUND: { status: 404, message: 'الملف غير موجود' },
  WHATSAPP_NOT_CONNECTED: { status: 404, message: 'لم يُربط رقم واتساب بالشركة' },
  WEBHOOK_SIGNATURE_INVALID: {
    status: 401,
    message: 'توقيع الإشعار مفقود أو غير صحيح',
  },
  WEBHOOK_NOT_FOUND: { status: 404, message: 'عنوان الإشعارات البرمجية غير موجود' },
  DELIVERY_NOT_FOUND: { status: 404, message: 'عملية الإرسال غير موجودة' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'طريقة الطلب غير مدعومة لهذا المسار' },
  PHONE_TAKEN: { status: 409, message: 'رقم الجوال مسجل مسبقًا', field: 'phone' },
  EMAIL_TAKEN: { status: 409, message: 'البريد الإلكتروني مسجل مسبقًا', field: 'email' },
  MANAGER_RUNS_ANOTHER_BRANCH: {
    status: 409,
    message: 'هذا المدير مسؤول عن فرع آخر، اختر مديرًا غير مسؤول عن أي فرع',
    field: 'managerId',
  },
  BRANCH_NOT_EMPTY: {
    status: 409,
    message: 'لا يمكن حذف الفرع لوجود أقسام أو موظفين فيه، انقلهم أو احذفهم أولًا',
  },
  SECTION_NOT_EMPTY: {
    status: 409,
    message: 'لا يمكن حذف القسم لوجود موظفين فيه، انقلهم أو احذفهم أولًا',
  },
  NO_BRANCH_ASSIGNED: {
    status: 409,
    message: 'لست مسؤولًا عن أي فرع حاليًا، اطلب من الشركة تعيينك على فرع أولًا',
  },
  AI_CONTENT_FULL: {
    status: 409,
    message: 'وصل محتوى البوت إلى الحد الأقصى، احذف بعض العناصر أولًا',
  },
  BRANCH_HAS_MANAGER: {
    status: 409,
    message: 'لهذا الفرع مدير بالفعل، غيّر مدير الفرع من شاشة الفروع',
    field: 'branch',
  },
  ORDER_NOT_PENDING: {
    status: 409,
    message: 'لم يعد هذا الطلب قيد المراجعة، فلا يمكن تسعيره أو إلغاؤه',
  },
  ORDER_ROUTED_OR_CLOSED: {
    status: 409,
    message: 'لم يعد هذا الطلب بانتظار التوجيه: وصل إلى قسم أو أُغلق',
  },
  ZATCA_STAMP_UNREADABLE: {
    status: 409,
    message:
      'تعذّرت قراءة ختم الفوترة الإلكترونية المحفوظ: احفظ ربط الهيئة من جديد في الإعدادات الضريبية',
  },
  CHAT_WINDOW_CLOSED: {
    status: 409,
    message:
      'مضى أكثر من 24 ساعة على آخر رسالة من العميل، فلا يسمح واتساب إلا بالقوالب المعتمدة حتى يكتب العميل من جديد',
  },
  CHAT_OPTED_OUT: {
    status: 409,
    message: 'طلب العميل إيقاف الرسائل: لا تُرسل إليه إلا تحديثات طلباته الضرورية',
  },
  WHATSAPP_NUMBER_TAKEN: {
    status: 409,
    message: 'هذا الرقم مربوط بشركة أخرى',
  },
  WHATSAPP_LOCAL_UNAVAILABLE: {
    status: 409,
    message: 'واتساب التجريبي غير متاح على هذا الخادم',
  },
  WHATSAPP_CREDENTIALS_UNREADABLE: {
    status: 409,
    message: 'تعذّر فتح بيانات ربط واتساب المحفوظة: أدخلها من جديد',
  },
  INTEGRATION_KEY_MISSING: {
    status: 409,
    message: 'لا مفتاح ربط للشركة بعد: أصدر مفتاحًا أولًا',
  },
  ORDER_CLAIMED: {
    status: 409,
    message: 'هذا الطلب مع غيرك الآن، ويلزم استلامه أولًا',
  },
  ORDER_ASSIGNED: {
    status: 409,
    message: 'أُسند هذا الطلب إلى غيرك، ولا ينقله إلا المدير',
  },
  ASSIGNEE_INVALID: {
    status: 400,
    message: 'اختر موظفًا نشطًا من قسم هذا الطلب أو مدير فرعه',
    field: 'userId',
  },
  QUOTE_ALREADY_ACCEPTED: {
    status: 409,
    message: 'قبل العميل عرض السعر، فلا يمكن تعديله. ألغِ الطلب أو أنشئ طلبًا جديدًا لتغييره',
  },
  QUOTE_NOT_SHAREABLE: {
    status: 409,
    message: 'لا يوجد عرض سعر قابل للإرسال لهذا الطلب، سعّر الطلب أولًا',
  },
  QUOTE_CLOSED: {
    status: 409,
    message: 'لم يعد بالإمكان الرد على هذا العرض',
  },
  CHANGE_ALREADY_REQUESTED: {
    status: 409,
    message:
      'سبق أن طلبت تعديل هذه النسخة من العرض، وسيرسل المتجر نسخة جديدة على الرابط نفسه. لإضافة شيء راسل المتجر في المحادثة',
  },
  WEBHOOKS_FULL: {
    status: 409,
    message: 'وصلت الشركة إلى الحد الأقصى لعناوين الإشعارات البرمجية (10)، احذف أحدها أولًا',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    message: 'مفتاح عدم التكرار مستخدم لطلب آخر ببيانات مختلفة',
  },
  PAYMENT_NOT_FOUND: { status: 404, message: 'الدفعة غير موجودة' },
  QUOTE_NOT_ACCEPTED: {
    status: 409,
    message: 'لا يمكن الدفع قبل قبول عرض السعر، أو لعرض لم يعد الأحدث',
  },
  PAYMENT_OPTION_UNAVAILABLE: {
    status: 409,
    message: 'طريقة الدفع هذه غير متاحة لدى المتجر، اختر طريقة أخرى',
  },
  ALREADY_PAID: { status: 409, message: 'تم دفع هذا الطلب بالكامل' },
  FULFILMENT_STEP_INVALID: {
    status: 409,
    message: 'لا يمكن نقل الطلب إلى هذه المرحلة من مرحلته الحالية',
  },
  SALE_NOT_COMPLETE: {
    status: 409,
    message: 'تصدر الفاتورة بعد اكتمال البيع: بعد دفع المبلغ كاملًا أو تسليم الطلب',
  },
  SALE_NOT_TAXED: {
    status: 409,
    message: 'لا تصدر فاتورة ضريبية لعرض بلا ضريبة قيمة مضافة',
  },
  TAX_PROFILE_INCOMPLETE: {
    status: 409,
    message:
      'أكمل الملف الضريبي للشركة أولًا: الاسم القانوني والرقم الضريبي والسجل التجاري والعنوان الوطني',
  },
  PAYMENT_NOT_REFUNDABLE: {
    status: 409,
    message: 'لا يمكن استرداد هذه الدفعة لأنها لم تكتمل',
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'حجم البيانات المرسلة أكبر من المسموح' },
  FILE_TOO_LARGE: { status: 413, message: 'حجم الصورة أكبر من 2 ميجابايت' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'نوع المحتوى المرسل غير مدعوم' },
  UNSUPPORTED_IMAGE: {
    status: 415,
    message: 'صيغة الصورة غير مدعومة، استخدم صورة JPEG أو PNG أو WebP',
  },
  TOO_MANY_REQUESTS: { status: 429, message: 'عدد كبير من المحاولات، حاول مرة أخرى لاحقًا' },
  INTERNAL: { status: 500, message: 'حدث خطأ غير متوقع في الخادم، حاول مرة أخرى لاحقًا' },
  SMS_FAILED: {
    status: 502,
    message: 'تعذر إرسال رسالة رمز التحقق حاليًا، حاول مرة أخرى بعد قليل',
  },
  GATEWAY_FAILED: {
    status: 502,
    message: 'تعذّر الوصول إلى بوابة الدفع، حاول مرة أخرى بعد قليل',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'الخدمة غير متاحة مؤقتًا، حاول مرة أخرى بعد لحظات',
  },
} as const satisfies Record<string, { status: number; message: string; field?: string }>;

export type ErrorCode = keyof typeof CATALOGUE;

/** Every code an answer can carry (the contract's ErrorResponse.code enum, checked by a test). */
export const ERROR_CODES = Object.keys(CATALOGUE) as ErrorCode[];

export interface AppErrorOptions {
  message?: string;
  errors?: FieldError[];
  retryAfterSeconds?: number;
  cause?: unknown;
}

export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly errors: FieldError[] | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? CATALOGUE[code].message, { cause: options.cause });
    this.code = code;
    this.statusCode = CATALOGUE[code].status;
    this.errors = options.errors ?? ownFieldError(code, this.message);
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/**
 * A value that belongs to someone else (a taken phone, a branch already run) is about one request
 * field: named, so a form shows the message under that field and not only in a toast.
 */
function ownFieldError(code: ErrorCode, message: string): FieldError[] | undefined {
  const entry = CATALOGUE[code];
  return 'field' in entry ? [{ field: entry.field, message }] : undefined;
}

export function messageFor(code: ErrorCode): string {
  return CATALOGUE[code].message;
}

export function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', { message, errors: [{ field, message }] });
}

/** Arabic "try again in …" wording for rate limits, rounded up to what a person can act on. */
export function retryWording(seconds: number): string {
  if (seconds < 60) return countOf(seconds, SECONDS);
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return countOf(minutes, MINUTES);
  return countOf(Math.ceil(minutes / 60), HOURS);
}

export function tooManyRequests(reason: string, retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError('TOO_MANY_REQUESTS', {
    message: `${reason}، حاول مرة أخرى بعد ${retryWording(seconds)}`,
    retryAfterSeconds: seconds,
  });
}
