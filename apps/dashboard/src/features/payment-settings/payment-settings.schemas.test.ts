import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../../i18n/ar';
import { translate } from '../../i18n/translate';
import { submitForm } from '../../shared/forms/form-test-helpers';
import { serverFieldErrors } from '../../shared/forms/server-field-errors';
import type { PaymentSettings } from '../../shared/payment-settings/payment-settings-query';
import {
  PAYMENT_FORM_FIELDS,
  paymentFormField,
  paymentSettingsContext,
  paymentSettingsFormValues,
  paymentSettingsSchema,
  paymentSettingsUpdate,
  samePaymentSettings,
  ibanOf,
  type PaymentSettingsValues,
} from './payment-settings.schemas';

/** A valid Saudi IBAN (its check digits hold), and the same with one digit mistyped. */
const IBAN = 'SA0380000000608010167519';
const MISTYPED_IBAN = 'SA0380000000608010167518';

/** A company that never saved its settings (what the server answers then). */
const fresh: PaymentSettings = {
  options: [],
  onlinePercent: 100,
  gateway: null,
  bank: null,
  localGatewayAvailable: true,
};

/** A company taking cards through Moyasar (a 30 % deposit) and transfers to its account. */
const moyasar: PaymentSettings = {
  options: ['card', 'pay_on_pickup', 'bank_transfer'],
  onlinePercent: 30,
  gateway: {
    provider: 'moyasar',
    publishableKey: 'pk_live_abcdefghij12',
    secretKeyHint: '••••a1b2',
  },
  bank: { bankName: 'مصرف الراجحي', accountName: 'مؤسسة الريان لقطع الغيار', iban: IBAN },
  localGatewayAvailable: false,
};

type Fields = Record<string, string | readonly string[] | undefined>;

/** The form as the screen submits it: every box (hidden ones too), flattened to their names. */
function boxes(saved: PaymentSettings): Fields {
  const values = paymentSettingsFormValues(saved);
  return {
    options: values.options,
    onlineShare: values.onlineShare,
    depositPercent: values.depositPercent,
    'gateway.provider': values.gateway.provider,
    'gateway.publishableKey': values.gateway.publishableKey,
    'gateway.secretKey': values.gateway.secretKey,
    'bank.bankName': values.bank.bankName,
    'bank.accountName': values.bank.accountName,
    'bank.iban': values.bank.iban,
  };
}

function submit(saved: PaymentSettings, change: Fields) {
  return submitForm(paymentSettingsSchema(paymentSettingsContext(saved)), {
    ...boxes(saved),
    ...change,
  });
}

function refuses(
  saved: PaymentSettings,
  change: Fields,
  field: string,
  key: MessageKey,
  arabic: string,
) {
  expect(submit(saved, change).errors[field]).toBe(key);
  expect(translate('ar', key)).toBe(arabic);
}

describe('payment settings form', () => {
  it('starts a new company with nothing offered, and saves that as it is', () => {
    expect(boxes(fresh)).toEqual({
      options: [],
      onlineShare: 'full',
      depositPercent: '',
      'gateway.provider': '',
      'gateway.publishableKey': '',
      'gateway.secretKey': '',
      'bank.bankName': '',
      'bank.accountName': '',
      'bank.iban': '',
    });
    const answer = submit(fresh, {});
    expect(answer.status).toBe('success');
    expect(paymentSettingsUpdate(answer.value as PaymentSettingsValues, fresh)).toEqual({
      options: [],
      onlinePercent: 100,
      gateway: null,
      bank: null,
    });
  });

  it('starts from the saved settings, the IBAN in groups of four and the secret key never shown', () => {
    expect(boxes(moyasar)).toMatchObject({
      options: ['card', 'pay_on_pickup', 'bank_transfer'],
      onlineShare: 'deposit',
      depositPercent: '30',
      'gateway.provider': 'moyasar',
      'gateway.secretKey': '',
      'bank.iban': 'SA03 8000 0000 6080 1016 7519',
    });
  });

  it('sends the local gateway, pickup and a bank account, the IBAN without spaces', () => {
    const answer = submit(fresh, {
      options: ['bank_transfer', 'card', 'pay_on_pickup'],
      'gateway.provider': 'local',
      'bank.bankName': ' مصرف الراجحي ',
      'bank.accountName': 'مؤسسة الريان',
      'bank.iban': 'sa03 8000 0000 6080 1016 7519',
    });
    expect(answer.status).toBe('success');
    expect(paymentSettingsUpdate(answer.value as PaymentSettingsValues, fresh)).toEqual({
      // In the screen's order, however they were ticked.
      options: ['card', 'pay_on_pickup', 'bank_transfer'],
      onlinePercent: 100,
      gateway: { provider: 'local' },
      bank: { bankName: 'مصرف الراجحي', accountName: 'مؤسسة الريان', iban: IBAN },
    });
  });

  it('keeps the stored secret key when its box is left empty, and sends a new one typed', () => {
    const kept = submit(moyasar, {});
    expect(kept.status).toBe('success');
    const body = paymentSettingsUpdate(kept.value as PaymentSettingsValues, moyasar);
    expect(body.gateway).toEqual({ provider: 'moyasar', publishableKey: 'pk_live_abcdefghij12' });
    expect(samePaymentSettings(moyasar, body)).toBe(true);

    const typed = submit(moyasar, { 'gateway.secretKey': ' sk_live_ZYXWVUTSRQ9876 ' });
    const changed = paymentSettingsUpdate(typed.value as PaymentSettingsValues, moyasar);
    expect(changed.gateway).toMatchObject({ secretKey: 'sk_live_ZYXWVUTSRQ9876' });
    expect(samePaymentSettings(moyasar, changed)).toBe(false);
  });

  it('takes a deposit in Arabic-Indic digits, and the whole amount as 100', () => {
    const deposit = submit(moyasar, { depositPercent: '٢٥' });
    expect((deposit.value as PaymentSettingsValues).onlinePercent).toBe(25);
    const full = submit(moyasar, { onlineShare: 'full', depositPercent: 'not read' });
    expect((full.value as PaymentSettingsValues).onlinePercent).toBe(100);
  });

  it('refuses card without a gateway, as the server does', () => {
    refuses(
      fresh,
      { options: ['card'] },
      'gateway.provider',
      'paymentSettings.validation.gateway',
      'الدفع بالبطاقة يحتاج إلى بوابة دفع: اختر واحدة',
    );
    // The local gateway the server no longer offers is no gateway.
    expect(submit(moyasar, { 'gateway.provider': 'local' }).errors['gateway.provider']).toBe(
      'paymentSettings.validation.gateway',
    );
  });

  it('asks Moyasar for its secret key until one is stored, in the shape Moyasar gives it', () => {
    const choosing = { options: ['card'], 'gateway.provider': 'moyasar' };
    refuses(
      fresh,
      choosing,
      'gateway.secretKey',
      'paymentSettings.validation.secretKeyRequired',
      'أدخل المفتاح السري لحساب ميسّر',
    );
    refuses(
      fresh,
      { ...choosing, 'gateway.secretKey': 'pk_live_abcdefghij12' },
      'gateway.secretKey',
      'paymentSettings.validation.secretKey',
      'المفتاح السري لميسّر يبدأ بـ \u2066sk_test_\u2069 أو \u2066sk_live_\u2069',
    );
    refuses(
      fresh,
      {
        ...choosing,
        'gateway.secretKey': 'sk_test_abcdefghij12',
        'gateway.publishableKey': 'pk_x',
      },
      'gateway.publishableKey',
      'paymentSettings.validation.publishableKey',
      'المفتاح العام لميسّر يبدأ بـ \u2066pk_test_\u2069 أو \u2066pk_live_\u2069',
    );
  });

  it('checks the deposit: a whole number from 1 to 100', () => {
    const deposit = { onlineShare: 'deposit' };
    expect(submit(moyasar, { ...deposit, depositPercent: '' }).errors.depositPercent).toBe(
      'paymentSettings.validation.percentRequired',
    );
    expect(submit(moyasar, { ...deposit, depositPercent: '12.5' }).errors.depositPercent).toBe(
      'paymentSettings.validation.percentNumber',
    );
    for (const percent of ['0', '101']) {
      expect(submit(moyasar, { ...deposit, depositPercent: percent }).errors.depositPercent).toBe(
        'paymentSettings.validation.percentRange',
      );
    }
    expect(submit(moyasar, { ...deposit, depositPercent: '100' }).status).toBe('success');
  });

  it('asks bank transfer for the bank, the holder and an IBAN whose check digits hold', () => {
    const transfer = { options: ['bank_transfer'] };
    const answer = submit(fresh, transfer);
    expect(answer.errors).toEqual({
      'bank.bankName': 'paymentSettings.validation.bankNameRequired',
      'bank.accountName': 'paymentSettings.validation.accountNameRequired',
      'bank.iban': 'paymentSettings.validation.ibanRequired',
    });
    for (const iban of [MISTYPED_IBAN, 'SA038000000060801016751', 'AE070331234567890123456']) {
      refuses(
        moyasar,
        { 'bank.iban': iban },
        'bank.iban',
        'paymentSettings.validation.iban',
        'رقم الآيبان غير صحيح: يبدأ بـ SA ويليه 22 رقمًا',
      );
    }
  });

  it('ignores the boxes of a way not offered, and keeps what it needs as saved', () => {
    // Card and transfer turned off, their boxes left half-typed: nothing refused, nothing lost.
    const answer = submit(moyasar, {
      options: ['pay_on_pickup'],
      'gateway.secretKey': 'half',
      'bank.iban': 'SA03',
    });
    expect(answer.status).toBe('success');
    expect(paymentSettingsUpdate(answer.value as PaymentSettingsValues, moyasar)).toEqual({
      options: ['pay_on_pickup'],
      onlinePercent: 30,
      gateway: { provider: 'moyasar', publishableKey: 'pk_live_abcdefghij12' },
      bank: moyasar.bank,
    });
  });
});

describe('a Saudi IBAN', () => {
  it('is SA, two check digits that hold and 20 more, typed with spaces or Arabic-Indic digits', () => {
    expect(ibanOf(IBAN)).toBe(IBAN);
    expect(ibanOf('sa03 8000 0000 6080 1016 7519')).toBe(IBAN);
    expect(ibanOf('SA٠٣٨٠٠٠٠٠٠٠٦٠٨٠١٠١٦٧٥١٩')).toBe(IBAN);
    expect(ibanOf(MISTYPED_IBAN)).toBeNull();
    expect(ibanOf('GB82WEST12345698765432')).toBeNull();
  });
});

describe('the server’s refusals', () => {
  it('go under the box they name, a whole part under its first box', () => {
    const errors = [
      { field: 'bank.iban', message: 'رقم الآيبان غير صحيح: يبدأ بـ SA ويليه 22 رقمًا' },
      { field: 'gateway.secretKey', message: 'المفتاح السري لميسّر يبدأ بـ sk_test_ أو sk_live_' },
      { field: 'gateway', message: 'الدفع بالبطاقة يحتاج إلى بوابة دفع: أدخل مفاتيح ميسّر' },
      { field: 'onlinePercent', message: 'النسبة من 1 إلى 100' },
    ].map((error) => ({ ...error, field: paymentFormField(error.field) }));
    expect(serverFieldErrors(errors, PAYMENT_FORM_FIELDS)).toEqual({
      'bank.iban': ['رقم الآيبان غير صحيح: يبدأ بـ SA ويليه 22 رقمًا'],
      'gateway.secretKey': ['المفتاح السري لميسّر يبدأ بـ sk_test_ أو sk_live_'],
      'gateway.provider': ['الدفع بالبطاقة يحتاج إلى بوابة دفع: أدخل مفاتيح ميسّر'],
      depositPercent: ['النسبة من 1 إلى 100'],
    });
  });
});
