import { formatDate } from '@taseer/ui';

/**
 * The chat message template's placeholders, which the server fills for each quote (contract:
 * `QuoteTermsUpdate.messageTemplate`); `{link}` must be in every message.
 */
export const MESSAGE_PLACEHOLDERS = ['customer', 'ref', 'total', 'validUntil', 'link'] as const;
export type MessagePlaceholder = (typeof MESSAGE_PLACEHOLDERS)[number];

export type MessageSample = Record<MessagePlaceholder, string>;

/** The template with each known placeholder replaced; anything else is left as written. */
export function fillMessage(template: string, sample: MessageSample): string {
  return template.replace(
    /\{(customer|ref|total|validUntil|link)\}/g,
    (_whole, name: MessagePlaceholder) => sample[name],
  );
}

/**
 * Values for the preview, written as the server writes them into the message a customer gets
 * (in Arabic, Riyadh time, Western digits): a first name, a reference, a total, the end of the
 * validity counted from `now`, and a link of the right shape.
 */
export function sampleMessageValues({
  customer,
  validityHours,
  now,
  origin,
}: {
  customer: string;
  validityHours: number;
  now: Date;
  origin: string;
}): MessageSample {
  return {
    customer,
    ref: 'ORD-00482',
    // The server's money text: grouped, two decimals, then the riyal's abbreviation.
    total: '1,150.00 ر.س',
    validUntil: formatDate(new Date(now.getTime() + validityHours * 3_600_000), {
      locale: 'ar',
      style: 'dateTime',
    }),
    link: `${origin}/q/7Kq2xW9mPz`,
  };
}
