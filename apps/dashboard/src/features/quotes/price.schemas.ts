import { z } from 'zod';
import { toWesternDigits } from '@taseer/ui';
import { message } from '../../shared/forms/form-rules';

/** The price box takes at most 9 characters (specification, section 9). */
export const PRICE_INPUT_MAX = 9;

/** Digits with an optional decimal part; the sign, exponents and separators are not prices. */
const DECIMAL = /^[0-9]+(\.[0-9]+)?$/;

/**
 * The typed text as a plain decimal: Arabic-Indic digits and the Arabic decimal separator (٫), as
 * Arabic keyboards produce them, become Western ones.
 */
export function normalisePriceText(text: string): string {
  return toWesternDigits(text)
    .trim()
    .replace(/\u066b/g, '.');
}

/**
 * A unit price in SAR as typed: required, figures only, more than zero, at most two decimals and
 * at most 9 characters. The first broken rule is the one reported.
 */
export const priceSchema = z
  .string({ error: message('offers.validation.priceRequired') })
  .transform((raw, ctx) => {
    const text = normalisePriceText(raw);
    const fail = (key: Parameters<typeof message>[0]) => {
      ctx.addIssue({ code: 'custom', message: message(key) });
      return z.NEVER;
    };
    if (text === '') return fail('offers.validation.priceRequired');
    if (text.length > PRICE_INPUT_MAX) return fail('offers.validation.priceMax');
    if (!DECIMAL.test(text)) return fail('offers.validation.priceNumber');
    if ((text.split('.')[1] ?? '').length > 2) return fail('offers.validation.priceDecimals');
    const price = Number(text);
    if (!(price > 0)) return fail('offers.validation.pricePositive');
    return price;
  });

/** What the server takes for one piece: its id and unit price. */
export interface PiecePrice {
  id: string;
  price: number;
}

/** The price offer form: one price for every pending piece. */
export const priceOfferSchema = z.object({
  pieces: z
    .array(z.object({ id: z.string().min(1), price: priceSchema }))
    .min(1, message('offers.validation.priceRequired')),
});

export type PriceOfferValues = z.output<typeof priceOfferSchema>;

/** A typed price when it is a valid one (for the live total), otherwise undefined. */
export function typedPrice(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const result = priceSchema.safeParse(text);
  return result.success ? result.data : undefined;
}
