import { BUSINESS_TIME_ZONE } from '../../lib/business-day.js';
import { sarText } from '@taseer/money';

export const MESSAGE_PLACEHOLDERS = ['customer', 'ref', 'total', 'validUntil', 'link'] as const;
type Placeholder = (typeof MESSAGE_PLACEHOLDERS)[number];

export interface MessageFacts {
  customerName: string;
  orderRef: string;
  totalHalalas: number;
  validUntil: Date;
  link: string;
}

/** The first word of a name: the message greets the customer as a person would. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** `1,250.50 ر.س` with Western digits, as the dashboard writes money. */
function moneyText(halalas: number): string {
  const [whole = '0', fraction = '00'] = sarText(halalas).split('.');
  return `${Number(whole).toLocaleString('en-US')}.${fraction} ر.س`;
}

/** `25 نوفمبر 2026، 10:30 م` in Riyadh time, Gregorian calendar, Western digits. */
function dateText(instant: Date): string {
  return new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-latn', {
    timeZone: BUSINESS_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(instant);
}

/** The company's template with its placeholders filled in; unknown ones are left as written. */
export function fillMessage(template: string, facts: MessageFacts): string {
  const values: Record<Placeholder, string> = {
    customer: firstNameOf(facts.customerName),
    ref: facts.orderRef,
    total: moneyText(facts.totalHalalas),
    validUntil: dateText(facts.validUntil),
    link: facts.link,
  };
  return template.replace(
    /\{(customer|ref|total|validUntil|link)\}/g,
    (_, name: Placeholder) => values[name],
  );
}

/**
 * A WhatsApp click-to-chat link to the customer with the message typed in: the number in
 * international form without `+` or the local leading zero (0501234567 at +966 → 966501234567).
 */
export function whatsappUrl(phone: { dialCode: string; number: string }, message: string): string {
  const digits = `${phone.dialCode.replace(/\D/g, '')}${phone.number.replace(/\D/g, '').replace(/^0+/, '')}`;
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}
