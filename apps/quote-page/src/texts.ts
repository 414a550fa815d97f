import type { DeclineReason } from '@taseer/api';

export type Lang = 'ar' | 'en';

/** The page's own words (the quote's words come with the design system's components). */
export interface PageTexts {
  switchLanguage: string;
  switchLanguageLabel: string;
  print: string;
  loading: string;
  notFoundTitle: string;
  notFoundText: string;
  errorTitle: string;
  errorText: string;
  retry: string;
  tooManyTitle: string;
  tooManyText: string;
  title: (company: string) => string;
  accept: string;
  decline: string;
  selectedSum: (count: number, of: number) => string;
  /** What the total covers: VAT always, delivery when the quote has a fee. */
  totalIncludes: (withDelivery: boolean) => string;
  noneSelected: string;
  /** The accept button says what it commits to. */
  acceptFor: (amount: string) => string;
  confirmAccept: (amount: string) => string;
  acceptSummary: (count: number, of: number, amount: string) => string;
  yourChoice: string;
  whatNext: string;
  revised: (version: number, from: string, to: string) => string;
  revisedParts: (names: string) => string;
  back: string;
  declineTitle: string;
  reasons: Record<DeclineReason, string>;
  otherReason: string;
  otherRequired: string;
  confirmDecline: string;
  sending: string;
  acceptedNotice: (company: string) => string;
  declinedNotice: (reason: string) => string;
  expiredNotice: (company: string) => string;
  withdrawnNotice: (company: string) => string;
  updatedNotice: string;
}

const AR: PageTexts = {
  switchLanguage: 'English',
  switchLanguageLabel: 'View the quote in English',
  print: 'طباعة / حفظ PDF',
  loading: 'جارٍ تحميل العرض',
  notFoundTitle: 'لم نجد هذا العرض',
  notFoundText:
    'قد يكون الرابط ناقصًا أو غير صحيح. اطلب من المتجر إرسال رابط العرض مرة أخرى في المحادثة نفسها.',
  errorTitle: 'تعذّر عرض العرض',
  errorText: 'تحقّق من اتصالك بالإنترنت ثم حاول مرة أخرى.',
  retry: 'إعادة المحاولة',
  tooManyTitle: 'طلبات كثيرة',
  tooManyText: 'انتظر دقيقة ثم حاول مرة أخرى.',
  title: (company) => `عرض سعر من ${company}`,
  accept: 'قبول العرض',
  decline: 'رفض العرض',
  selectedSum: (count, of) => `القطع المختارة (${count} من ${of})`,
  totalIncludes: (withDelivery) =>
    withDelivery
      ? 'الإجمالي شامل ضريبة القيمة المضافة والتوصيل.'
      : 'الإجمالي شامل ضريبة القيمة المضافة.',
  noneSelected: 'اختر قطعة واحدة على الأقل لقبول العرض.',
  acceptFor: (amount) => `قبول · ${amount}`,
  confirmAccept: (amount) => `تأكيد القبول · ${amount}`,
  acceptSummary: (count, of, amount) =>
    `ستقبل ${count} من ${of} قطع بإجمالي ${amount}، ويصل قبولك إلى المتجر فورًا.`,
  yourChoice: 'إجمالي ما اخترته',
  whatNext: 'ماذا بعد؟ سيتواصل معك المتجر في المحادثة نفسها لترتيب الدفع والاستلام أو التوصيل.',
  // The amount ends with "ر.س." already: no second full stop.
  revised: (version, from, to) =>
    `حدّث المتجر هذا العرض (النسخة ${version})، فكان الإجمالي ${from} وأصبح ${to}`,
  revisedParts: (names) => `تغيّر عرض: ${names}.`,
  back: 'رجوع',
  declineTitle: 'لماذا ترفض العرض؟',
  reasons: {
    too_expensive: 'السعر مرتفع',
    found_elsewhere: 'وجدتها في مكان آخر',
    not_needed: 'لم أعد بحاجة إليها',
    other: 'سبب آخر',
  },
  otherReason: 'اكتب السبب',
  otherRequired: 'اكتب سبب الرفض.',
  confirmDecline: 'تأكيد الرفض',
  sending: 'جارٍ الإرسال',
  acceptedNotice: (company) => `شكرًا لك، وصل قبولك إلى ${company}.`,
  declinedNotice: (reason) => `رفضت هذا العرض: ${reason}. شكرًا لإخبارنا.`,
  expiredNotice: (company) =>
    `انتهت صلاحية هذا العرض. راسل ${company} في المحادثة نفسها ليرسل لك عرضًا جديدًا.`,
  withdrawnNotice: (company) =>
    `سحب ${company} هذا العرض. تواصل معه إن كنت ما زلت بحاجة إلى القطع.`,
  updatedNotice: 'حدّث المتجر هذا العرض، فراجع الأسعار الجديدة قبل أن تختار.',
};

const EN: PageTexts = {
  switchLanguage: 'العربية',
  switchLanguageLabel: 'عرض العرض بالعربية',
  print: 'Print / save as PDF',
  loading: 'Loading the quote',
  notFoundTitle: 'Quote not found',
  notFoundText:
    'The link may be incomplete or wrong. Ask the shop to send the quote link again in the same chat.',
  errorTitle: 'The quote could not be shown',
  errorText: 'Check your internet connection and try again.',
  retry: 'Try again',
  tooManyTitle: 'Too many requests',
  tooManyText: 'Wait a minute, then try again.',
  title: (company) => `Price quote from ${company}`,
  accept: 'Accept the quote',
  decline: 'Decline',
  selectedSum: (count, of) => `Chosen parts (${count} of ${of})`,
  totalIncludes: (withDelivery) =>
    withDelivery ? 'The total includes VAT and delivery.' : 'The total includes VAT.',
  noneSelected: 'Choose at least one part to accept the quote.',
  acceptFor: (amount) => `Accept · ${amount}`,
  confirmAccept: (amount) => `Confirm · ${amount}`,
  acceptSummary: (count, of, amount) =>
    `You accept ${count} of ${of} parts for ${amount} in total; the shop is told at once.`,
  yourChoice: 'Your choice',
  whatNext:
    'What next? The shop will contact you in the same chat to arrange payment and pickup or delivery.',
  revised: (version, from, to) =>
    `The shop updated this quote (version ${version}): the total was ${from} and is now ${to}.`,
  revisedParts: (names) => `Changed: ${names}.`,
  back: 'Back',
  declineTitle: 'Why are you declining?',
  reasons: {
    too_expensive: 'Too expensive',
    found_elsewhere: 'Found them elsewhere',
    not_needed: 'No longer needed',
    other: 'Another reason',
  },
  otherReason: 'Write the reason',
  otherRequired: 'Write the reason for declining.',
  confirmDecline: 'Confirm',
  sending: 'Sending',
  acceptedNotice: (company) => `Thank you: ${company} has your acceptance.`,
  declinedNotice: (reason) => `You declined this quote: ${reason}. Thank you for telling us.`,
  expiredNotice: (company) =>
    `This quote has expired. Message ${company} in the same chat to get a new one.`,
  withdrawnNotice: (company) =>
    `${company} withdrew this quote. Contact them if you still need the parts.`,
  updatedNotice: 'The shop updated this quote: check the new prices before you choose.',
};

export function pageTexts(lang: Lang): PageTexts {
  return lang === 'en' ? EN : AR;
}

const LANG_KEY = 'quote-lang';

/** `?lang=en` wins, then the customer's last choice, then Arabic. */
export function initialLang(search: string, stored: string | null): Lang {
  const asked = new URLSearchParams(search).get('lang');
  if (asked === 'en' || asked === 'ar') return asked;
  return stored === 'en' ? 'en' : 'ar';
}

export function rememberLang(lang: Lang): void {
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    // Private browsing may refuse storage: the choice then lasts the visit.
  }
}

export function storedLang(): string | null {
  try {
    return localStorage.getItem(LANG_KEY);
  } catch {
    return null;
  }
}
