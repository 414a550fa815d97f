import { z } from 'zod';
import { halalasOf, sarText } from '@taseer/money';
import type { MessageKey } from '../../i18n/ar';
import { decimalPlaces, DECIMAL_TEXT, message, normalizeDecimal } from '../forms/form-rules';
import type { PaymentMethod, RecordPaymentRequest, RefundRequest } from './payment-views';

/**
 * The staff's two money forms on an order (contract: `RecordPaymentRequest`, `RefundRequest`):
 * an amount typed in riyals, sent as integer halalas, never more than what is outstanding (a
 * payment) or what the payment still holds (a refund), as the server checks.
 */

/** The contract's largest amount, in halalas (1,000,000.00 SAR). */
export const AMOUNT_MAX_HALALAS = 100_000_000;
/** "1000000.00": the longest amount there is. */
export const AMOUNT_INPUT_MAX = 10;
export const REFERENCE_MAX = 100;
export const REFUND_REASON_MAX = 300;

export const RECORD_METHODS = ['cash', 'bank_transfer'] as const satisfies readonly PaymentMethod[];

type AmountKeys = { over: MessageKey };

/**
 * An amount typed in riyals as integer halalas, or the first rule it breaks: figures (Arabic-Indic
 * digits and the Arabic decimal separator accepted), two decimals at most, more than zero, at most
 * `max` halalas. Done on the text, so 0.29 is 29 halalas and never 28.999….
 */
export function amountInHalalas(
  raw: string | undefined,
  max: number,
  keys: AmountKeys,
): { halalas: number } | { problem: MessageKey } {
  const text = normalizeDecimal(raw ?? '');
  if (text === '') return { problem: 'payments.validation.amountRequired' };
  if (!DECIMAL_TEXT.test(text)) return { problem: 'payments.validation.amountNumber' };
  if (decimalPlaces(text) > 2) return { problem: 'payments.validation.amountDecimals' };
  const halalas = halalasOf(Number(text));
  if (halalas === null) return { problem: 'payments.validation.amountNumber' };
  if (halalas === 0) return { problem: 'payments.validation.amountPositive' };
  if (halalas > max) return { problem: keys.over };
  return { halalas };
}

/** An amount as the box shows it: riyals with two decimals, no grouping ("1208.65"). */
export function amountText(halalas: number): string {
  return sarText(halalas);
}

function amountField(max: number, keys: AmountKeys) {
  return z
    .string()
    .optional()
    .transform((raw, context) => {
      const amount = amountInHalalas(raw, max, keys);
      if ('problem' in amount) {
        context.addIssue({ code: 'custom', message: message(amount.problem) });
        return z.NEVER;
      }
      return amount.halalas;
    });
}

/** Cash or a bank transfer received, at most `outstandingHalalas`; a transfer names its reference. */
export function recordPaymentSchema(outstandingHalalas: number) {
  return z
    .object({
      method: z.enum(RECORD_METHODS, { error: message('payments.validation.methodRequired') }),
      amount: amountField(Math.min(outstandingHalalas, AMOUNT_MAX_HALALAS), {
        over: 'payments.validation.amountOverOutstanding',
      }),
      reference: z
        .string()
        .trim()
        .max(REFERENCE_MAX, message('payments.validation.referenceMax'))
        .optional(),
    })
    .superRefine((values, context) => {
      if (values.method === 'bank_transfer' && !values.reference) {
        context.addIssue({
          code: 'custom',
          path: ['reference'],
          message: message('payments.validation.referenceRequired'),
        });
      }
    })
    .transform((values): RecordPaymentRequest => ({
      method: values.method,
      amountHalalas: values.amount,
      reference: values.reference || null,
    }));
}

/** Part or all of a payment given back, at most `refundableHalalas`, with an optional reason. */
export function refundSchema(refundableHalalas: number) {
  return z
    .object({
      amount: amountField(Math.min(refundableHalalas, AMOUNT_MAX_HALALAS), {
        over: 'payments.validation.amountOverRefundable',
      }),
      reason: z
        .string()
        .trim()
        .max(REFUND_REASON_MAX, message('payments.validation.reasonMax'))
        .optional(),
    })
    .transform((values): RefundRequest => ({
      amountHalalas: values.amount,
      reason: values.reason || null,
    }));
}

/** Where the server's per-field messages go: `amountHalalas` under the amount's box. */
export function paymentFormField(serverField: string): string {
  return serverField === 'amountHalalas' ? 'amount' : serverField;
}

export const RECORD_PAYMENT_FIELDS = ['method', 'amount', 'reference'] as const;
export const REFUND_FIELDS = ['amount', 'reason'] as const;
