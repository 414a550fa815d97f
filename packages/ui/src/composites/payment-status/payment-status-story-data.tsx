import { RefreshCw, RotateCcw } from 'lucide-react';
import { formatDate, formatHalalas, type UiLocale } from '../../lib/format';
import type { PaymentBankAccountView, PaymentState, PaymentStatusProps } from './payment-status';

/**
 * Where the money of order RYN-00500 stands (a 2,461.00 SAR quote from a Riyadh parts shop), in
 * every state, with the words the app would pass: Arabic right to left, English left to right,
 * following the toolbar's direction as the app does.
 */

export function storyLocale(globals: Record<string, unknown>): UiLocale {
  return globals['dir'] === 'ltr' ? 'en' : 'ar';
}

export const STORY_IBAN = 'SA0380000000608010167519';
export const STORY_CHECKOUT_URL = 'https://checkout.example.sa/c/7f3a20961';

const TOTAL = 246100;
const PAID_PART = 73830;
const REFUND_PART = 42000;
const PAID_AT = '2026-11-28T07:40:00.000Z';
const REFUNDED_AT = '2026-11-30T10:05:00.000Z';

/** The actions' callbacks, so a story's play function can check them. */
export interface StatusHandlers {
  onCheckAgain?: () => void;
  onRetry?: () => void;
  onChooseAnother?: () => void;
  checking?: boolean;
}

type StatusStory = Omit<PaymentStatusProps, 'onCopy'>;

export function bankLabels(locale: UiLocale): PaymentBankAccountView['labels'] {
  return locale === 'en'
    ? {
        bankName: 'Bank',
        accountName: 'Account name',
        iban: 'IBAN',
        copy: 'Copy IBAN',
        copied: 'Copied',
        copyFailed: 'Could not copy. Select the IBAN and copy it by hand.',
      }
    : {
        bankName: 'البنك',
        accountName: 'اسم الحساب',
        iban: 'رقم الآيبان',
        copy: 'نسخ الآيبان',
        copied: 'تم النسخ',
        copyFailed: 'تعذّر النسخ. حدّد رقم الآيبان وانسخه يدويًا.',
      };
}

/** Each state's props in the reader's language. */
export function statusProps(
  state: PaymentState,
  locale: UiLocale,
  handlers: StatusHandlers = {},
): StatusStory {
  const en = locale === 'en';
  const money = (halalas: number) => formatHalalas(halalas, { locale });
  const date = (value: string) => formatDate(value, { locale, style: 'dateTime' });
  const reference = { label: en ? 'Reference' : 'رقم العملية', value: 'PAY-7F3A-20961', ltr: true };
  switch (state) {
    case 'awaiting':
      return {
        state,
        title: en ? 'No payment method chosen yet' : 'لم تُختر طريقة الدفع بعد',
        description: en
          ? 'The customer accepted the quote and has not chosen how to pay.'
          : 'قبل العميل العرض ولم يختر طريقة الدفع حتى الآن.',
        amount: { label: en ? 'Amount due' : 'المبلغ المستحق', value: money(TOTAL) },
      };
    case 'pending':
      return {
        state,
        title: en ? 'Payment in progress' : 'الدفع قيد المعالجة',
        description: en
          ? 'The payment page is open and the bank has not confirmed yet. If you completed it, it shows here within a minute.'
          : 'فُتحت صفحة الدفع ولم يصلنا تأكيد البنك بعد. إن أكملت الدفع فسيظهر هنا خلال دقيقة.',
        amount: { label: en ? 'Amount' : 'المبلغ', value: money(TOTAL) },
        actions: [
          { label: en ? 'Continue to payment' : 'متابعة الدفع', href: STORY_CHECKOUT_URL },
          {
            label: en ? 'Check again' : 'تحقّق مرة أخرى',
            icon: <RefreshCw aria-hidden="true" />,
            busy: handlers.checking ?? false,
            ...(handlers.onCheckAgain ? { onClick: handlers.onCheckAgain } : {}),
          },
        ],
      };
    case 'paid':
      return {
        state,
        title: en ? 'Paid' : 'تم الدفع',
        description: en
          ? 'Thank you. The shop has started preparing your order.'
          : 'شكرًا لك، بدأ المتجر تجهيز طلبك.',
        amount: { label: en ? 'Amount paid' : 'المبلغ المدفوع', value: money(TOTAL) },
        facts: [
          {
            label: en ? 'Method' : 'طريقة الدفع',
            value: en ? 'mada ending 4417' : 'مدى تنتهي بـ 4417',
          },
          { label: en ? 'Date' : 'التاريخ', value: date(PAID_AT) },
          reference,
        ],
      };
    case 'partially_paid':
      return {
        state,
        title: en ? 'Partly paid' : 'مدفوع جزئيًا',
        description: en
          ? 'The deposit is paid; the rest is paid on pickup.'
          : 'دُفع العربون، ويُدفع الباقي عند الاستلام.',
        progress: {
          value: PAID_PART,
          max: TOTAL,
          text: en
            ? `${money(PAID_PART)} paid of ${money(TOTAL)}`
            : `دُفع ${money(PAID_PART)} من ${money(TOTAL)}`,
        },
        facts: [
          { label: en ? 'Outstanding' : 'المتبقي', value: money(TOTAL - PAID_PART) },
          { label: en ? 'Paid on' : 'تاريخ الدفع', value: date(PAID_AT) },
          { label: en ? 'Method' : 'طريقة الدفع', value: 'Apple Pay' },
          reference,
        ],
      };
    case 'failed':
      return {
        state,
        title: en ? 'Payment failed' : 'لم يتم الدفع',
        description: en
          ? 'The bank declined the payment: insufficient balance. Nothing was charged.'
          : 'رفض البنك العملية: الرصيد غير كافٍ. لم يُخصم أي مبلغ.',
        amount: { label: en ? 'Amount' : 'المبلغ', value: money(TOTAL) },
        actions: [
          {
            label: en ? 'Try again' : 'أعد المحاولة',
            icon: <RotateCcw aria-hidden="true" />,
            ...(handlers.onRetry ? { onClick: handlers.onRetry } : {}),
          },
          {
            label: en ? 'Choose another way to pay' : 'اختر طريقة دفع أخرى',
            ...(handlers.onChooseAnother ? { onClick: handlers.onChooseAnother } : {}),
          },
        ],
      };
    case 'refunded':
      return {
        state,
        title: en ? 'Refunded' : 'أُعيد المبلغ',
        description: en
          ? 'We refunded your card. Depending on your bank it shows within 3 to 14 working days.'
          : 'أعدنا المبلغ إلى بطاقتك، ويظهر في حسابك خلال 3 إلى 14 يوم عمل حسب البنك.',
        amount: { label: en ? 'Amount refunded' : 'المبلغ المُعاد', value: money(TOTAL) },
        facts: [
          { label: en ? 'Refunded on' : 'تاريخ الإعادة', value: date(REFUNDED_AT) },
          reference,
        ],
      };
    case 'partially_refunded':
      return {
        state,
        title: en ? 'Partly refunded' : 'أُعيد جزء من المبلغ',
        description: en
          ? 'We refunded the right side mirror, which could not be supplied.'
          : 'أعدنا ثمن المرآة الجانبية اليمنى لتعذّر توفيرها.',
        amount: { label: en ? 'Amount refunded' : 'المبلغ المُعاد', value: money(REFUND_PART) },
        facts: [
          { label: en ? 'Paid' : 'المدفوع', value: money(TOTAL) },
          {
            label: en ? 'After the refund' : 'الصافي بعد الإعادة',
            value: money(TOTAL - REFUND_PART),
          },
          { label: en ? 'Refunded on' : 'تاريخ الإعادة', value: date(REFUNDED_AT) },
          reference,
        ],
      };
    case 'offline_chosen':
      return {
        state,
        title: en ? 'Pay on pickup' : 'الدفع عند الاستلام',
        description: en
          ? 'You pay when you collect the parts from the Al Sulay branch.'
          : 'تدفع عند استلام القطع من فرع السلي.',
        amount: { label: en ? 'Due on pickup' : 'المبلغ عند الاستلام', value: money(TOTAL) },
        checklist: {
          title: en ? 'Bring with you' : 'أحضر معك',
          items: en
            ? [
                'The order number RYN-00500, or this page on your phone',
                'Cash or a mada card for the amount',
                "The vehicle's registration (istimara), to check the parts fit",
              ]
            : [
                'رقم الطلب RYN-00500 أو هذه الصفحة على جوالك',
                'المبلغ نقدًا أو بطاقة مدى',
                'استمارة السيارة للتأكد من مطابقة القطع',
              ],
        },
      };
    case 'bank_transfer':
      return {
        state,
        title: en ? 'Awaiting your bank transfer' : 'بانتظار التحويل البنكي',
        description: en
          ? 'Transfer the amount to the account below with the order number in the transfer note, then send the receipt in the chat.'
          : 'حوّل المبلغ إلى الحساب أدناه واكتب رقم الطلب في ملاحظة التحويل، ثم أرسل الإيصال في المحادثة.',
        amount: { label: en ? 'Amount to transfer' : 'المبلغ المطلوب تحويله', value: money(TOTAL) },
        bankAccount: {
          bankName: en ? 'Al Rajhi Bank' : 'مصرف الراجحي',
          accountName: en ? 'Al Rayyan Spare Parts Est.' : 'مؤسسة الريان لقطع غيار السيارات',
          iban: STORY_IBAN,
          labels: bankLabels(locale),
        },
        facts: [{ label: en ? 'Transfer note' : 'ملاحظة التحويل', value: 'RYN-00500', ltr: true }],
      };
  }
}

export const STATES: PaymentState[] = [
  'awaiting',
  'pending',
  'paid',
  'partially_paid',
  'failed',
  'refunded',
  'partially_refunded',
  'offline_chosen',
  'bank_transfer',
];
