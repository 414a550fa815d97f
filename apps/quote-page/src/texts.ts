import type {
  ChangeWant,
  DeclineReason,
  PaymentOption,
  PublicFulfilment,
  PublicPayment,
} from '@taseer/api';
import type { PaymentBankAccountView, PaymentMarkLabels } from '@taseer/ui';

export type Lang = 'ar' | 'en';

/** The page's own words (the quote's are in quote-texts.ts). */
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
  /** Under the reasons when the customer sends the form without choosing one. */
  reasonRequired: string;
  confirmDecline: string;
  sending: string;
  acceptedNotice: (company: string) => string;
  declinedNotice: (reason: string) => string;
  expiredNotice: (company: string) => string;
  withdrawnNotice: (company: string) => string;
  updatedNotice: string;
  /** The accept button when accepting leads to paying. */
  acceptAndPayFor: (amount: string) => string;
  /** What happens after accepting when the shop takes payment on this page. */
  whatNextPay: string;
  payment: PaymentTexts;
  fulfilment: FulfilmentTexts;
  change: ChangeTexts;
  again: AgainTexts;
}

/** Asking the shop for a new quote once this one is declined or has expired. */
export interface AgainTexts {
  title: string;
  hint: string;
  button: string;
  sentNotice: (company: string) => string;
}

/** Asking the shop for changes instead of answering (change-request.tsx). */
export interface ChangeTexts {
  /** The button beside accept and decline. */
  open: string;
  title: string;
  hint: string;
  /** The choice for a part the customer takes as it is. */
  keep: string;
  wants: Record<ChangeWant, string>;
  /** The group of one part's choices: its name and quantity. */
  partLegend: (name: string, quantity: number) => string;
  note: string;
  notePlaceholder: string;
  nothingChosen: string;
  allLeftOut: string;
  send: string;
  /** At the top once asked: what happens now, and that the current version may still be taken. */
  sentNotice: (company: string) => string;
  sentTitle: string;
  sentAt: (time: string) => string;
  sentNote: string;
  /** How to add something once the request is sent. */
  addMore: string;
}

/** The handover's words (fulfilment-step.tsx). */
export interface FulfilmentTexts {
  title: string;
  stages: Record<PublicFulfilment['stage'], string>;
  openMap: string;
  done: string;
  upcoming: string;
}

type Failure = NonNullable<PublicPayment['lastFailure']>;
type OfflineOption = Exclude<PaymentOption, 'card'>;

/** The payment step's words (payment-step.tsx). */
export interface PaymentTexts {
  legend: string;
  marks: PaymentMarkLabels;
  options: Record<PaymentOption, { title: string; description: string }>;
  depositNow: (amount: string) => string;
  payNow: (amount: string) => string;
  confirmOption: Record<OfflineOption, string>;
  chooseFirst: string;
  gatewayFailed: string;
  failed: string;
  amountDue: string;
  pendingTitle: string;
  pendingText: string;
  continuePaying: string;
  checkAgain: string;
  failedTitle: string;
  failures: Record<Failure, string>;
  tryAgain: string;
  paidTitle: string;
  paidText: string;
  paidAmount: string;
  paidAt: string;
  partlyPaidTitle: string;
  partlyPaidText: (outstanding: string) => string;
  paidOf: (paid: string, total: string) => string;
  refundedTitle: string;
  refundedText: string;
  refundedAmount: string;
  bankTitle: string;
  bankText: string;
  bankLabels: PaymentBankAccountView['labels'];
  offlineTitle: Record<'pay_on_pickup' | 'pay_on_delivery', string>;
  offlineText: Record<'pay_on_pickup' | 'pay_on_delivery', string>;
  changeWay: string;
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
  reasonRequired: 'اختر سبب الرفض.',
  confirmDecline: 'تأكيد الرفض',
  sending: 'جارٍ الإرسال',
  acceptedNotice: (company) => `شكرًا لك، وصل قبولك إلى ${company}.`,
  declinedNotice: (reason) => `رفضت هذا العرض: ${reason}. شكرًا لإخبارنا.`,
  expiredNotice: (company) =>
    `انتهت صلاحية هذا العرض. راسل ${company} في المحادثة نفسها ليرسل لك عرضًا جديدًا.`,
  withdrawnNotice: (company) =>
    `سحب ${company} هذا العرض. تواصل معه إن كنت ما زلت بحاجة إلى القطع.`,
  updatedNotice: 'حدّث المتجر هذا العرض، فراجع الأسعار الجديدة قبل أن تختار.',
  acceptAndPayFor: (amount) => `قبول ودفع · ${amount}`,
  whatNextPay: 'بعد القبول تختار هنا طريقة الدفع، ثم يجهّز المتجر طلبك للاستلام أو التوصيل.',
  payment: {
    legend: 'كيف تريد الدفع؟',
    marks: { mada: 'مدى', visa: 'فيزا', mastercard: 'ماستركارد', apple_pay: 'Apple Pay' },
    options: {
      card: {
        title: 'بطاقة مدى أو بطاقة ائتمانية',
        description: 'ادفع الآن عبر صفحة الدفع الآمنة، ثم تعود إلى هذه الصفحة.',
      },
      pay_on_pickup: {
        title: 'الدفع عند الاستلام من الفرع',
        description: 'ادفع نقدًا أو بالشبكة عند استلام القطع.',
      },
      pay_on_delivery: {
        title: 'الدفع عند التوصيل',
        description: 'ادفع للمندوب نقدًا أو بالشبكة عند وصول الطلب.',
      },
      bank_transfer: {
        title: 'تحويل بنكي',
        description: 'حوّل المبلغ إلى حساب المتجر وأرسل الإيصال في المحادثة.',
      },
    },
    depositNow: (amount) => `ادفع الآن عربونًا ${amount}، والباقي عند الاستلام.`,
    payNow: (amount) => `ادفع ${amount}`,
    confirmOption: {
      pay_on_pickup: 'تأكيد الدفع عند الاستلام',
      pay_on_delivery: 'تأكيد الدفع عند التوصيل',
      bank_transfer: 'عرض بيانات التحويل',
    },
    chooseFirst: 'اختر طريقة الدفع',
    gatewayFailed:
      'تعذّر الوصول إلى صفحة الدفع، ولم يُخصم أي مبلغ. حاول مرة أخرى بعد قليل أو اختر طريقة أخرى.',
    failed: 'تعذّر إرسال اختيارك. تحقّق من اتصالك ثم حاول مرة أخرى.',
    amountDue: 'المبلغ المستحق',
    pendingTitle: 'الدفع قيد المعالجة',
    pendingText: 'لم يصلنا تأكيد البنك بعد. إن أكملت الدفع فسيظهر هنا خلال دقيقة.',
    continuePaying: 'متابعة الدفع',
    checkAgain: 'تحقّق مرة أخرى',
    failedTitle: 'لم يكتمل الدفع',
    failures: {
      declined: 'رُفضت عملية الدفع ولم يُخصم أي مبلغ. تحقّق من بيانات البطاقة أو جرّب بطاقة أخرى.',
      insufficient_funds: 'رُفضت البطاقة لعدم كفاية الرصيد، ولم يُخصم أي مبلغ. جرّب بطاقة أخرى.',
      expired: 'انتهت مهلة صفحة الدفع قبل إتمامه. ابدأ الدفع من جديد.',
      authentication_failed: 'لم يكتمل التحقق من البطاقة لدى البنك. حاول مرة أخرى.',
    },
    tryAgain: 'حاول مرة أخرى',
    paidTitle: 'تم الدفع',
    paidText: 'شكرًا لك، وصل المبلغ إلى المتجر، وسيجهّز طلبك.',
    paidAmount: 'المبلغ المدفوع',
    paidAt: 'وقت الدفع',
    partlyPaidTitle: 'دُفع العربون',
    partlyPaidText: (outstanding) =>
      `وصل العربون إلى المتجر، والمتبقي ${outstanding} تدفعه عند الاستلام.`,
    paidOf: (paid, total) => `دُفع ${paid} من ${total}`,
    refundedTitle: 'أُعيد المبلغ',
    refundedText: 'أعاد المتجر المبلغ المدفوع إلى وسيلة دفعك.',
    refundedAmount: 'المبلغ المسترد',
    bankTitle: 'الدفع بتحويل بنكي',
    bankText:
      'حوّل المبلغ إلى الحساب أدناه، واكتب رقم الطلب في ملاحظة التحويل، ثم أرسل الإيصال في المحادثة.',
    bankLabels: {
      bankName: 'البنك',
      accountName: 'اسم الحساب',
      iban: 'رقم الآيبان',
      copy: 'نسخ الآيبان',
      copied: 'تم النسخ',
      copyFailed: 'تعذّر النسخ. حدّد رقم الآيبان وانسخه يدويًا.',
    },
    offlineTitle: {
      pay_on_pickup: 'ستدفع عند الاستلام',
      pay_on_delivery: 'ستدفع عند التوصيل',
    },
    offlineText: {
      pay_on_pickup: 'أبلغنا المتجر باختيارك. ادفع نقدًا أو بالشبكة عند استلام القطع من الفرع.',
      pay_on_delivery: 'أبلغنا المتجر باختيارك. ادفع للمندوب نقدًا أو بالشبكة عند وصول الطلب.',
    },
    changeWay: 'تغيير طريقة الدفع',
  },
  fulfilment: {
    title: 'أين طلبك الآن',
    stages: {
      preparing: 'قيد التجهيز',
      ready_for_pickup: 'جاهز للاستلام من الفرع',
      out_for_delivery: 'خرج للتوصيل',
      delivered: 'تم التسليم',
      returned: 'أُرجع الطلب',
    },
    openMap: 'افتح الموقع في الخريطة',
    done: 'تمّت',
    upcoming: 'لاحقًا',
  },
  change: {
    open: 'طلب تعديل',
    title: 'ماذا تريد أن يعدّل المتجر؟',
    hint: 'اختر لكل قطعة ما يناسبك أو اكتب ملاحظتك، وسيرسل لك المتجر نسخة جديدة من العرض على هذا الرابط نفسه.',
    keep: 'كما هي',
    wants: { another_brand: 'ماركة أخرى', cheaper: 'أرخص', not_needed: 'لا أحتاجها' },
    partLegend: (name, quantity) => (quantity > 1 ? `${name} (الكمية ${quantity})` : name),
    note: 'ملاحظة للمتجر (اختياري)',
    notePlaceholder: 'مثال: أريد الفحمات أصلية، وهل يصل الطلب اليوم؟',
    nothingChosen: 'اختر ما تريد تغييره في قطعة واحدة على الأقل، أو اكتب ملاحظتك.',
    allLeftOut: 'إن لم تعد بحاجة إلى أي من القطع فاختر «رفض العرض» بدلًا من ذلك.',
    send: 'إرسال طلب التعديل',
    sentNotice: (company) =>
      `وصل طلب التعديل إلى ${company}، وسيرسل لك نسخة جديدة من العرض على هذا الرابط نفسه. وإن لم ترغب في الانتظار يمكنك قبول العرض الحالي كما هو.`,
    sentTitle: 'طلبت هذه التعديلات',
    sentAt: (time) => `أُرسل في ${time}`,
    sentNote: 'ملاحظتك',
    addMore: 'لإضافة شيء إلى طلبك راسل المتجر في المحادثة نفسها.',
  },
  again: {
    title: 'تريد عرضًا جديدًا؟',
    hint: 'اطلب من المتجر عرض سعر جديدًا، وسيصلك على هذا الرابط نفسه.',
    button: 'اطلب عرضًا جديدًا',
    sentNotice: (company) => `وصل طلبك إلى ${company}، وسيرسل لك عرضًا جديدًا على هذا الرابط نفسه.`,
  },
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
  reasonRequired: 'Choose a reason for declining.',
  confirmDecline: 'Confirm',
  sending: 'Sending',
  acceptedNotice: (company) => `Thank you: ${company} has your acceptance.`,
  declinedNotice: (reason) => `You declined this quote: ${reason}. Thank you for telling us.`,
  expiredNotice: (company) =>
    `This quote has expired. Message ${company} in the same chat to get a new one.`,
  withdrawnNotice: (company) =>
    `${company} withdrew this quote. Contact them if you still need the parts.`,
  updatedNotice: 'The shop updated this quote: check the new prices before you choose.',
  acceptAndPayFor: (amount) => `Accept and pay · ${amount}`,
  whatNextPay:
    'After accepting you choose how to pay right here; then the shop prepares your order for pickup or delivery.',
  payment: {
    legend: 'How would you like to pay?',
    marks: { mada: 'mada', visa: 'Visa', mastercard: 'Mastercard', apple_pay: 'Apple Pay' },
    options: {
      card: {
        title: 'mada or credit card',
        description: 'Pay now on the secure payment page, then come back here.',
      },
      pay_on_pickup: {
        title: 'Pay on pickup at the branch',
        description: 'Pay in cash or by card when you collect the parts.',
      },
      pay_on_delivery: {
        title: 'Pay on delivery',
        description: 'Pay the courier in cash or by card when the order arrives.',
      },
      bank_transfer: {
        title: 'Bank transfer',
        description: "Transfer the amount to the shop's account and send the receipt in the chat.",
      },
    },
    depositNow: (amount) => `Pay a ${amount} deposit now, the rest on pickup.`,
    payNow: (amount) => `Pay ${amount}`,
    confirmOption: {
      pay_on_pickup: 'Confirm paying on pickup',
      pay_on_delivery: 'Confirm paying on delivery',
      bank_transfer: 'Show the transfer details',
    },
    chooseFirst: 'Choose how to pay',
    gatewayFailed:
      'The payment page could not be reached and nothing was charged. Try again in a moment or choose another way.',
    failed: 'Your choice could not be sent. Check your connection and try again.',
    amountDue: 'Amount due',
    pendingTitle: 'Payment in progress',
    pendingText:
      'The bank has not confirmed yet. If you completed the payment, it shows here within a minute.',
    continuePaying: 'Continue to payment',
    checkAgain: 'Check again',
    failedTitle: 'The payment did not go through',
    failures: {
      declined:
        'The payment was declined and nothing was charged. Check the card details or try another card.',
      insufficient_funds:
        'The card was declined for insufficient funds; nothing was charged. Try another card.',
      expired: 'The payment page timed out before the payment was made. Start again.',
      authentication_failed: 'Your bank could not verify the card. Try again.',
    },
    tryAgain: 'Try again',
    paidTitle: 'Paid',
    paidText: 'Thank you: the shop has your payment and will prepare your order.',
    paidAmount: 'Amount paid',
    paidAt: 'Paid at',
    partlyPaidTitle: 'Deposit paid',
    partlyPaidText: (outstanding) =>
      `The shop has your deposit; the remaining ${outstanding} is paid on pickup.`,
    paidOf: (paid, total) => `${paid} paid of ${total}`,
    refundedTitle: 'Refunded',
    refundedText: 'The shop gave the amount back to your payment method.',
    refundedAmount: 'Amount refunded',
    bankTitle: 'Paying by bank transfer',
    bankText:
      'Transfer the amount to the account below, write the order number in the transfer note, then send the receipt in the chat.',
    bankLabels: {
      bankName: 'Bank',
      accountName: 'Account name',
      iban: 'IBAN',
      copy: 'Copy IBAN',
      copied: 'Copied',
      copyFailed: 'Could not copy. Select the IBAN and copy it by hand.',
    },
    offlineTitle: {
      pay_on_pickup: 'You pay on pickup',
      pay_on_delivery: 'You pay on delivery',
    },
    offlineText: {
      pay_on_pickup:
        'The shop knows your choice. Pay in cash or by card when you collect the parts at the branch.',
      pay_on_delivery:
        'The shop knows your choice. Pay the courier in cash or by card when the order arrives.',
    },
    changeWay: 'Change how to pay',
  },
  fulfilment: {
    title: 'Where your order is',
    stages: {
      preparing: 'Being prepared',
      ready_for_pickup: 'Ready for pickup at the branch',
      out_for_delivery: 'Out for delivery',
      delivered: 'Delivered',
      returned: 'Returned',
    },
    openMap: 'Open in maps',
    done: 'done',
    upcoming: 'to come',
  },
  change: {
    open: 'Request changes',
    title: 'What should the shop change?',
    hint: 'Choose what suits you for each part or write a note; the shop will send you a new version of the quote on this same link.',
    keep: 'As is',
    wants: { another_brand: 'Another brand', cheaper: 'Cheaper', not_needed: "Don't need it" },
    partLegend: (name, quantity) => (quantity > 1 ? `${name} (quantity ${quantity})` : name),
    note: 'Note for the shop (optional)',
    notePlaceholder: 'For example: I want genuine brake pads. Can it arrive today?',
    nothingChosen: 'Choose what to change for at least one part, or write a note.',
    allLeftOut: "If you don't need any of the parts, choose “Decline” instead.",
    send: 'Send the request',
    sentNotice: (company) =>
      `${company} has your request and will send you a new version of the quote on this same link. If you'd rather not wait, you can still accept this quote as it is.`,
    sentTitle: 'The changes you asked for',
    sentAt: (time) => `Sent on ${time}`,
    sentNote: 'Your note',
    addMore: 'To add anything, message the shop in the same chat.',
  },
  again: {
    title: 'Want a new quote?',
    hint: 'Ask the shop for a new quote; it will come to this same link.',
    button: 'Ask for a new quote',
    sentNotice: (company) =>
      `${company} has your request and will send you a new quote on this same link.`,
  },
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
