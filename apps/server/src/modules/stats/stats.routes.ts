import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Contract } from '../../openapi/contract.js';
import { contractRoutes } from '../../openapi/contract-routes.js';
import { requireAuth } from '../../plugins/authenticate.js';
import { getStats } from './stats.service.js';

export async function statsRoutes(
  app: FastifyInstance,
  options: { contract: Contract; db: Database; clock: Clock },
): Promise<void> {
  const route = contractRoutes(app, options.contract, { onRequest: app.authenticate });
  route('getStats', {
    handler: async (request) => getStats(options, requireAuth(request)),
  });
}
