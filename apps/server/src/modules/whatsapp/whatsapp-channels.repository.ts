import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { whatsappChannels } from '../../db/schema.js';

export interface StoredChannel {
  id: string;
  companyId: string;
  provider: 'cloud' | 'local';
  phoneNumberId: string;
  displayPhone: string;
  accessTokenSealed: string;
  appSecretSealed: string;
  verifyTokenHash: string;
  updatedAt: Date;
}

const columns = {
  id: whatsappChannels.id,
  companyId: whatsappChannels.companyId,
  provider: whatsappChannels.provider,
  phoneNumberId: whatsappChannels.phoneNumberId,
  displayPhone: whatsappChannels.displayPhone,
  accessTokenSealed: whatsappChannels.accessTokenSealed,
  appSecretSealed: whatsappChannels.appSecretSealed,
  verifyTokenHash: whatsappChannels.verifyTokenHash,
  updatedAt: whatsappChannels.updatedAt,
};

export async function channelById(db: Database, id: string): Promise<StoredChannel | null> {
  const [row] = await db.select(columns).from(whatsappChannels).where(eq(whatsappChannels.id, id));
  return row ?? null;
}

export async function channelOfCompany(
  db: Database,
  companyId: string,
): Promise<StoredChannel | null> {
  const [row] = await db
    .select(columns)
    .from(whatsappChannels)
    .where(eq(whatsappChannels.companyId, companyId));
  return row ?? null;
}

export async function channelByPhoneNumberId(
  db: Database,
  phoneNumberId: string,
): Promise<StoredChannel | null> {
  const [row] = await db
    .select(columns)
    .from(whatsappChannels)
    .where(eq(whatsappChannels.phoneNumberId, phoneNumberId));
  return row ?? null;
}

export type ChannelToSave = Omit<StoredChannel, 'id' | 'updatedAt'> & { id: string; now: Date };

/**
 * Saves the company's one channel. Its id (the webhook URL's) stays when the credentials change,
 * so Meta's callback URL need not be entered again.
 */
export async function saveChannel(tx: Database, channel: ChannelToSave): Promise<StoredChannel> {
  const { now, ...values } = channel;
  const [row] = await tx
    .insert(whatsappChannels)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: whatsappChannels.companyId,
      set: {
        provider: values.provider,
        phoneNumberId: values.phoneNumberId,
        displayPhone: values.displayPhone,
        accessTokenSealed: values.accessTokenSealed,
        appSecretSealed: values.appSecretSealed,
        verifyTokenHash: values.verifyTokenHash,
        updatedAt: now,
      },
    })
    .returning(columns);
  if (!row) throw new Error('the WhatsApp channel just saved cannot be read back');
  return row;
}

export async function deleteChannel(tx: Database, companyId: string): Promise<boolean> {
  const rows = await tx
    .delete(whatsappChannels)
    .where(eq(whatsappChannels.companyId, companyId))
    .returning({ id: whatsappChannels.id });
  return rows.length > 0;
}
