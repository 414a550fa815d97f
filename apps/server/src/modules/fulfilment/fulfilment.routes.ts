import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Contract } from '../../openapi/contract.js';
import { contractRoutes } from '../../openapi/contract-routes.js';
import { requireAuth } from '../../plugins/authenticate.js';
import { setOrderFulfilment, setOrdersFulfilment } from './fulfilment.service.js';

export async function fulfilmentRoutes(
  app: FastifyInstance,
  options: { contract: Contract; db: Database; clock: Clock },
): Promise<void> {
  const signedIn = contractRoutes(app, options.contract, { onRequest: app.authenticate });

  signedIn('setOrderFulfilment', {
    handler: async (request) =>
      setOrderFulfilment(options, requireAuth(request), request.params.id, request.body.stage),
  });

  signedIn('setOrdersFulfilment', {
    handler: async (request) => setOrdersFulfilment(options, requireAuth(request), request.body),
  });
}
