import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { paymentSettings, type PaymentOption } from '../../db/schema.js';

export type GatewayProvider = 'moyasar' | 'local';

/** A company's payment settings as stored; the secret key still sealed. */
export interface StoredPaymentSettings {
  options: PaymentOption[];
  onlinePercent: number;
  gatewayProvider: GatewayProvider | null;
  gatewayPublishableKey: string | null;
  gatewaySecretKey: string | null;
  gatewaySecretKeyHint: string | null;
  bankName: string | null;
  bankAccountName: string | null;
  bankIban: string | null;
}

export const NO_PAYMENT_SETTINGS: StoredPaymentSettings = {
  options: [],
  onlinePercent: 100,
  gatewayProvider: null,
  gatewayPublishableKey: null,
  gatewaySecretKey: null,
  gatewaySecretKeyHint: null,
  bankName: null,
  bankAccountName: null,
  bankIban: null,
};

const columns = {
  options: paymentSettings.options,
  onlinePercent: paymentSettings.onlinePercent,
  gatewayProvider: paymentSettings.gatewayProvider,
  gatewayPublishableKey: paymentSettings.gatewayPublishableKey,
  gatewaySecretKey: paymentSettings.gatewaySecretKey,
  gatewaySecretKeyHint: paymentSettings.gatewaySecretKeyHint,
  bankName: paymentSettings.bankName,
  bankAccountName: paymentSettings.bankAccountName,
  bankIban: paymentSettings.bankIban,
};

export async function findPaymentSettings(
  db: Database,
  companyId: string,
): Promise<StoredPaymentSettings> {
  const [row] = await db
    .select(columns)
    .from(paymentSettings)
    .where(eq(paymentSettings.companyId, companyId));
  return row ?? NO_PAYMENT_SETTINGS;
}

export async function savePaymentSettings(
  db: Database,
  companyId: string,
  settings: StoredPaymentSettings,
  now: Date,
): Promise<void> {
  const values = { ...settings, updatedAt: now };
  await db
    .insert(paymentSettings)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: paymentSettings.companyId, set: values });
}
