/**
 * The message templates this product sends outside the 24-hour window. Each must be approved
 * in the company's WhatsApp Manager under this name, in Arabic (`ar`) and English (`en`), with
 * the body below ({{1}}… the parameters in order) and, where it has one, a URL button whose
 * address ends in the parameter `{{1}}` (docs/operations.md, "WhatsApp"). The texts here are
 * what the conversation shows for them.
 *
 * Essential ones are updates of the customer's own order: they still go to a customer who sent
 * STOP. Staff may send those marked `staff` from a conversation.
 */
export interface ChatTemplate {
  name: string;
  essential: boolean;
  staff: boolean;
  label: Record<'ar' | 'en', string>;
  text: Record<'ar' | 'en', (params: string[]) => string>;
  button?: Record<'ar' | 'en', string>;
}

export const CHAT_TEMPLATES = {
  quote_ready: {
    name: 'taseer_quote_ready',
    essential: true,
    staff: false,
    label: { ar: 'عرض السعر جاهز', en: 'Quote ready' },
    text: {
      ar: ([ref]) => `عرض سعر طلبك رقم ${ref} جاهز. افتحه من الزر أدناه لتراجعه وتقبله.`,
      en: ([ref]) =>
        `The quote for your order ${ref} is ready. Open it below to review and accept it.`,
    },
    button: { ar: 'عرض السعر', en: 'View quote' },
  },
  quote_expiring: {
    name: 'taseer_quote_expiring',
    essential: false,
    staff: false,
    label: { ar: 'تذكير بانتهاء العرض', en: 'Quote expiry reminder' },
    text: {
      ar: ([ref, until]) => `تذكير: عرض سعر طلبك رقم ${ref} صالح حتى ${until}.`,
      en: ([ref, until]) => `Reminder: the quote for your order ${ref} is valid until ${until}.`,
    },
    button: { ar: 'عرض السعر', en: 'View quote' },
  },
  order_update: {
    name: 'taseer_order_update',
    essential: true,
    staff: false,
    label: { ar: 'تحديث الطلب', en: 'Order update' },
    text: {
      ar: ([ref, update]) => `تحديث طلبك رقم ${ref}: ${update}`,
      en: ([ref, update]) => `Update on your order ${ref}: ${update}`,
    },
    button: { ar: 'تفاصيل الطلب', en: 'Order details' },
  },
  follow_up: {
    name: 'taseer_follow_up',
    essential: false,
    staff: true,
    label: { ar: 'متابعة المحادثة', en: 'Follow up' },
    text: {
      ar: () => 'لدينا رد على رسالتك. اكتب لنا هنا لنكمل المحادثة.',
      en: () => 'We have an answer to your message. Write to us here to continue the conversation.',
    },
  },
} satisfies Record<string, ChatTemplate>;

export function templateByName(name: string): ChatTemplate | null {
  return Object.values(CHAT_TEMPLATES).find((template) => template.name === name) ?? null;
}
