import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Limit, RateLimiter } from '../rate-limit/rate-limit.service.js';
import type { Contract } from '../../openapi/contract.js';
import { contractRoute } from '../../openapi/route-schema.js';
import { integrationCaller, integrationKeyGuard } from './integration-auth.js';
import { companyRateLimit, retriesStoredOrder } from './integration-limits.js';
import { submitOrder, type IntegrationOrderInput } from './submit-order.service.js';

export interface IntegrationRoutesOptions {
  contract: Contract;
  db: Database;
  clock: Clock;
  rateLimiter: RateLimiter;
  /** Orders per company and window. */
  orderLimit: Limit;
}

/** Calls of a company's chat bot, authenticated by its integration key. */
export async function integrationRoutes(
  app: FastifyInstance,
  options: IntegrationRoutesOptions,
): Promise<void> {
  app.route({
    ...contractRoute(options.contract, 'createIntegrationOrder'),
    onRequest: [
      integrationKeyGuard(options.db),
      companyRateLimit(options.rateLimiter, options.orderLimit, retriesStoredOrder(options.db)),
    ],
    handler: async (request, reply) => {
      const result = await submitOrder(
        options,
        integrationCaller(request),
        request.headers['idempotency-key'],
        request.body as IntegrationOrderInput,
      );
      return reply.code(result.created ? 201 : 200).send({ order: result.order });
    },
  });
}
