import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Limit, RateLimiter } from '../rate-limit/index.js';
import type { Contract } from '../../openapi/contract.js';
import { contractRoutes } from '../../openapi/contract-routes.js';
import { integrationCaller, integrationKeyGuard } from './integration-auth.js';
import { getBotOrder, listBotOrderChanges } from './bot-reads.service.js';
import { companyRateLimit, retriesStoredOrder } from './integration-limits.js';
import { submitOrder } from './submit-order.service.js';
import { integrationPlacesOf } from '../routing/index.js';

export interface IntegrationRoutesOptions {
  contract: Contract;
  db: Database;
  clock: Clock;
  rateLimiter: RateLimiter;
  config: Pick<AppConfig, 'quoteLinkSecret' | 'publicUrl'>;
  /** Orders per company and window. */
  orderLimit: Limit;
  /** Reads (and questions) per company and window. */
  readLimit: Limit;
}

/** Calls of a company's chat bot, authenticated by its integration key. */
export async function integrationRoutes(
  app: FastifyInstance,
  options: IntegrationRoutesOptions,
): Promise<void> {
  const route = contractRoutes(app, options.contract);

  route('createIntegrationOrder', {
    onRequest: [
      integrationKeyGuard(options.db),
      companyRateLimit(options.rateLimiter, options.orderLimit, retriesStoredOrder(options.db)),
    ],
    handler: async (request, reply) => {
      const result = await submitOrder(
        options,
        integrationCaller(request),
        request.headers['idempotency-key'],
        request.body,
      );
      return reply.code(result.created ? 201 : 200).send({ order: result.order });
    },
  });

  /** Links in what the bot reads start with PUBLIC_URL or, where it may be unset, this origin. */
  const depsFor = (request: FastifyRequest) => ({
    db: options.db,
    clock: options.clock,
    config: {
      quoteLinkSecret: options.config.quoteLinkSecret,
      publicUrl: options.config.publicUrl ?? `${request.protocol}://${request.host}`,
    },
  });
  const reading = [
    integrationKeyGuard(options.db),
    companyRateLimit(options.rateLimiter, options.readLimit),
  ];

  route('getIntegrationOrder', {
    onRequest: reading,
    handler: async (request) =>
      getBotOrder(depsFor(request), integrationCaller(request), request.params.ref),
  });

  route('getIntegrationPlaces', {
    onRequest: reading,
    handler: async (request) =>
      integrationPlacesOf(options.db, integrationCaller(request).companyId),
  });

  route('listIntegrationOrderChanges', {
    onRequest: reading,
    handler: async (request) =>
      listBotOrderChanges(depsFor(request), integrationCaller(request), request.query),
  });
}
