import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import type { Contract } from '../../openapi/contract.js';
import { contractRoutes } from '../../openapi/contract-routes.js';
import { nestsDeeperThan } from '../../openapi/nesting.js';
import { requireAuth } from '../../plugins/authenticate.js';
import type { JobRunner } from '../jobs/index.js';
import type { Limit, RateLimiter } from '../rate-limit/index.js';
import {
  deleteWhatsappConnection,
  getWhatsappConnection,
  saveWhatsappConnection,
} from './connection.service.js';
import {
  getConversation,
  getOrderChat,
  listConversations,
  markConversationRead,
  readConversationMedia,
  sendConversationMessage,
  sendConversationTemplate,
} from './conversations.service.js';
import { INBOUND_JOB, inboundJob } from './inbound-job.js';
import { MEDIA_JOB, mediaJob } from './media-job.js';
import { SEND_JOB } from './outbound.js';
import { sendJob } from './send-job.js';
import { ORDER_UPDATE_JOB, orderUpdateJob } from './order-updates.js';
import { keepNotification, signedChannel, verifyWebhook } from './webhook.service.js';
import type { StoredChannel } from './whatsapp-channels.repository.js';
import type { WhatsappDeps } from './whatsapp-deps.js';

export interface WhatsappRoutesOptions extends WhatsappDeps {
  contract: Contract;
  jobRunner: JobRunner;
  rateLimiter: RateLimiter;
  /** Meta's deliveries per channel. */
  webhookLimit: Limit;
}

/** The raw bytes of a webhook body, kept for its signature. */
const rawBodies = new WeakMap<FastifyRequest, Buffer>();
/** A body that is not JSON: refused only once its signature is known to be good. */
const UNREADABLE = Symbol('unreadable body');
const signedChannels = new WeakMap<FastifyRequest, StoredChannel>();

export async function whatsappRoutes(
  app: FastifyInstance,
  options: WhatsappRoutesOptions,
): Promise<void> {
  const deps: WhatsappDeps = options;
  options.jobRunner.register(INBOUND_JOB, inboundJob(deps));
  options.jobRunner.register(MEDIA_JOB, mediaJob(deps));
  options.jobRunner.register(SEND_JOB, sendJob(deps));
  options.jobRunner.register(ORDER_UPDATE_JOB, orderUpdateJob(deps));

  const staff = contractRoutes(app, options.contract, { onRequest: app.authenticate });

  staff('getWhatsappConnection', {
    handler: async (request) => getWhatsappConnection(deps, requireAuth(request)),
  });
  staff('saveWhatsappConnection', {
    handler: async (request) => saveWhatsappConnection(deps, requireAuth(request), request.body),
  });
  staff('deleteWhatsappConnection', {
    handler: async (request) => deleteWhatsappConnection(deps, requireAuth(request)),
  });
  staff('listConversations', {
    handler: async (request) => listConversations(deps, requireAuth(request), request.query),
  });
  staff('getConversation', {
    handler: async (request) =>
      getConversation(deps, requireAuth(request), request.params.id, request.query),
  });
  staff('markConversationRead', {
    handler: async (request, reply) => {
      await markConversationRead(deps, requireAuth(request), request.params.id);
      return reply.code(204).send();
    },
  });
  staff('sendConversationMessage', {
    handler: async (request, reply) => {
      const { id } = request.params;
      const message = await sendConversationMessage(deps, requireAuth(request), id, request.body);
      return reply.code(201).send(message);
    },
  });
  staff('sendConversationTemplate', {
    handler: async (request, reply) => {
      const { id } = request.params;
      const message = await sendConversationTemplate(deps, requireAuth(request), id, request.body);
      return reply.code(201).send(message);
    },
  });
  staff('getOrderChat', {
    handler: async (request) => getOrderChat(deps, requireAuth(request), request.params.id),
  });
  staff('getConversationMedia', {
    handler: async (request, reply) => {
      const { id, mediaId } = request.params;
      const media = await readConversationMedia(deps, requireAuth(request), id, mediaId);
      return reply
        .header('content-type', media.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(media.bytes);
    },
  });

  // Meta's webhook, in a context of its own: its body is read as bytes (the signature is over
  // them) and parsed only after the signature is checked.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer' },
      (request, body, done) => {
        const raw = body as Buffer;
        rawBodies.set(request, raw);
        const text = raw.toString('utf8');
        if (nestsDeeperThan(text)) return done(null, UNREADABLE);
        try {
          done(null, JSON.parse(text));
        } catch {
          done(null, UNREADABLE);
        }
      },
    );
    const meta = contractRoutes(webhook, options.contract, {
      onRequest: async (request) => {
        const { channelId } = request.params as { channelId?: string };
        await options.rateLimiter.consume(options.webhookLimit, channelId ?? request.ip);
      },
    });
    meta('verifyWhatsappWebhook', {
      handler: async (request, reply) => {
        const challenge = await verifyWebhook(deps, request.params.channelId, {
          mode: request.query['hub.mode'],
          verifyToken: request.query['hub.verify_token'],
          challenge: request.query['hub.challenge'],
        });
        return reply.header('content-type', 'text/plain; charset=utf-8').send(challenge);
      },
    });
    meta('receiveWhatsappWebhook', {
      // Before the body's shape is validated: an unsigned request learns nothing about it.
      preValidation: async (request) => {
        const channel = await signedChannel(deps, {
          channelId: request.params.channelId,
          rawBody: rawBodies.get(request),
          signature: request.headers['x-hub-signature-256'],
        });
        if ((request.body as unknown) === UNREADABLE) throw new AppError('MALFORMED_JSON');
        signedChannels.set(request, channel);
      },
      handler: async (request) => {
        const channel = signedChannels.get(request);
        if (!channel) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
        return keepNotification(deps, channel, request.body);
      },
    });
  });
}
