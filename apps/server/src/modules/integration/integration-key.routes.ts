import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Contract } from '../../openapi/contract.js';
import { contractRoutes } from '../../openapi/contract-routes.js';
import { requireAuth } from '../../plugins/authenticate.js';
import { getIntegrationKeyInfo, rotateIntegrationKey } from './integration-key.service.js';
import { sendTestOrder } from './test-order.service.js';

export interface IntegrationKeyRoutesOptions {
  contract: Contract;
  db: Database;
  clock: Clock;
}

/**
 * The company's view of its chat bot's key (GET and POST /users/integration-key) and a sample
 * order tried with it.
 */
export async function integrationKeyRoutes(
  app: FastifyInstance,
  options: IntegrationKeyRoutesOptions,
): Promise<void> {
  const route = contractRoutes(app, options.contract, { onRequest: app.authenticate });

  route('getIntegrationKey', {
    handler: async (request) => getIntegrationKeyInfo(options, requireAuth(request)),
  });

  route('sendTestIntegrationOrder', {
    handler: async (request) => sendTestOrder(options, requireAuth(request), request.body),
  });

  route('rotateIntegrationKey', {
    handler: async (request, reply) => {
      const issued = await rotateIntegrationKey(options, requireAuth(request));
      return reply.code(201).header('cache-control', 'no-store').send(issued);
    },
  });
}
