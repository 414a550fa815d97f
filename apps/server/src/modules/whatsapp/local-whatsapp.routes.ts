import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { appSecretOf } from './channel-provider.js';
import {
  LOCAL_WHATSAPP_API,
  LOCAL_WHATSAPP_PREFIX,
  LOCAL_WHATSAPP_TOKEN,
} from './local-whatsapp.js';
import { signatureOf } from './webhook-signature.js';
import { channelByPhoneNumberId, type StoredChannel } from './whatsapp-channels.repository.js';

/**
 * A stand-in for the WhatsApp Cloud API, served by a development or test server only (app.ts
 * never mounts it in production, and a `local` channel sends nothing there): it takes the
 * messages the server sends as Meta does, answers their statuses (sent, delivered; read once the
 * phone page shows them; failed for a customer whose number ends in 0000) to the channel's
 * webhook, signed with its app secret over real HTTP, and serves media by id. Its phone API lets
 * the development phone page and the tests write as a customer: each message goes to the webhook
 * exactly as Meta would post it. Everything lives in this process's memory.
 */
export interface LocalWhatsappOptions {
  db: Database;
  secrets: SecretBox;
  /** This server's own URL for a path, once it listens. */
  ownUrl: (path: string) => string | null;
}

/** What went through the stand-in, as the phone shows it. */
interface PhoneMessage {
  id: string;
  phoneNumberId: string;
  customer: string;
  /** `business` sent it (the server), or the `customer` did (the phone page, a test). */
  from: 'business' | 'customer';
  type: string;
  payload: Record<string, unknown>;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  at: string;
}

interface StoredMedia {
  bytes: Buffer;
  mimeType: string;
}

const MAX_MESSAGES = 20_000;
const MAX_MEDIA = 200;
/** Customers whose number ends so never receive anything: the failed status, on purpose. */
const UNREACHABLE = /0000$/;

export async function localWhatsappRoutes(
  app: FastifyInstance,
  options: LocalWhatsappOptions,
): Promise<void> {
  const messages: PhoneMessage[] = [];
  const media = new Map<string, StoredMedia>();

  const remember = (message: PhoneMessage) => {
    messages.push(message);
    if (messages.length > MAX_MESSAGES) messages.shift();
  };

  /** Posts a notification to the channel's webhook as Meta would: signed, over HTTP. */
  const notify = async (channel: StoredChannel, value: Record<string, unknown>) => {
    const url = options.ownUrl(`/api/v1/whatsapp/webhook/${channel.id}`);
    const secret = appSecretOf(options, channel);
    if (!url || !secret) return { status: 0 };
    const body = Buffer.from(
      JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [
          {
            id: 'local-business-account',
            changes: [
              {
                field: 'messages',
                value: {
                  messaging_product: 'whatsapp',
                  metadata: {
                    display_phone_number: channel.displayPhone,
                    phone_number_id: channel.phoneNumberId,
                  },
                  ...value,
                },
              },
            ],
          },
        ],
      }),
    );
    const answer = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signatureOf(secret, body),
      },
      body,
    });
    return { status: answer.status };
  };

  const reportStatus = async (message: PhoneMessage, status: PhoneMessage['status']) => {
    const channel = await channelByPhoneNumberId(options.db, message.phoneNumberId);
    if (!channel) return;
    message.status = status;
    await notify(channel, {
      statuses: [
        {
          id: message.id,
          status,
          timestamp: String(Math.floor(Date.now() / 1000)),
          recipient_id: message.customer,
          ...(status === 'failed'
            ? {
                errors: [
                  {
                    code: 131026,
                    title: 'Message undeliverable',
                    error_data: {
                      details: 'The customer’s number cannot receive WhatsApp messages.',
                    },
                  },
                ],
              }
            : {}),
        },
      ],
    });
  };

  // The Cloud API: what the server calls.
  app.post<{ Params: { phoneNumberId: string }; Body: Record<string, unknown> }>(
    `${LOCAL_WHATSAPP_API}/:phoneNumberId/messages`,
    async (request, reply) => {
      if (!authorised(request)) return refuse(reply, 401, 'Invalid OAuth access token.');
      const body = request.body ?? {};
      const to = typeof body.to === 'string' ? body.to : '';
      const type = typeof body.type === 'string' ? body.type : '';
      if (body.messaging_product !== 'whatsapp' || !/^[0-9]{6,20}$/.test(to)) {
        return refuse(reply, 400, '(#100) Invalid parameter');
      }
      if (!['text', 'interactive', 'template'].includes(type) || !isRecord(body[type])) {
        return refuse(reply, 400, `(#100) Unsupported message type ${type}`);
      }
      const channel = await channelByPhoneNumberId(options.db, request.params.phoneNumberId);
      if (!channel || channel.provider !== 'local') {
        return refuse(reply, 400, '(#100) Unknown phone number id');
      }
      const message: PhoneMessage = {
        id: `wamid.local.${randomUUID()}`,
        phoneNumberId: channel.phoneNumberId,
        customer: to,
        from: 'business',
        type,
        payload: body[type] as Record<string, unknown>,
        status: 'sent',
        at: new Date().toISOString(),
      };
      remember(message);
      // As Meta does, after the answer: sent, then delivered or failed.
      setImmediate(() => {
        void (async () => {
          await reportStatus(message, 'sent');
          await reportStatus(message, UNREACHABLE.test(to) ? 'failed' : 'delivered');
        })().catch((error: unknown) =>
          app.log.warn({ err: error }, 'local WhatsApp status failed'),
        );
      });
      return {
        messaging_product: 'whatsapp',
        contacts: [{ input: to, wa_id: to }],
        messages: [{ id: message.id }],
      };
    },
  );

  app.get<{ Params: { mediaId: string } }>(
    `${LOCAL_WHATSAPP_API}/:mediaId`,
    async (request, reply) => {
      if (!authorised(request)) return refuse(reply, 401, 'Invalid OAuth access token.');
      const stored = media.get(request.params.mediaId);
      if (!stored) return refuse(reply, 404, 'Unsupported get request.');
      const url = options.ownUrl(`${LOCAL_WHATSAPP_PREFIX}/media/${request.params.mediaId}`);
      return {
        messaging_product: 'whatsapp',
        id: request.params.mediaId,
        url,
        mime_type: stored.mimeType,
        file_size: stored.bytes.length,
      };
    },
  );

  app.get<{ Params: { mediaId: string } }>(
    `${LOCAL_WHATSAPP_PREFIX}/media/:mediaId`,
    async (request, reply) => {
      if (!authorised(request)) return refuse(reply, 401, 'Invalid OAuth access token.');
      const stored = media.get(request.params.mediaId);
      if (!stored) return refuse(reply, 404, 'Not found');
      return reply.header('content-type', stored.mimeType).send(stored.bytes);
    },
  );

  // The phone: what the development phone page (and a test) uses to be the customer.
  app.get(`${LOCAL_WHATSAPP_PREFIX}/phone/channels`, async () => {
    const rows = rowsOf<{ phoneNumberId: string; displayPhone: string; company: string }>(
      await options.db.execute(sql`
        select c.phone_number_id as "phoneNumberId", c.display_phone as "displayPhone",
               u.username as company
        from whatsapp_channels c join users u on u.id = c.company_id
        where c.provider = 'local'
        order by u.username
      `),
    );
    return { channels: rows };
  });

  app.get<{ Params: { phoneNumberId: string }; Querystring: { customer?: string } }>(
    `${LOCAL_WHATSAPP_PREFIX}/phone/:phoneNumberId/messages`,
    async (request, reply) => {
      const customer = request.query.customer ?? '';
      if (!/^[0-9]{6,20}$/.test(customer)) return refuse(reply, 400, 'customer: digits only');
      const thread = messages.filter(
        (message) =>
          message.phoneNumberId === request.params.phoneNumberId && message.customer === customer,
      );
      // The phone shows them: what was delivered is now read.
      for (const message of thread) {
        if (message.from === 'business' && message.status === 'delivered') {
          void reportStatus(message, 'read').catch(() => {});
        }
      }
      return { messages: thread };
    },
  );

  app.post<{ Params: { phoneNumberId: string }; Body: Record<string, unknown> }>(
    `${LOCAL_WHATSAPP_PREFIX}/phone/:phoneNumberId/messages`,
    { bodyLimit: 12 * 1024 * 1024 },
    async (request, reply) => {
      const channel = await channelByPhoneNumberId(options.db, request.params.phoneNumberId);
      if (!channel || channel.provider !== 'local') return refuse(reply, 404, 'No such number');
      const input = request.body ?? {};
      const from = typeof input.from === 'string' ? input.from : '';
      if (!/^[0-9]{6,20}$/.test(from)) return refuse(reply, 400, 'from: digits only');
      const content = customerContent(input, (bytes, mimeType) => {
        const id = `local-media-${randomUUID()}`;
        media.set(id, { bytes, mimeType });
        if (media.size > MAX_MEDIA) media.delete(media.keys().next().value as string);
        return id;
      });
      if (!content)
        return refuse(
          reply,
          400,
          'say something: text, choice, image, audio, document or location',
        );
      const message: PhoneMessage = {
        id: typeof input.id === 'string' ? input.id : `wamid.local.${randomUUID()}`,
        phoneNumberId: channel.phoneNumberId,
        customer: from,
        from: 'customer',
        type: content.type,
        payload: content,
        status: 'delivered',
        at: new Date().toISOString(),
      };
      remember(message);
      const name = typeof input.name === 'string' ? input.name : null;
      const delivered = await notify(channel, {
        ...(name ? { contacts: [{ profile: { name }, wa_id: from }] } : {}),
        messages: [
          {
            from,
            id: message.id,
            timestamp: String(Math.floor(Date.now() / 1000)),
            ...content,
          },
        ],
      });
      return { id: message.id, webhookStatus: delivered.status };
    },
  );
}

/** A customer's message as Meta's `messages[]` entry has it (without from, id and timestamp). */
function customerContent(
  input: Record<string, unknown>,
  keep: (bytes: Buffer, mimeType: string) => string,
): ({ type: string } & Record<string, unknown>) | null {
  if (typeof input.text === 'string' && input.text.trim()) {
    return { type: 'text', text: { body: input.text } };
  }
  if (isRecord(input.choice) && typeof input.choice.id === 'string') {
    const reply = { id: input.choice.id, title: String(input.choice.title ?? '') };
    return input.choice.list === true
      ? { type: 'interactive', interactive: { type: 'list_reply', list_reply: reply } }
      : { type: 'interactive', interactive: { type: 'button_reply', button_reply: reply } };
  }
  if (isRecord(input.location)) {
    return { type: 'location', location: input.location };
  }
  for (const kind of ['image', 'audio', 'document', 'video'] as const) {
    const file = input[kind];
    if (!isRecord(file) || typeof file.base64 !== 'string') continue;
    const mimeType = typeof file.mimeType === 'string' ? file.mimeType : 'application/octet-stream';
    const id = keep(Buffer.from(file.base64, 'base64'), mimeType);
    return {
      type: kind,
      [kind]: {
        id,
        mime_type: mimeType,
        ...(typeof file.caption === 'string' ? { caption: file.caption } : {}),
        ...(typeof file.filename === 'string' ? { filename: file.filename } : {}),
        ...(kind === 'audio' ? { voice: file.voice !== false } : {}),
      },
    };
  }
  return null;
}

function authorised(request: FastifyRequest): boolean {
  return request.headers.authorization === `Bearer ${LOCAL_WHATSAPP_TOKEN}`;
}

function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ error: { message, type: 'OAuthException', code: 100 } });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
