import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/translate';
import { submitForm } from '../forms/form-test-helpers';
import { serverFieldErrors } from '../forms/server-field-errors';
import {
  amountInHalalas,
  amountText,
  paymentFormField,
  RECORD_PAYMENT_FIELDS,
  recordPaymentSchema,
  refundSchema,
} from './payment.schemas';

const OUTSTANDING = 120865;
const over = { over: 'payments.validation.amountOverOutstanding' } as const;

describe('an amount typed in riyals', () => {
  it('is integer halalas, worked out on the text', () => {
    expect(amountInHalalas('1208.65', OUTSTANDING, over)).toEqual({ halalas: 120865 });
    // 0.29 × 100 is 28.999… in floating point: never 28 halalas.
    expect(amountInHalalas('0.29', OUTSTANDING, over)).toEqual({ halalas: 29 });
    expect(amountInHalalas('1.1', OUTSTANDING, over)).toEqual({ halalas: 110 });
    expect(amountInHalalas(' ١٢٠٠٫٥ ', OUTSTANDING, over)).toEqual({ halalas: 120050 });
  });

  it('refuses what is not an amount, or more than allowed', () => {
    const problem = (text: string) => {
      const answer = amountInHalalas(text, OUTSTANDING, over);
      return 'problem' in answer ? answer.problem : null;
    };
    expect(problem('')).toBe('payments.validation.amountRequired');
    expect(problem('1,208.65')).toBe('payments.validation.amountNumber');
    expect(problem('-5')).toBe('payments.validation.amountNumber');
    expect(problem('10.555')).toBe('payments.validation.amountDecimals');
    expect(problem('0.00')).toBe('payments.validation.amountPositive');
    expect(problem('1208.66')).toBe('payments.validation.amountOverOutstanding');
    expect(translate('ar', 'payments.validation.amountOverOutstanding')).toBe(
      'المبلغ أكبر من المتبقي على الطلب',
    );
  });

  it('starts the box as riyals with two decimals', () => {
    expect(amountText(120865)).toBe('1208.65');
    expect(amountText(30000)).toBe('300.00');
  });
});

describe('recording a payment', () => {
  const submit = (fields: Record<string, string>) =>
    submitForm(recordPaymentSchema(OUTSTANDING), fields);

  it('sends cash with an optional note, in halalas', () => {
    expect(submit({ method: 'cash', amount: '1208.65', reference: '' })).toMatchObject({
      status: 'success',
      value: { method: 'cash', amountHalalas: 120865, reference: null },
    });
    expect(submit({ method: 'cash', amount: '500', reference: ' إيصال 42 ' }).value).toEqual({
      method: 'cash',
      amountHalalas: 50000,
      reference: 'إيصال 42',
    });
  });

  it('asks a bank transfer for its reference, as the server does', () => {
    expect(submit({ method: 'bank_transfer', amount: '100', reference: '' }).errors).toEqual({
      reference: 'payments.validation.referenceRequired',
    });
    expect(translate('ar', 'payments.validation.referenceRequired')).toBe(
      'أدخل مرجع التحويل البنكي كما يظهر في كشف الحساب',
    );
    expect(
      submit({ method: 'bank_transfer', amount: '100', reference: 'FT2611280042' }).status,
    ).toBe('success');
  });

  it('refuses more than is outstanding and an unknown method', () => {
    expect(submit({ method: 'cash', amount: '1500' }).errors.amount).toBe(
      'payments.validation.amountOverOutstanding',
    );
    expect(submit({ method: 'card', amount: '10' }).errors.method).toBe(
      'payments.validation.methodRequired',
    );
  });

  it('puts the server’s refusal of the amount under the amount', () => {
    const errors = [
      { field: 'amountHalalas', message: 'المبلغ أكبر من المتبقي على الطلب (0.00 ر.س)' },
    ];
    expect(
      serverFieldErrors(
        errors.map((error) => ({ ...error, field: paymentFormField(error.field) })),
        RECORD_PAYMENT_FIELDS,
      ),
    ).toEqual({ amount: ['المبلغ أكبر من المتبقي على الطلب (0.00 ر.س)'] });
  });
});

describe('refunding a payment', () => {
  const submit = (fields: Record<string, string>) => submitForm(refundSchema(30000), fields);

  it('sends part of what the payment holds, with its reason', () => {
    expect(submit({ amount: '120.50', reason: ' القطعة لا تناسب المركبة ' }).value).toEqual({
      amountHalalas: 12050,
      reason: 'القطعة لا تناسب المركبة',
    });
    expect(submit({ amount: '300', reason: '' }).value).toEqual({
      amountHalalas: 30000,
      reason: null,
    });
  });

  it('never more than the payment still holds', () => {
    expect(submit({ amount: '300.01' }).errors.amount).toBe(
      'payments.validation.amountOverRefundable',
    );
  });
});
