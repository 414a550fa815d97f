import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Contract } from '../../openapi/contract.js';
import { contractRoute } from '../../openapi/route-schema.js';
import { requireAuth } from '../../plugins/authenticate.js';
import { getStats } from './stats.service.js';

export async function statsRoutes(
  app: FastifyInstance,
  options: { contract: Contract; db: Database; clock: Clock },
): Promise<void> {
  app.route({
    ...contractRoute(options.contract, 'getStats'),
    onRequest: app.authenticate,
    handler: async (request) => getStats(options, requireAuth(request)),
  });
}
