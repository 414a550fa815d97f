import type { FieldError } from '../../errors.js';

/** The price box takes at most 9 characters (specification, section 9). */
export const PRICE_MAX_CHARACTERS = 9;
const PLAIN_DECIMAL = /^[0-9]+(\.[0-9]{1,2})?$/;

/**
 * A unit price as the numeric(12,2) text stored, or the reason it is refused: more than zero, at
 * most two decimals (halalas), and no longer than the 9 characters the price box allows.
 */
export function priceText(price: number): { ok: true; text: string } | { ok: false; why: string } {
  if (!Number.isFinite(price) || price <= 0) {
    return { ok: false, why: 'يجب أن يكون السعر أكبر من صفر' };
  }
  const text = String(price);
  if (!PLAIN_DECIMAL.test(text)) {
    return { ok: false, why: 'يجب ألا يزيد السعر عن منزلتين عشريتين' };
  }
  if (text.length > PRICE_MAX_CHARACTERS) {
    return { ok: false, why: `يجب ألا يتجاوز السعر ${PRICE_MAX_CHARACTERS} خانات` };
  }
  return { ok: true, text: price.toFixed(2) };
}

export function priceFieldError(index: number, why: string): FieldError {
  return { field: `payload.${index}.price`, message: `سعر القطعة رقم ${index + 1}: ${why}` };
}
