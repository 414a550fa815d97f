import { z } from 'zod';
import type { components } from '@taseer/api';
import { saudiIban } from '@taseer/money';
import { compactIban, groupIban, toWesternDigits } from '@taseer/ui';
import type { MessageKey } from '../../i18n/ar';
import { message } from '../../shared/forms/form-rules';
import type { PaymentSettings } from '../../shared/payment-settings/payment-settings-query';

/**
 * The company's payment settings (contract: `PaymentSettingsUpdate`, and the server's own checks
 * in apps/server/src/modules/payments/payment-settings.service.ts): which ways customers may pay,
 * the share paid online, the gateway and the bank account. The gateway's and the bank's boxes stay
 * in the form while their way is not offered (hidden), so ticking it again finds what was typed;
 * they are checked, and sent, only while it is offered.
 */

export type PaymentSettingsUpdate = components['schemas']['PaymentSettingsUpdate'];
export type PaymentOption = components['schemas']['PaymentOption'];

/** The ways to pay, in the order the screen lists them and the server answers them. */
export const PAYMENT_OPTIONS = [
  'card',
  'pay_on_pickup',
  'pay_on_delivery',
  'bank_transfer',
] as const satisfies readonly PaymentOption[];

/** The card payment's share: the whole accepted total, or a deposit of it. */
export const ONLINE_SHARES = ['full', 'deposit'] as const;
export type OnlineShare = (typeof ONLINE_SHARES)[number];

export const GATEWAY_PROVIDERS = ['moyasar', 'local'] as const;

export const ONLINE_PERCENT_MIN = 1;
export const ONLINE_PERCENT_MAX = 100;
/** "100": the longest share there is. */
export const PERCENT_INPUT_MAX = 3;
export const GATEWAY_KEY_MAX = 200;
export const BANK_NAME_MAX = 100;
export const ACCOUNT_NAME_MAX = 100;
/** The contract's limit on what is typed for the IBAN (its spaces are dropped). */
export const IBAN_INPUT_MAX = 40;

/** The server's rules for Moyasar's keys. */
export const MOYASAR_PUBLISHABLE_KEY = /^pk_(test|live)_[A-Za-z0-9]{10,120}$/;
export const MOYASAR_SECRET_KEY = /^sk_(test|live)_[A-Za-z0-9]{10,120}$/;

/** A Saudi IBAN by the server's own rule (`@taseer/money`), Arabic-Indic digits accepted too. */
export function ibanOf(text: string): string | null {
  return saudiIban(toWesternDigits(text));
}

/** What the form knows of the saved settings that its rules depend on. */
export interface PaymentSettingsContext {
  /** A Moyasar secret key is stored: an empty box keeps it. */
  secretKeySaved: boolean;
  /** The server offers its local test gateway (never in production). */
  localGatewayAvailable: boolean;
}

export function paymentSettingsContext(saved: PaymentSettings): PaymentSettingsContext {
  return {
    secretKeySaved: saved.gateway?.provider === 'moyasar' && Boolean(saved.gateway.secretKeyHint),
    localGatewayAvailable: saved.localGatewayAvailable,
  };
}

/** A box as typed, trimmed; empty is undefined (as the form submits it). */
const box = () => z.string().optional();

const formShape = z.object({
  options: z.array(z.enum(PAYMENT_OPTIONS), {
    error: message('paymentSettings.validation.option'),
  }),
  onlineShare: z
    .enum(ONLINE_SHARES, { error: message('paymentSettings.validation.share') })
    .optional(),
  depositPercent: box(),
  gateway: z.object({
    provider: z
      .enum(GATEWAY_PROVIDERS, { error: message('paymentSettings.validation.gateway') })
      .optional(),
    publishableKey: box(),
    secretKey: box(),
  }),
  bank: z.object({ bankName: box(), accountName: box(), iban: box() }),
});

type FormShape = z.output<typeof formShape>;

/** What a save holds, once checked: the ways offered, and what those ways need. */
export interface PaymentSettingsValues {
  options: PaymentOption[];
  /** The share paid online (100 = all of it), when card is offered. */
  onlinePercent: number | undefined;
  /** The gateway, when card is offered; `secretKey` only when one was typed. */
  gateway: NonNullable<PaymentSettingsUpdate['gateway']> | undefined;
  /** The account, when bank transfer is offered; the IBAN as the server stores it. */
  bank: NonNullable<PaymentSettingsUpdate['bank']> | undefined;
}

/**
 * The form's schema: what card and bank transfer need is required only while they are offered
 * (card needs a gateway, Moyasar a secret key unless one is stored; bank transfer the bank, the
 * account holder and a valid IBAN). The first broken rule of a box is the one reported.
 */
export function paymentSettingsSchema(context: PaymentSettingsContext) {
  return formShape
    .superRefine((values, ctx) => {
      const fail = (path: (string | number)[], key: MessageKey) =>
        ctx.addIssue({ code: 'custom', path, message: message(key) });
      if (values.options.includes('card')) checkCard(values, context, fail);
      if (values.options.includes('bank_transfer')) checkBank(values, fail);
    })
    .transform((values): PaymentSettingsValues => {
      // Once each, in the screen's order, however the boxes were ticked.
      const options = PAYMENT_OPTIONS.filter((option) => values.options.includes(option));
      const card = options.includes('card');
      return {
        options,
        onlinePercent: card ? onlinePercentOf(values) : undefined,
        gateway: card ? gatewayOf(values) : undefined,
        bank: options.includes('bank_transfer') ? bankOf(values) : undefined,
      };
    });
}

type Fail = (path: (string | number)[], key: MessageKey) => void;

/** The deposit's percentage as a whole number, or why not. */
export function depositPercentProblem(raw: string | undefined): MessageKey | null {
  const text = toWesternDigits(raw ?? '').trim();
  if (text === '') return 'paymentSettings.validation.percentRequired';
  if (!/^[0-9]+$/.test(text)) return 'paymentSettings.validation.percentNumber';
  const percent = Number(text);
  if (percent < ONLINE_PERCENT_MIN || percent > ONLINE_PERCENT_MAX) {
    return 'paymentSettings.validation.percentRange';
  }
  return null;
}

function checkCard(values: FormShape, context: PaymentSettingsContext, fail: Fail) {
  if (values.onlineShare === undefined) fail(['onlineShare'], 'paymentSettings.validation.share');
  if (values.onlineShare === 'deposit') {
    const problem = depositPercentProblem(values.depositPercent);
    if (problem) fail(['depositPercent'], problem);
  }
  const { provider, publishableKey, secretKey } = values.gateway;
  if (provider === undefined || (provider === 'local' && !context.localGatewayAvailable)) {
    fail(['gateway', 'provider'], 'paymentSettings.validation.gateway');
    return;
  }
  if (provider !== 'moyasar') return;
  const publishable = publishableKey?.trim() ?? '';
  if (publishable.length > GATEWAY_KEY_MAX) {
    fail(['gateway', 'publishableKey'], 'paymentSettings.validation.keyMax');
  } else if (publishable !== '' && !MOYASAR_PUBLISHABLE_KEY.test(publishable)) {
    fail(['gateway', 'publishableKey'], 'paymentSettings.validation.publishableKey');
  }
  const secret = secretKey?.trim() ?? '';
  if (secret === '') {
    if (!context.secretKeySaved)
      fail(['gateway', 'secretKey'], 'paymentSettings.validation.secretKeyRequired');
  } else if (secret.length > GATEWAY_KEY_MAX) {
    fail(['gateway', 'secretKey'], 'paymentSettings.validation.keyMax');
  } else if (!MOYASAR_SECRET_KEY.test(secret)) {
    fail(['gateway', 'secretKey'], 'paymentSettings.validation.secretKey');
  }
}

function checkBank(values: FormShape, fail: Fail) {
  const { bankName, accountName, iban } = values.bank;
  const name = bankName?.trim() ?? '';
  if (name === '') fail(['bank', 'bankName'], 'paymentSettings.validation.bankNameRequired');
  else if (name.length > BANK_NAME_MAX)
    fail(['bank', 'bankName'], 'paymentSettings.validation.bankNameMax');
  const holder = accountName?.trim() ?? '';
  if (holder === '')
    fail(['bank', 'accountName'], 'paymentSettings.validation.accountNameRequired');
  else if (holder.length > ACCOUNT_NAME_MAX) {
    fail(['bank', 'accountName'], 'paymentSettings.validation.accountNameMax');
  }
  const typed = iban?.trim() ?? '';
  if (typed === '') fail(['bank', 'iban'], 'paymentSettings.validation.ibanRequired');
  else if (typed.length > IBAN_INPUT_MAX || ibanOf(typed) === null) {
    fail(['bank', 'iban'], 'paymentSettings.validation.iban');
  }
}

function onlinePercentOf(values: FormShape): number {
  return values.onlineShare === 'deposit'
    ? Number(toWesternDigits(values.depositPercent ?? '').trim())
    : 100;
}

function gatewayOf(values: FormShape): PaymentSettingsValues['gateway'] {
  if (values.gateway.provider === 'local') return { provider: 'local' };
  const secret = values.gateway.secretKey?.trim() ?? '';
  return {
    provider: 'moyasar',
    publishableKey: values.gateway.publishableKey?.trim() || null,
    ...(secret === '' ? {} : { secretKey: secret }),
  };
}

function bankOf(values: FormShape): PaymentSettingsValues['bank'] {
  return {
    bankName: values.bank.bankName?.trim() ?? '',
    accountName: values.bank.accountName?.trim() ?? '',
    iban: ibanOf(values.bank.iban ?? '') ?? '',
  };
}

/**
 * The saved gateway sent back as it is, while card is not offered: turning card off does not
 * throw away the keys (an empty secret keeps the stored one). The local test gateway is dropped
 * where the server no longer offers it.
 */
function keptGateway(saved: PaymentSettings): PaymentSettingsUpdate['gateway'] {
  const gateway = saved.gateway;
  if (!gateway) return null;
  if (gateway.provider === 'local')
    return saved.localGatewayAvailable ? { provider: 'local' } : null;
  return gateway.secretKeyHint
    ? { provider: 'moyasar', publishableKey: gateway.publishableKey }
    : null;
}

/**
 * What a save sends: the ways offered and what they need; what a way not offered would need is
 * kept as saved, so turning a way off and on again loses nothing.
 */
export function paymentSettingsUpdate(
  values: PaymentSettingsValues,
  saved: PaymentSettings,
): PaymentSettingsUpdate {
  return {
    options: values.options,
    onlinePercent: values.onlinePercent ?? saved.onlinePercent,
    gateway: values.gateway ?? keptGateway(saved),
    bank: values.bank ?? saved.bank,
  };
}

/** Whether a save would change nothing: the same ways, share, gateway (no new key) and account. */
export function samePaymentSettings(
  saved: PaymentSettings,
  update: PaymentSettingsUpdate,
): boolean {
  const sameOptions =
    update.options.length === saved.options.length &&
    update.options.every((option) => saved.options.includes(option));
  const gateway = update.gateway ?? null;
  const sameGateway =
    gateway === null
      ? saved.gateway === null
      : saved.gateway !== null &&
        gateway.provider === saved.gateway.provider &&
        (gateway.publishableKey ?? null) === (saved.gateway.publishableKey ?? null) &&
        gateway.secretKey === undefined;
  const bank = update.bank ?? null;
  const sameBank =
    bank === null
      ? saved.bank === null
      : saved.bank !== null &&
        bank.bankName === saved.bank.bankName &&
        bank.accountName === saved.bank.accountName &&
        compactIban(bank.iban) === compactIban(saved.bank.iban);
  return sameOptions && update.onlinePercent === saved.onlinePercent && sameGateway && sameBank;
}

/** What the form starts with: the saved settings as boxes, the IBAN in groups of four. */
export function paymentSettingsFormValues(saved: PaymentSettings) {
  const deposit = saved.onlinePercent < ONLINE_PERCENT_MAX;
  const provider = saved.gateway?.provider;
  return {
    options: [...saved.options],
    onlineShare: (deposit ? 'deposit' : 'full') satisfies OnlineShare,
    depositPercent: deposit ? String(saved.onlinePercent) : '',
    gateway: {
      // A local gateway the server no longer offers is not a choice any more.
      provider: provider === 'local' && !saved.localGatewayAvailable ? '' : (provider ?? ''),
      publishableKey: saved.gateway?.publishableKey ?? '',
      // Never shown: an empty box keeps the stored key.
      secretKey: '',
    },
    bank: {
      bankName: saved.bank?.bankName ?? '',
      accountName: saved.bank?.accountName ?? '',
      iban: saved.bank ? groupIban(saved.bank.iban) : '',
    },
  };
}

/**
 * Where the server's per-field messages go: its names are the request's (`gateway.secretKey`,
 * `bank.iban`), a whole part it refuses (`gateway`: card without a gateway; `bank`) goes under its
 * first box, and the online share under the deposit's box.
 */
export function paymentFormField(serverField: string): string {
  if (serverField === 'gateway') return 'gateway.provider';
  if (serverField === 'bank') return 'bank.bankName';
  if (serverField === 'onlinePercent') return 'depositPercent';
  if (serverField.startsWith('options')) return 'options';
  return serverField;
}

/** The form's boxes, by the names the server's messages are put under. */
export const PAYMENT_FORM_FIELDS = [
  'options',
  'onlineShare',
  'depositPercent',
  'gateway.provider',
  'gateway.publishableKey',
  'gateway.secretKey',
  'bank.bankName',
  'bank.accountName',
  'bank.iban',
] as const;
