import type { Database } from '../../db/client.js';
import type { PaymentOption } from '../../db/schema.js';
import { AppError, fieldError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { Body, Reply } from '../../openapi/operation-types.js';
import type { AuthContext } from '../auth/token.service.js';
import { normalisedIban } from './iban.js';
import {
  findPaymentSettings,
  savePaymentSettings,
  type StoredPaymentSettings,
} from './payment-settings.repository.js';

export type PaymentSettingsView = Reply<'getPaymentSettings'>;

export interface PaymentSettingsDeps {
  db: Database;
  clock: Clock;
  secrets: SecretBox;
  /** The local test gateway may be chosen: never on a production server. */
  localGateway: boolean;
}

const MOYASAR_SECRET_KEY = /^sk_(test|live)_[A-Za-z0-9]{10,120}$/;
const MOYASAR_PUBLISHABLE_KEY = /^pk_(test|live)_[A-Za-z0-9]{10,120}$/;

function companyOf(auth: AuthContext): string {
  if (!auth.companyId) throw new AppError('FORBIDDEN');
  return auth.companyId;
}

export function toPaymentSettingsView(
  settings: StoredPaymentSettings,
  localGateway: boolean,
): PaymentSettingsView {
  return {
    options: settings.options,
    onlinePercent: settings.onlinePercent,
    gateway: settings.gatewayProvider
      ? {
          provider: settings.gatewayProvider,
          publishableKey: settings.gatewayPublishableKey,
          secretKeyHint: settings.gatewaySecretKeyHint,
        }
      : null,
    bank:
      settings.bankIban && settings.bankName && settings.bankAccountName
        ? {
            bankName: settings.bankName,
            accountName: settings.bankAccountName,
            iban: settings.bankIban,
          }
        : null,
    localGatewayAvailable: localGateway,
  };
}

export async function getPaymentSettings(
  deps: PaymentSettingsDeps,
  auth: AuthContext,
): Promise<PaymentSettingsView> {
  const settings = await findPaymentSettings(deps.db, companyOf(auth));
  return toPaymentSettingsView(settings, deps.localGateway);
}

export async function updatePaymentSettings(
  deps: PaymentSettingsDeps,
  auth: AuthContext,
  input: Body<'updatePaymentSettings'>,
): Promise<Reply<'updatePaymentSettings'>> {
  const companyId = companyOf(auth);
  const saved = await findPaymentSettings(deps.db, companyId);
  const settings = checkedSettings(deps, input, saved);
  await savePaymentSettings(deps.db, companyId, settings, deps.clock.now());
  return {
    message: 'تم حفظ إعدادات الدفع بنجاح',
    settings: toPaymentSettingsView(settings, deps.localGateway),
  };
}

function checkedSettings(
  deps: PaymentSettingsDeps,
  input: Body<'updatePaymentSettings'>,
  saved: StoredPaymentSettings,
): StoredPaymentSettings {
  const options: PaymentOption[] = [...new Set(input.options)];
  const gateway = checkedGateway(deps, input.gateway ?? null, saved);
  if (options.includes('card') && !gateway.gatewayProvider) {
    throw fieldError('gateway', 'الدفع بالبطاقة يحتاج إلى بوابة دفع: أدخل مفاتيح ميسّر');
  }
  const bank = checkedBank(input.bank ?? null);
  if (options.includes('bank_transfer') && !bank.bankIban) {
    throw fieldError('bank', 'التحويل البنكي يحتاج إلى بيانات الحساب: البنك واسم الحساب والآيبان');
  }
  return { ...saved, options, onlinePercent: input.onlinePercent, ...gateway, ...bank };
}

function checkedGateway(
  deps: PaymentSettingsDeps,
  input: NonNullable<Body<'updatePaymentSettings'>['gateway']> | null,
  saved: StoredPaymentSettings,
): Pick<
  StoredPaymentSettings,
  'gatewayProvider' | 'gatewayPublishableKey' | 'gatewaySecretKey' | 'gatewaySecretKeyHint'
> {
  if (!input) {
    return {
      gatewayProvider: null,
      gatewayPublishableKey: null,
      gatewaySecretKey: null,
      gatewaySecretKeyHint: null,
    };
  }
  if (input.provider === 'local') {
    if (!deps.localGateway) {
      throw fieldError('gateway.provider', 'بوابة الاختبار المحلية غير متاحة على خادم الإنتاج');
    }
    return {
      gatewayProvider: 'local',
      gatewayPublishableKey: null,
      gatewaySecretKey: null,
      gatewaySecretKeyHint: null,
    };
  }
  const publishableKey = input.publishableKey?.trim() || null;
  if (publishableKey && !MOYASAR_PUBLISHABLE_KEY.test(publishableKey)) {
    throw fieldError('gateway.publishableKey', 'المفتاح العام لميسّر يبدأ بـ pk_test_ أو pk_live_');
  }
  const secretKey = input.secretKey?.trim();
  if (secretKey === undefined || secretKey === '') {
    // Kept as stored, when there is one for the same gateway.
    if (saved.gatewayProvider === 'moyasar' && saved.gatewaySecretKey) {
      return {
        gatewayProvider: 'moyasar',
        gatewayPublishableKey: publishableKey,
        gatewaySecretKey: saved.gatewaySecretKey,
        gatewaySecretKeyHint: saved.gatewaySecretKeyHint,
      };
    }
    throw fieldError('gateway.secretKey', 'أدخل المفتاح السري لحساب ميسّر');
  }
  if (!MOYASAR_SECRET_KEY.test(secretKey)) {
    throw fieldError('gateway.secretKey', 'المفتاح السري لميسّر يبدأ بـ sk_test_ أو sk_live_');
  }
  return {
    gatewayProvider: 'moyasar',
    gatewayPublishableKey: publishableKey,
    gatewaySecretKey: deps.secrets.seal(secretKey),
    gatewaySecretKeyHint: `••••${secretKey.slice(-4)}`,
  };
}

function checkedBank(
  input: NonNullable<Body<'updatePaymentSettings'>['bank']> | null,
): Pick<StoredPaymentSettings, 'bankName' | 'bankAccountName' | 'bankIban'> {
  if (!input) return { bankName: null, bankAccountName: null, bankIban: null };
  const bankName = input.bankName.trim();
  const accountName = input.accountName.trim();
  if (!bankName) throw fieldError('bank.bankName', 'أدخل اسم البنك');
  if (!accountName) throw fieldError('bank.accountName', 'أدخل اسم صاحب الحساب');
  const iban = normalisedIban(input.iban);
  if (!iban) {
    throw fieldError('bank.iban', 'رقم الآيبان غير صحيح: يبدأ بـ SA ويليه 22 رقمًا');
  }
  return { bankName, bankAccountName: accountName, bankIban: iban };
}
