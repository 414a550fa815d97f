import type { FastifyInstance } from 'fastify';
import type { Contract } from '../../openapi/contract.js';
import { contractRoutes } from '../../openapi/contract-routes.js';
import { requireAuth } from '../../plugins/authenticate.js';
import { companyIntegrationPlaces } from './integration-places.service.js';
import { getOrderIntake, updateOrderIntake } from './order-intake.service.js';
import { routeOrderByHand, type RoutingDeps } from './route-order.service.js';

export interface RoutingRoutesOptions extends RoutingDeps {
  contract: Contract;
}

export async function routingRoutes(
  app: FastifyInstance,
  options: RoutingRoutesOptions,
): Promise<void> {
  const route = contractRoutes(app, options.contract, { onRequest: app.authenticate });

  route('routeOrder', {
    handler: async (request) =>
      routeOrderByHand(options, requireAuth(request), request.params.id, request.body),
  });
  route('getOrderIntake', {
    handler: async (request) => getOrderIntake(options, requireAuth(request)),
  });
  route('updateOrderIntake', {
    handler: async (request) => updateOrderIntake(options, requireAuth(request), request.body),
  });
  route('getIntegrationPlacesForCompany', {
    handler: async (request) => companyIntegrationPlaces(options, requireAuth(request)),
  });
}
