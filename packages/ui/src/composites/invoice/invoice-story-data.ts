import type {
  TaxInvoiceLineView,
  TaxInvoiceSellerView,
  TaxInvoiceTexts,
  TaxInvoiceView,
} from './invoice-types';

/**
 * A Riyadh spare-parts shop's documents, as the app would hand them over: an invoice for a paid
 * order, the credit note of a returned part, a seller with a long legal name and long part names,
 * and a long invoice. Amounts are written from halalas the way the server computes them (15 % VAT
 * a line, rounded), and each QR is the real stamped payload of that very document, so scanning a
 * story gives back its seller, time, total and VAT.
 */

/** The labels, as Saudi simplified invoices print them. */
export const INVOICE_TEXTS: TaxInvoiceTexts = {
  title: {
    invoice: { ar: 'فاتورة ضريبية مبسطة', en: 'Simplified Tax Invoice' },
    credit_note: { ar: 'إشعار دائن', en: 'Credit Note' },
  },
  number: {
    invoice: { ar: 'رقم الفاتورة', en: 'Invoice No.' },
    credit_note: { ar: 'رقم الإشعار', en: 'Credit Note No.' },
  },
  issuedAt: { ar: 'تاريخ الإصدار', en: 'Issue date' },
  vatNumber: { ar: 'الرقم الضريبي', en: 'VAT No.' },
  commercialRegistration: { ar: 'السجل التجاري', en: 'CR No.' },
  buyer: { ar: 'العميل', en: 'Customer' },
  invoiceNumber: { ar: 'الفاتورة الأصلية', en: 'Original invoice' },
  reason: { ar: 'سبب الإشعار', en: 'Reason' },
  columns: {
    item: { ar: 'الصنف', en: 'Item' },
    quantity: { ar: 'الكمية', en: 'Qty' },
    unitPrice: { ar: 'سعر الوحدة', en: 'Unit price' },
    net: { ar: 'المبلغ الخاضع للضريبة', en: 'Taxable amount' },
    vatRate: { ar: 'نسبة الضريبة', en: 'VAT rate' },
    vat: { ar: 'مبلغ الضريبة', en: 'VAT' },
    total: { ar: 'المجموع شامل الضريبة', en: 'Total incl. VAT' },
  },
  totals: {
    net: { ar: 'الإجمالي غير شامل الضريبة', en: 'Total excl. VAT' },
    vat: { ar: 'مجموع ضريبة القيمة المضافة', en: 'Total VAT' },
    total: { ar: 'الإجمالي شامل الضريبة', en: 'Total incl. VAT' },
  },
  currency: { ar: 'المبالغ بالريال السعودي', en: 'Amounts in Saudi riyals' },
  qrLabel: 'رمز الاستجابة السريعة للفاتورة، يُقرأ بتطبيق هيئة الزكاة والضريبة والجمارك',
};

/** 189750 → «1,897.50». */
function amount(halalas: number): string {
  return (halalas / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/** A line priced without VAT at 15 %, its VAT rounded to the halala as the server does. */
function line(name: string, quantity: number, unitNetHalalas: number): TaxInvoiceLineView {
  const net = quantity * unitNetHalalas;
  const vat = Math.round((net * 15) / 100);
  return {
    name,
    quantity,
    unitPrice: amount(unitNetHalalas),
    net: amount(net),
    vatRate: '15%',
    vat: amount(vat),
    total: amount(net + vat),
  };
}

/** The totals of lines, from their figures back in halalas. */
function totals(lines: TaxInvoiceLineView[]): TaxInvoiceView['totals'] {
  const halalas = (text: string) => Math.round(Number(text.replaceAll(',', '')) * 100);
  const net = lines.reduce((sum, each) => sum + halalas(each.net), 0);
  const vat = lines.reduce((sum, each) => sum + halalas(each.vat), 0);
  return {
    net: `${amount(net)} ر.س`,
    vat: `${amount(vat)} ر.س`,
    total: `${amount(net + vat)} ر.س`,
  };
}

const ADDRESS = ['2322 طريق الخرج، حي السلي', 'الرياض 14322، الرقم الإضافي 7844'];

export const STORY_SELLER: TaxInvoiceSellerView = {
  legalNameAr: 'مؤسسة الريان لقطع غيار السيارات',
  legalNameEn: 'Al Rayyan Auto Spare Parts Est.',
  vatNumber: '310122393500003',
  commercialRegistration: '1010123456',
  addressLines: ADDRESS,
};

export const LONG_NAME_SELLER: TaxInvoiceSellerView = {
  legalNameAr:
    'شركة عبدالرحمن بن محمد الراشد وأولاده لتجارة قطع غيار السيارات والمعدات الثقيلة المحدودة',
  legalNameEn: 'Al Rashed & Sons Auto and Heavy Equipment Parts Trading Co. Ltd.',
  vatNumber: '310122393500003',
  commercialRegistration: '1010123456',
  addressLines: ADDRESS,
};

/** The stamped QR (tags 1–9) of INV-000042: 1,897.50 with 247.50 VAT, 28 November 2026 10:40. */
export const STORY_INVOICE_QR =
  'AVzZhdik2LPYs9ipINin2YTYsdmK2KfZhiDZhNmC2LfYuSDYutmK2KfYsSDYp9mE2LPZitin2LHY' +
  'p9iqIHwgQWwgUmF5eWFuIEF1dG8gU3BhcmUgUGFydHMgRXN0LgIPMzEwMTIyMzkzNTAwMDAzAxMy' +
  'MDI2LTExLTI4VDEwOjQwOjAwBAcxODk3LjUwBQYyNDcuNTAGLGE4QnVTNnFJUnFKTGJZcEVacHhE' +
  'UGFzK1F1Q0JXalFvdjlEMHRpMWZjcnc9B2BNRVlDSVFEcllKMFg5NGRUZFM4aVl2U0Z5S2h6Ymgy' +
  'U2JqSFU3dGFONjc2dkdGOUJBUUloQUtWWTVlNlV1dDRuMFRtVVdBY3U0aWR2cENXSDFpTnlQU1Jl' +
  'ays4RExvcTMIWDBWMBAGByqGSM49AgEGBSuBBAAKA0IABERFhFGJQeCbAtG2VRJFWaKjbG3H2lgJ' +
  's3vcYtsBAH5ZfRLXT1R70+BT/UW6R7Bzx6yUVea2EN1/wzChxdEnv2AJRzBFAiEAilic7ncyPU9X' +
  'CXjIP/3eqQpO81MnFaLDJmliqTEa8nwCIBsK74YTcQnqzxjZ5ekKV7p9uxJYjSX6lbNTOl9AUJD1';

/** The stamped QR of CRN-000003: 97.75 with 12.75 VAT, 30 November 2026 13:05. */
export const STORY_CREDIT_NOTE_QR =
  'AVzZhdik2LPYs9ipINin2YTYsdmK2KfZhiDZhNmC2LfYuSDYutmK2KfYsSDYp9mE2LPZitin2LHY' +
  'p9iqIHwgQWwgUmF5eWFuIEF1dG8gU3BhcmUgUGFydHMgRXN0LgIPMzEwMTIyMzkzNTAwMDAzAxMy' +
  'MDI2LTExLTMwVDEzOjA1OjAwBAU5Ny43NQUFMTIuNzUGLGNYZlUzdUp2S0hzTXZaRkV1dHJ1dklv' +
  'WTVnNHRxaVE0V2xhamxVbkRMQms9B2BNRVlDSVFEMmFLQXJOTHkyZDduVTlYTzFPM3Z3cFY2TnNh' +
  'R1U3UFc5NmhpRW5sSUpqd0loQUx3RUdNSmFlNjBUNmt1Z2FKYzBISHdIWGpCY2krS2NjcTdpSlJu' +
  'SWlEdU0IWDBWMBAGByqGSM49AgEGBSuBBAAKA0IABERFhFGJQeCbAtG2VRJFWaKjbG3H2lgJs3vc' +
  'YtsBAH5ZfRLXT1R70+BT/UW6R7Bzx6yUVea2EN1/wzChxdEnv2AJRzBFAiEAilic7ncyPU9XCXjI' +
  'P/3eqQpO81MnFaLDJmliqTEa8nwCIBsK74YTcQnqzxjZ5ekKV7p9uxJYjSX6lbNTOl9AUJD1';

/** The stamped QR of INV-000043, whose seller has a long legal name in both languages. */
export const STORY_LONG_SELLER_QR =
  'AefYtNix2YPYqSDYudio2K/Yp9mE2LHYrdmF2YYg2KjZhiDZhdit2YXYryDYp9mE2LHYp9i02K8g' +
  '2YjYo9mI2YTYp9iv2Ycg2YTYqtis2KfYsdipINmC2LfYuSDYutmK2KfYsSDYp9mE2LPZitin2LHY' +
  'p9iqINmI2KfZhNmF2LnYr9in2Kog2KfZhNir2YLZitmE2Kkg2KfZhNmF2K3Yr9mI2K/YqSB8IEFs' +
  'IFJhc2hlZCAmIFNvbnMgQXV0byBhbmQgSGVhdnkgRXF1aXBtZW50IFBhcnRzIFRyYWRpbmcgQ28u' +
  'IEx0ZC4CDzMxMDEyMjM5MzUwMDAwMwMTMjAyNi0xMS0yOFQxMDo0MDowMAQHNDIyMC41MAUGNTUw' +
  'LjUwBixLTHFua1VmelhDV2hCN1dHdm8vVndUTlMrU3VGRWlsbkN6ODFSa3JhUTVJPQdgTUVZQ0lR' +
  'RFd3MTU1WDlJOGMwUk1pQlhkUmxXZXdGaXg4TS85bVlHaDVVRm5XVjR0L0FJaEFMdDI0Zk1nMTY2' +
  'WHVOcTV6My9EYlJLRTVOSHZVNXN3Yi9FRU1DZlJPT0xHCFgwVjAQBgcqhkjOPQIBBgUrgQQACgNC' +
  'AARERYRRiUHgmwLRtlUSRVmio2xtx9pYCbN73GLbAQB+WX0S109Ue9PgU/1Fukewc8eslFXmthDd' +
  'f8MwocXRJ79gCUcwRQIhAIpYnO53Mj1PVwl4yD/93qkKTvNTJxWiwyZpYqkxGvJ8AiAbCu+GE3EJ' +
  '6s8Y2eXpCle6fbsSWI0l+pWzUzpfQFCQ9Q==';

/** The stamped QR of INV-000044, twenty-four lines: 8,481.25 with 1,106.25 VAT. */
export const STORY_MANY_LINES_QR =
  'AVzZhdik2LPYs9ipINin2YTYsdmK2KfZhiDZhNmC2LfYuSDYutmK2KfYsSDYp9mE2LPZitin2LHY' +
  'p9iqIHwgQWwgUmF5eWFuIEF1dG8gU3BhcmUgUGFydHMgRXN0LgIPMzEwMTIyMzkzNTAwMDAzAxMy' +
  'MDI2LTExLTI4VDEwOjQwOjAwBAc4NDgxLjI1BQcxMTA2LjI1Biw5SlB1NE4wUDA2S0NzVzhnL0Rv' +
  'N0RuZlpjUCtzUFZQd0tHU3JLOThtc1Z3PQdgTUVRQ0lDYmRacDJ4WmhrejQ5eUlUZlIxY290amwx' +
  'TlVCTDZNL2tuTCt3eDBCazd6QWlCUGgyTkhkVTBBSDcxUjhBVmlvMGxHam1TU2hERHdLd3c1U2xk' +
  'ZUFRbGVzdz09CFgwVjAQBgcqhkjOPQIBBgUrgQQACgNCAAQBur0Eks+zXN5KfJsZ8Lcf7om+u1Td' +
  'TIBs3GQrLJ7Dzys9psYHXWxrroL3nPN+M2mWwZqB/NwiLK/LdTgzdW+bCUcwRQIhAMqLtKP8/pB8' +
  'tH1e3GR1znJ588+2Jh67wWA20zWhpSt3AiAbalPr3Yqzrt1SMq/To8p7d41VPjec+QkIvzX9g7f/' +
  'rQ==';

const INVOICE_LINES = [
  line('فلتر زيت تويوتا كامري 2019', 2, 4500),
  line('كمبروسر مكيف', 1, 145000),
  line('مساحات أمامية', 1, 8500),
  line('توصيل', 1, 2500),
];

/** A paid order's invoice: three parts and the delivery. */
export const STORY_INVOICE: TaxInvoiceView = {
  kind: 'invoice',
  number: 'INV-000042',
  issuedAt: '28 نوفمبر 2026، 10:40 ص',
  seller: STORY_SELLER,
  buyerName: 'محمد العتيبي',
  lines: INVOICE_LINES,
  totals: totals(INVOICE_LINES),
  qrPayload: STORY_INVOICE_QR,
};

const CREDIT_LINES = [line('مساحات أمامية', 1, 8500)];

/** The wipers of the invoice above, returned. */
export const STORY_CREDIT_NOTE: TaxInvoiceView = {
  kind: 'credit_note',
  number: 'CRN-000003',
  issuedAt: '30 نوفمبر 2026، 1:05 م',
  seller: STORY_SELLER,
  buyerName: 'محمد العتيبي',
  lines: CREDIT_LINES,
  totals: totals(CREDIT_LINES),
  invoiceNumber: 'INV-000042',
  reason: 'إرجاع المساحات الأمامية لعدم مطابقتها للسيارة',
  qrPayload: STORY_CREDIT_NOTE_QR,
};

const LONG_LINES = [
  line(
    'طقم كلتش كامل (أسطوانة ضغط وديسك وبيلية) لتويوتا هايلكس 2.7 بنزين من موديل 2016 إلى 2023، أصلي ياباني',
    1,
    128000,
  ),
  line(
    'كمبروسر مكيف دينسو مع الكلتش المغناطيسي وحساس الضغط لنيسان باترول Y62 موديل 2019',
    1,
    236500,
  ),
  line('توصيل', 1, 2500),
];

/** A long legal name in both languages and part names that wrap over lines. */
export const STORY_LONG_NAMES: TaxInvoiceView = {
  ...STORY_INVOICE,
  number: 'INV-000043',
  seller: LONG_NAME_SELLER,
  buyerName: 'عبدالله بن سعد القحطاني',
  lines: LONG_LINES,
  totals: totals(LONG_LINES),
  qrPayload: STORY_LONG_SELLER_QR,
};

const MANY: Array<[string, number]> = [
  ['فلتر زيت', 4500],
  ['فلتر هواء', 6000],
  ['فلتر مكيف', 5500],
  ['شمعات إشعال (4)', 12000],
  ['تيل فرامل أمامي', 23000],
  ['تيل فرامل خلفي', 19000],
  ['ديسكات أمامية', 42000],
  ['مساعدات أمامية', 38000],
  ['مساعدات خلفية', 34000],
  ['قاعدة مكينة', 16500],
  ['سير مكينة', 9500],
  ['بلف حرارة', 7000],
  ['رديتر', 68000],
  ['مروحة رديتر', 41000],
  ['طرمبة ماء', 27500],
  ['حساس أكسجين', 31000],
  ['كويلات (4)', 52000],
  ['بطارية 70 أمبير', 43500],
  ['لمبات أمامية LED', 29000],
  ['مساحات أمامية', 8500],
  ['مرآة جانبية يمنى', 61000],
  ['شمعة خلفية يسرى', 24000],
  ['زيت مكينة 5W-30 (5 لتر)', 16500],
  ['توصيل', 2500],
];

// Two of every fifth part; the delivery, last, once.
const MANY_LINES = MANY.map(([name, unit], index) =>
  line(name, index % 5 === 3 && index < MANY.length - 1 ? 2 : 1, unit),
);

/** Twenty-four lines: more than one A4 page holds. */
export const STORY_MANY_LINES: TaxInvoiceView = {
  ...STORY_INVOICE,
  number: 'INV-000044',
  lines: MANY_LINES,
  totals: totals(MANY_LINES),
  qrPayload: STORY_MANY_LINES_QR,
};
