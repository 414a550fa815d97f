import type { Role } from '../identity/index.js';
import type { AuditAction, AuditChange, AuditTargetType, AuditValue } from './audit-actions.js';
import { SECRET_SET } from './audit-changes.js';
import { percentOfBasisPoints } from '@taseer/money';

/**
 * The audit log in Arabic words, for its CSV file (the dashboard words it in its own catalogue,
 * Arabic and English).
 */
export const AUDIT_ACTION_WORDS: Readonly<Record<AuditAction, string>> = {
  'branch.created': 'إنشاء فرع',
  'branch.updated': 'تعديل فرع',
  'branch.deleted': 'حذف فرع',
  'section.created': 'إنشاء قسم',
  'section.updated': 'تعديل قسم',
  'section.deleted': 'حذف قسم',
  'user.created': 'إضافة مستخدم',
  'user.updated': 'تعديل مستخدم',
  'user.deleted': 'حذف مستخدم',
  'profile.updated': 'تعديل الملف الشخصي',
  'quote.repriced': 'تغيير أسعار عرض',
  'quote_terms.updated': 'تعديل شروط عروض الأسعار',
  'payment_settings.updated': 'تعديل إعدادات الدفع',
  'tax_profile.updated': 'تعديل الملف الضريبي',
  'zatca_settings.updated': 'تعديل ربط الفوترة الإلكترونية',
  'order_intake.updated': 'تعديل القسم الافتراضي للطلبات',
  'salary.updated': 'تعديل أجر الموظف',
  'integration_key.rotated': 'إصدار مفتاح ربط',
  'webhook.created': 'إضافة رابط Webhook',
  'webhook.updated': 'تعديل رابط Webhook',
  'webhook.deleted': 'حذف رابط Webhook',
  'webhook.secret_rotated': 'تجديد سر توقيع Webhook',
  'whatsapp.connected': 'ربط رقم واتساب',
  'whatsapp.disconnected': 'فصل رقم واتساب',
  'auth.signed_in': 'تسجيل دخول',
  'auth.sign_in_failed': 'محاولة دخول فاشلة',
  'orders.exported': 'تصدير الطلبات',
  'audit.exported': 'تصدير سجل التغييرات',
  'company.created': 'إنشاء شركة',
  'company.updated': 'تعديل شركة',
  'company.deleted': 'حذف شركة',
};

export const AUDIT_ROLE_WORDS: Readonly<Record<Role, string>> = {
  superadmin: 'مدير النظام',
  admin: 'شركة',
  manager: 'مدير',
  agent: 'موظف',
};

export const AUDIT_TARGET_WORDS: Readonly<Record<AuditTargetType, string>> = {
  company: 'شركة',
  branch: 'فرع',
  section: 'قسم',
  manager: 'مدير',
  agent: 'موظف',
  superadmin: 'مدير النظام',
  order: 'طلب',
  quote_terms: 'شروط عروض الأسعار',
  payment_settings: 'إعدادات الدفع',
  tax_profile: 'الملف الضريبي',
  zatca_settings: 'ربط الفوترة الإلكترونية',
  order_intake: 'القسم الافتراضي للطلبات',
  salary: 'أجر الموظف',
  integration_key: 'مفتاح الربط',
  webhook: 'رابط Webhook',
  whatsapp: 'رقم واتساب',
  orders: 'الطلبات',
  audit_log: 'سجل التغييرات',
};

/** The fields the log names, in Arabic; a field not listed is written by its key. */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  branchName: 'اسم الفرع',
  sectionName: 'اسم القسم',
  address: 'العنوان',
  manager: 'المدير',
  branch: 'الفرع',
  section: 'القسم',
  workingHours: 'ساعات العمل',
  firstQuoteTargetMinutes: 'مهلة أول عرض (دقائق)',
  username: 'الاسم',
  email: 'البريد الإلكتروني',
  phone: 'الجوال',
  description: 'الوصف',
  image: 'الصورة',
  defaultEmployeeCost: 'أجر الموظف',
  packageType: 'الباقة',
  vatRateBasisPoints: 'نسبة الضريبة',
  // Recorded before the rate was kept in basis points (format percent).
  vatRatePercent: 'نسبة الضريبة',
  vatNumber: 'الرقم الضريبي',
  pricesIncludeVat: 'الأسعار شاملة الضريبة',
  validityHours: 'مدة صلاحية العرض (ساعات)',
  deliveryFee: 'رسوم التوصيل',
  terms: 'الشروط',
  messageTemplate: 'رسالة العرض',
  commercialRegistration: 'السجل التجاري',
  contactPhone: 'رقم الاتصال',
  whatsappPhone: 'رقم واتساب',
  options: 'طرق الدفع',
  onlinePercent: 'نسبة الدفع الإلكتروني',
  gatewayProvider: 'بوابة الدفع',
  gatewayPublishableKey: 'المفتاح العام',
  gatewaySecretKey: 'المفتاح السري',
  bankName: 'البنك',
  bankAccountName: 'اسم الحساب',
  bankIban: 'الآيبان',
  legalNameAr: 'الاسم القانوني بالعربية',
  legalNameEn: 'الاسم القانوني بالإنجليزية',
  buildingNumber: 'رقم المبنى',
  street: 'الشارع',
  district: 'الحي',
  city: 'المدينة',
  postalCode: 'الرمز البريدي',
  additionalNumber: 'الرقم الإضافي',
  issuingBranch: 'الفرع المُصدِر للفواتير',
  zatcaEnvironment: 'بيئة الهيئة',
  stampCertificate: 'شهادة التوقيع',
  key: 'مفتاح الربط',
  url: 'الرابط',
  events: 'الأحداث',
  enabled: 'مفعّل',
  secret: 'سر التوقيع',
  salary: 'أجر الموظف',
  unitPrice: 'السعر',
  'unitPrice.original': 'سعر الأصلي',
  'unitPrice.commercial': 'سعر التجاري',
  'unitPrice.used': 'سعر المستعمل',
  available: 'متوفرة',
  quoteTotal: 'إجمالي العرض',
};

/** The details the log names, in Arabic. */
const DETAIL_WORDS: Readonly<Record<string, string>> = {
  reason: 'السبب',
  phone: 'الجوال',
  version: 'نسخة العرض',
  status: 'الحالة',
  quoteStatus: 'حالة العرض',
  search: 'البحث',
  from: 'من',
  to: 'إلى',
  branchId: 'الفرع',
  sectionId: 'القسم',
  claim: 'الحجز',
  queue: 'قائمة العمل',
  kind: 'النوع',
  actorId: 'الشخص',
};

const REASON_WORDS: Readonly<Record<string, string>> = {
  unknown_number: 'رقم غير مسجل',
  not_activated: 'حساب غير مفعّل',
  wrong_code: 'رمز خاطئ',
  code_expired: 'رمز منتهي',
  code_locked: 'محاولات كثيرة',
  code_used: 'رمز مستخدم',
  no_code: 'لم يُطلب رمز',
};

const DAY_WORDS = ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'];

function moneyText(halalas: number): string {
  const sign = halalas < 0 ? '-' : '';
  const abs = Math.abs(halalas);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')} ر.س`;
}

/** A value as the CSV writes it. */
export function auditValueText(change: AuditChange, value: AuditValue): string {
  if (value === null) return '—';
  switch (change.format) {
    case 'secret':
      return value === SECRET_SET ? 'مخفي' : '—';
    case 'boolean':
      return value === true ? 'نعم' : 'لا';
    case 'money':
      return typeof value === 'number' ? moneyText(value) : String(value);
    case 'percent':
      return `${String(value)}٪`;
    case 'basisPoints':
      return typeof value === 'number' ? `${percentOfBasisPoints(value)}٪` : String(value);
    case 'image':
      return 'صورة';
    case 'hours':
      return Array.isArray(value)
        ? value
            .map((period) => {
              const [day, hours] = period.split(' ');
              return `${DAY_WORDS[Number(day)] ?? day} ${hours ?? ''}`.trim();
            })
            .join('، ')
        : String(value);
    default:
      return Array.isArray(value) ? value.join('، ') : String(value);
  }
}

/** `field (item): before ← after`, the arrow pointing the way Arabic reads. */
export function auditChangeText(change: AuditChange): string {
  const name = FIELD_WORDS[change.field] ?? change.field;
  const where = change.item ? `${name} (${change.item})` : name;
  return `${where}: ${auditValueText(change, change.before)} ← ${auditValueText(change, change.after)}`;
}

export function auditDetailsText(
  details: Record<string, string | number | boolean | null>,
): string {
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== '')
    .map(([key, value]) => {
      const word = DETAIL_WORDS[key] ?? key;
      const text =
        key === 'reason' ? (REASON_WORDS[String(value)] ?? String(value)) : String(value);
      return `${word}: ${text}`;
    })
    .join('؛ ');
}
