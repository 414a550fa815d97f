import type { UiLocale } from '../../lib/format';
import type { QuoteOptionKind, QuoteStatus } from './quote-types';

/**
 * The quote components' words in both languages. Arabic is written as a Saudi shop writes to its
 * customers; numbers stay Western digits (lib/format.ts).
 */
export interface QuoteTexts {
  status: Record<QuoteStatus, string>;
  /** The customer's own words for an open quote on his page ("viewed" is the shop's word). */
  awaitingYourAnswer: string;
  readyToSend: string;
  kind: Record<QuoteOptionKind, string>;
  subtotal: string;
  delivery: string;
  vat: (percent: string) => string;
  vatIncluded: (percent: string) => string;
  total: string;
  quantity: string;
  partNumber: string;
  unitPrice: string;
  lineTotal: string;
  unavailable: string;
  acceptPart: (name: string) => string;
  notChosen: string;
  chosen: string;
  chooseOne: (name: string) => string;
  deliveryIn: (days: number) => string;
  deliveryToday: string;
  brand: string;
  quote: string;
  version: (version: number) => string;
  orderRef: string;
  issued: string;
  validUntil: string;
  expiredOn: string;
  customer: string;
  vehicle: string;
  parts: string;
  terms: string;
  vatNumber: string;
  commercialRegistration: string;
  call: string;
  whatsapp: string;
  sellerAddress: string;
  pricesInSar: string;
  companyLogo: (name: string) => string;
}

function arabicDays(days: number): string {
  if (days === 1) return 'يوم واحد';
  if (days === 2) return 'يومين';
  const lastTwo = days % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return `${days} أيام`;
  return `${days} يومًا`;
}

const AR: QuoteTexts = {
  status: {
    sent: 'أُرسل',
    viewed: 'شاهده العميل',
    accepted: 'مقبول',
    declined: 'مرفوض',
    expired: 'منتهي الصلاحية',
    withdrawn: 'مسحوب',
    superseded: 'استُبدل بنسخة أحدث',
  },
  awaitingYourAnswer: 'بانتظار ردك',
  readyToSend: 'جاهز للإرسال',
  kind: { original: 'أصلي', commercial: 'تجاري', used: 'مستعمل' },
  subtotal: 'المجموع الفرعي',
  delivery: 'التوصيل',
  vat: (percent) => `ضريبة القيمة المضافة (${percent}٪)`,
  vatIncluded: (percent) => `منها ضريبة القيمة المضافة (${percent}٪)`,
  total: 'الإجمالي',
  quantity: 'الكمية',
  partNumber: 'رقم القطعة',
  unitPrice: 'سعر الوحدة',
  lineTotal: 'المجموع',
  unavailable: 'غير متوفرة',
  acceptPart: (name) => `أريد ${name}`,
  notChosen: 'لم تُختر',
  chosen: 'المختار',
  chooseOne: (name) => `اختر نوع ${name}`,
  deliveryIn: (days) => `التوصيل خلال ${arabicDays(days)}`,
  deliveryToday: 'متوفرة للتسليم اليوم',
  brand: 'العلامة',
  quote: 'عرض سعر',
  version: (version) => `النسخة ${version}`,
  orderRef: 'رقم الطلب',
  issued: 'تاريخ العرض',
  validUntil: 'صالح حتى',
  expiredOn: 'انتهت صلاحيته في',
  customer: 'العميل',
  vehicle: 'المركبة',
  parts: 'القطع',
  terms: 'الشروط والأحكام',
  vatNumber: 'الرقم الضريبي',
  commercialRegistration: 'السجل التجاري',
  call: 'اتصال',
  whatsapp: 'واتساب',
  sellerAddress: 'العنوان',
  pricesInSar: 'الأسعار بالريال السعودي',
  companyLogo: (name) => `شعار ${name}`,
};

const EN: QuoteTexts = {
  status: {
    sent: 'Sent',
    viewed: 'Viewed',
    accepted: 'Accepted',
    declined: 'Declined',
    expired: 'Expired',
    withdrawn: 'Withdrawn',
    superseded: 'Superseded',
  },
  awaitingYourAnswer: 'Awaiting your answer',
  readyToSend: 'Ready to send',
  kind: { original: 'Original', commercial: 'Commercial', used: 'Used' },
  subtotal: 'Subtotal',
  delivery: 'Delivery',
  vat: (percent) => `VAT (${percent}%)`,
  vatIncluded: (percent) => `Including VAT (${percent}%)`,
  total: 'Total',
  quantity: 'Quantity',
  partNumber: 'Part number',
  unitPrice: 'Unit price',
  lineTotal: 'Amount',
  unavailable: 'Unavailable',
  acceptPart: (name) => `I want ${name}`,
  notChosen: 'Not chosen',
  chosen: 'Chosen',
  chooseOne: (name) => `Choose the type of ${name}`,
  deliveryIn: (days) => `Delivery in ${days} ${days === 1 ? 'day' : 'days'}`,
  deliveryToday: 'Ready today',
  brand: 'Brand',
  quote: 'Price quote',
  version: (version) => `Version ${version}`,
  orderRef: 'Order',
  issued: 'Issued',
  validUntil: 'Valid until',
  expiredOn: 'Expired on',
  customer: 'Customer',
  vehicle: 'Vehicle',
  parts: 'Parts',
  terms: 'Terms and conditions',
  vatNumber: 'VAT number',
  commercialRegistration: 'CR number',
  call: 'Call',
  whatsapp: 'WhatsApp',
  sellerAddress: 'Address',
  pricesInSar: 'Prices in Saudi riyals',
  companyLogo: (name) => `${name} logo`,
};

export function quoteTexts(locale: UiLocale): QuoteTexts {
  return locale === 'en' ? EN : AR;
}

/** 1500 basis points → "15", 1250 → "12.5". */
export function percentText(basisPoints: number): string {
  return String(basisPoints / 100);
}
