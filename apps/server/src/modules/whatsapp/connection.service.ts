import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { inTransaction } from '../../db/transaction.js';
import { AppError, fieldError } from '../../errors.js';
import { violatedUniqueConstraint } from '../../lib/db-errors.js';
import { sha256 } from '../../lib/secrets.js';
import type { Body, Reply } from '../../openapi/operation-types.js';
import { lockAuditedRecord, recordAuditEvent, secretChange, change } from '../audit/index.js';
import type { AuthContext } from '../identity/index.js';
import { companyIdOf } from '../scope/index.js';
import { appSecretOf } from './channel-provider.js';
import { LOCAL_WHATSAPP_TOKEN } from './local-whatsapp.js';
import {
  channelOfCompany,
  deleteChannel,
  saveChannel,
  type StoredChannel,
} from './whatsapp-channels.repository.js';
import type { WhatsappDeps } from './whatsapp-deps.js';

type Connection = Reply<'getWhatsappConnection'>;

export function webhookUrlOf(deps: Pick<WhatsappDeps, 'origin'>, channelId: string): string {
  return `${deps.origin()}/api/v1/whatsapp/webhook/${channelId}`;
}

function connectionView(deps: WhatsappDeps, channel: StoredChannel | null): Connection {
  if (!channel) {
    return {
      connected: false,
      provider: null,
      phoneNumberId: null,
      displayPhone: null,
      webhookUrl: null,
      readable: true,
      localAvailable: deps.localStandIn,
      updatedAt: null,
    };
  }
  return {
    connected: true,
    provider: channel.provider,
    phoneNumberId: channel.phoneNumberId,
    displayPhone: channel.displayPhone,
    webhookUrl: webhookUrlOf(deps, channel.id),
    readable: appSecretOf(deps, channel) !== null,
    localAvailable: deps.localStandIn,
    updatedAt: channel.updatedAt.toISOString(),
  };
}

export async function getWhatsappConnection(
  deps: WhatsappDeps,
  auth: AuthContext,
): Promise<Connection> {
  return connectionView(deps, await channelOfCompany(deps.db, companyIdOf(auth)));
}

interface Credentials {
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
  verifyToken: string;
}

/** What a `cloud` connection must carry, each missing part named; `local` makes up its own. */
function credentialsOf(deps: WhatsappDeps, input: Body<'saveWhatsappConnection'>): Credentials {
  if (input.provider === 'local') {
    if (!deps.localStandIn) throw new AppError('WHATSAPP_LOCAL_UNAVAILABLE');
    return {
      // Fifteen digits, as Meta's ids look; random so two companies never share one.
      phoneNumberId: `1${String(randomInt(10 ** 13)).padStart(14, '0')}`,
      accessToken: LOCAL_WHATSAPP_TOKEN,
      appSecret: randomBytes(24).toString('hex'),
      verifyToken: randomBytes(16).toString('hex'),
    };
  }
  const required = (field: keyof Credentials, label: string, min = 1): string => {
    const value = input[field]?.trim() ?? '';
    if (value.length < min) {
      throw fieldError(
        field,
        min > 1 ? `${label} مطلوب (${min} أحرف على الأقل)` : `${label} مطلوب`,
      );
    }
    return value;
  };
  return {
    phoneNumberId: required('phoneNumberId', 'معرّف رقم الهاتف'),
    accessToken: required('accessToken', 'رمز الوصول'),
    appSecret: required('appSecret', 'المفتاح السري للتطبيق'),
    verifyToken: required('verifyToken', 'رمز التحقق', 8),
  };
}

export async function saveWhatsappConnection(
  deps: WhatsappDeps,
  auth: AuthContext,
  input: Body<'saveWhatsappConnection'>,
): Promise<Reply<'saveWhatsappConnection'>> {
  const companyId = companyIdOf(auth);
  const displayPhone = input.displayPhone.trim();
  if (!displayPhone) throw fieldError('displayPhone', 'رقم واتساب مطلوب');
  const credentials = credentialsOf(deps, input);
  try {
    const saved = await inTransaction(deps.db, async (tx) => {
      await lockAuditedRecord(tx, `whatsapp:${companyId}`);
      const before = await channelOfCompany(tx, companyId);
      const now = deps.clock.now();
      const channel = await saveChannel(tx, {
        id: before?.id ?? randomUUID(),
        companyId,
        provider: input.provider,
        phoneNumberId: credentials.phoneNumberId,
        displayPhone,
        accessTokenSealed: deps.secrets.seal(credentials.accessToken),
        appSecretSealed: deps.secrets.seal(credentials.appSecret),
        verifyTokenHash: sha256(credentials.verifyToken),
        now,
      });
      await recordAuditEvent(tx, {
        companyId,
        action: 'whatsapp.connected',
        actor: auth,
        target: { type: 'whatsapp', id: channel.id, label: displayPhone },
        changes: [
          change('provider', 'text', before?.provider ?? null, channel.provider),
          change('displayPhone', 'text', before?.displayPhone ?? null, displayPhone),
          change('phoneNumberId', 'text', before?.phoneNumberId ?? null, channel.phoneNumberId),
          secretChange('accessToken', before !== null, true),
          secretChange('appSecret', before !== null, true),
          secretChange('verifyToken', before !== null, true),
        ],
        now,
      });
      return channel;
    });
    return { message: 'تم ربط رقم واتساب', connection: connectionView(deps, saved) };
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'whatsapp_channels_phone_number_id_unique') {
      throw new AppError('WHATSAPP_NUMBER_TAKEN');
    }
    throw error;
  }
}

export async function deleteWhatsappConnection(
  deps: WhatsappDeps,
  auth: AuthContext,
): Promise<Reply<'deleteWhatsappConnection'>> {
  const companyId = companyIdOf(auth);
  await inTransaction(deps.db, async (tx) => {
    await lockAuditedRecord(tx, `whatsapp:${companyId}`);
    const before = await channelOfCompany(tx, companyId);
    if (!before || !(await deleteChannel(tx, companyId))) {
      throw new AppError('WHATSAPP_NOT_CONNECTED');
    }
    await recordAuditEvent(tx, {
      companyId,
      action: 'whatsapp.disconnected',
      actor: auth,
      target: { type: 'whatsapp', id: before.id, label: before.displayPhone },
      changes: [change('displayPhone', 'text', before.displayPhone, null)],
      now: deps.clock.now(),
    });
  });
  return { message: 'تم فصل رقم واتساب', connection: connectionView(deps, null) };
}
