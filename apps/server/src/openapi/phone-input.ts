import type { FieldError } from '../errors.js';
import type { JsonSchema } from './contract.js';
import { nestsDeeperThan } from './nesting.js';

/**
 * Every request field named `phone` takes a PhoneNumber object or a string holding its JSON text
 * (multipart forms can only send text). The text is parsed before schema validation so both
 * forms are then checked by the same PhoneNumber rules.
 */

export const PHONE_TEXT_MESSAGE =
  'رقم الجوال غير صالح: أرسل كود الدولة والرقم، مثال {"dialCode":"+966","number":"0500000001"}';

/** True when the body schema's `phone` property is the contract's PhoneInput (object or text). */
export function acceptsPhoneText(schema: JsonSchema): boolean {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  const branches = properties?.phone?.oneOf as JsonSchema[] | undefined;
  return Array.isArray(branches) && branches.some((branch) => branch.type === 'string');
}

/** Replaces a JSON-text `phone` by the object it holds; answers a field error when it holds none. */
export function normalizePhoneInput(data: unknown): FieldError | null {
  if (!isRecord(data) || typeof data.phone !== 'string') return null;
  // A phone's JSON text nests one level; text nested deeper is not one, whatever its length.
  if (nestsDeeperThan(data.phone)) return { field: 'phone', message: PHONE_TEXT_MESSAGE };
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.phone);
  } catch {
    return { field: 'phone', message: PHONE_TEXT_MESSAGE };
  }
  if (!isRecord(parsed)) return { field: 'phone', message: PHONE_TEXT_MESSAGE };
  data.phone = parsed;
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const LABELS: Record<string, string> = {
  phone: 'رقم الجوال',
  'phone.number': 'رقم الجوال',
  'phone.dialCode': 'كود الدولة',
  otp: 'رمز التحقق',
  username: 'الاسم',
  email: 'البريد الإلكتروني',
  role: 'الدور',
  packageType: 'نوع الباقة',
  description: 'الوصف',
  defaultEmployeeCost: 'أجر الموظف',
  branch: 'الفرع',
  section: 'القسم',
  image: 'الصورة',
  branchName: 'اسم الفرع',
  address: 'العنوان',
  managerId: 'المدير',
  branchId: 'الفرع',
  sectionName: 'اسم القسم',
  selectedBranchId: 'الفرع',
  id: 'المعرّف',
  page: 'رقم الصفحة',
  limit: 'عدد الصفوف',
  search: 'البحث',
  task: 'المهام',
  questions: 'الأسئلة',
  'task.*.content': 'نص المهمة',
  'questions.*.title': 'عنوان السؤال',
  'questions.*.question': 'نص السؤال',
  'questions.*.answer': 'نص الإجابة',
  question: 'السؤال',
  taskId: 'المهمة',
  questionId: 'السؤال',
  welcomeMessage: 'رسالة الترحيب',
  closeMessage: 'رسالة الإغلاق',
  ratingMessage: 'رسالة التقييم',
  salary: 'الراتب',
  payload: 'الأسعار',
  'payload.*.price': 'سعر القطعة',
  'payload.*.id': 'القطعة',
  status: 'الحالة',
  client: 'العميل',
  'client.name': 'اسم العميل',
  'client.image': 'صورة العميل',
  'client.phone': 'جوال العميل',
  vehicle: 'المركبة',
  'vehicle.mark': 'نوع المركبة',
  'vehicle.model': 'طراز المركبة',
  'vehicle.year': 'سنة الصنع',
  'vehicle.chassis': 'رقم الهيكل',
  'vehicle.serial': 'الرقم التسلسلي للمركبة',
  pieces: 'القطع',
  'pieces.*.nameAr': 'اسم القطعة بالعربية',
  'pieces.*.nameEn': 'اسم القطعة بالإنجليزية',
  'pieces.*.serial': 'رقم القطعة',
  'pieces.*.quantity': 'كمية القطعة',
  sectionId: 'القسم',
  // Quotes: the lines staff price, the customer's answer and the company's terms.
  lines: 'القطع',
  'lines.*.pieceId': 'القطعة',
  'lines.*.options': 'أسعار القطعة',
  'lines.*.note': 'ملاحظة القطعة',
  'lines.*.option': 'الخيار',
  quoteStatus: 'حالة عرض السعر',
  token: 'رابط العرض',
  version: 'نسخة العرض',
  decision: 'الرد',
  reason: 'سبب الرفض',
  reasonText: 'نص السبب',
  channel: 'طريقة الإرسال',
  vatRateBasisPoints: 'نسبة الضريبة',
  vatNumber: 'الرقم الضريبي',
  pricesIncludeVat: 'الأسعار شاملة الضريبة',
  validityHours: 'مدة صلاحية العرض',
  deliveryFee: 'رسوم التوصيل',
  terms: 'الشروط',
  messageTemplate: 'نص الرسالة',
};

/** The Arabic name of a request field, for messages such as "رقم الجوال مطلوب". */
export function fieldLabel(field: string): string {
  const label = LABELS[field];
  if (label) return label;
  // An item of a list ("questions.2.title") is named by its place, counted from 1 as people do.
  const item = /^(\w+)\.(\d+)\.(\w+)$/.exec(field);
  const itemLabel = item && LABELS[`${item[1]}.*.${item[3]}`];
  if (item && itemLabel) return `${itemLabel} رقم ${Number(item[2]) + 1}`;
  return `الحقل ${field}`;
}
