import type { UiLocale } from '../../lib/format';
import type { QuoteTexts } from './quote-texts';

/*
 * The quote stories' words in both languages, as an app gives them (the customer's page has its
 * own in apps/quote-page). Arabic is written as a Saudi shop writes to its customers; numbers
 * stay Western digits (lib/format.ts).
 */

/** Arabic counting: 1 and 2 have their own words, 3–10 the plural, 11 and on the singular. */
function count(n: number, [one, two, few, many]: [string, string, string, string]): string {
  if (n === 1) return one;
  if (n === 2) return two;
  const lastTwo = n % 100;
  return lastTwo >= 3 && lastTwo <= 10 ? `${n} ${few}` : `${n} ${many}`;
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
  expiresIn: (left) => {
    if (left.unit === 'days') {
      return `متبقٍ ${count(left.count, ['يوم واحد', 'يومان', 'أيام', 'يومًا'])}`;
    }
    if (left.unit === 'hours') {
      return `متبقٍ ${count(left.count, ['ساعة واحدة', 'ساعتان', 'ساعات', 'ساعة'])}`;
    }
    if (left.unit === 'minutes') {
      return `متبقٍ ${count(left.count, ['دقيقة واحدة', 'دقيقتان', 'دقائق', 'دقيقة'])}`;
    }
    return 'متبقٍ أقل من دقيقة';
  },
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
  unavailable: 'غير متوفرة',
  acceptPart: (name) => `أريد ${name}`,
  notChosen: 'لم تُختر',
  chosen: 'المختار',
  chooseOne: (name) => `اختر نوع ${name}`,
  deliveryIn: (days) => `التوصيل خلال ${count(days, ['يوم واحد', 'يومين', 'أيام', 'يومًا'])}`,
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
  expiresIn: (left) => {
    if (left.unit === 'days') return `Expires in ${left.count} days`;
    if (left.unit === 'hours') {
      return `Expires in ${left.count} ${left.count === 1 ? 'hour' : 'hours'}`;
    }
    if (left.unit === 'minutes') {
      return `Expires in ${left.count} ${left.count === 1 ? 'minute' : 'minutes'}`;
    }
    return 'Expires in less than a minute';
  },
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
  pricesInSar: 'Prices in Saudi riyals',
  companyLogo: (name) => `${name} logo`,
};

export function storyQuoteTexts(locale: UiLocale): QuoteTexts {
  return locale === 'en' ? EN : AR;
}
