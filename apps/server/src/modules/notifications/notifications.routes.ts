import type { FastifyInstance } from 'fastify';
import type { Database, DatabaseHandle } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Contract } from '../../openapi/contract.js';
import { contractRoutes } from '../../openapi/contract-routes.js';
import { requireAuth } from '../../plugins/authenticate.js';
import type { TokenService } from '../auth/index.js';
import { listenForNotifications } from './notification-channel.js';
import { listNotifications, markNotificationsRead } from './notification-inbox.service.js';
import { authenticateStream, issueStreamTicket } from './stream-access.service.js';
import { listenForConversationChanges } from './conversation-change-channel.js';
import { listenForOrderChanges } from './order-change-channel.js';
import { StreamHub } from './stream-hub.js';

export interface NotificationRoutesOptions {
  contract: Contract;
  database: DatabaseHandle;
  db: Database;
  clock: Clock;
  tokens: TokenService;
  heartbeatSeconds: number;
}

export async function notificationRoutes(
  app: FastifyInstance,
  options: NotificationRoutesOptions,
): Promise<void> {
  const { contract, db } = options;
  const route = contractRoutes(app, contract);
  const signedIn = contractRoutes(app, contract, { onRequest: app.authenticate });

  signedIn('listNotifications', {
    handler: async (request) => listNotifications(db, requireAuth(request), request.query.limit),
  });

  signedIn('markNotificationsRead', {
    handler: async (request) => markNotificationsRead(db, requireAuth(request)),
  });

  signedIn('createStreamTicket', {
    handler: async (request, reply) =>
      reply.code(201).send(await issueStreamTicket(options, requireAuth(request))),
  });

  const hub = new StreamHub({
    db,
    clock: options.clock,
    heartbeatSeconds: options.heartbeatSeconds,
    log: app.log,
  });
  const stopListening = await listenForNotifications(options.database, (signal) => {
    hub
      .deliver(signal)
      .catch((error: unknown) => app.log.warn({ err: error }, 'notification delivery failed'));
  });
  const stopListeningForOrders = await listenForOrderChanges(options.database, (change) =>
    hub.deliverOrderChange(change),
  );
  const stopListeningForConversations = await listenForConversationChanges(
    options.database,
    (change) => hub.deliverConversationChange(change),
  );
  hub.start();
  // Before the server stops listening: an open stream would otherwise hold the shutdown.
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', async () => {
    await stopListening().catch(() => {});
    await stopListeningForOrders().catch(() => {});
    await stopListeningForConversations().catch(() => {});
  });

  // Authenticated by its `token` query parameter, not by a header (EventSource sends none).
  route('streamNotifications', {
    // A compressor would hold frames back until its buffer fills.
    compress: false,
    // Helmet's headers (CSP, HSTS…) are a document's; the stream writes a head of its own.
    helmet: false,
    handler: async (request, reply) => {
      const identity = await authenticateStream(options, request.query.token);
      // Kept short: every byte held per stream counts ten thousand times, and a document's
      // security headers (CSP, HSTS…) mean nothing on an event stream.
      const headers = {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-content-type-options': 'nosniff',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
        // The socket goes with the stream, so a stream ended at shutdown frees it at once.
        connection: 'close',
      };
      if (request.method === 'HEAD') return reply.headers(headers).send();
      // From here the hub writes the response itself, frame by frame, on the socket.
      reply.hijack();
      hub.open(identity, reply.raw, headers);
      return reply;
    },
  });
}
