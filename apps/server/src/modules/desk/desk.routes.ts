import type { FastifyInstance } from 'fastify';
import type { Contract } from '../../openapi/contract.js';
import { contractRoutes } from '../../openapi/contract-routes.js';
import { requireAuth } from '../../plugins/authenticate.js';
import {
  assignOrder,
  claimOrder,
  listAssignees,
  releaseOrder,
  type DeskDeps,
} from './claims.service.js';
import { getDeskStats } from './desk-stats.js';
import { getOrderTimeline, getPriceMemory } from './desk.service.js';

export interface DeskRoutesOptions extends DeskDeps {
  contract: Contract;
}

export async function deskRoutes(app: FastifyInstance, options: DeskRoutesOptions): Promise<void> {
  const route = contractRoutes(app, options.contract, { onRequest: app.authenticate });

  route('claimOrder', {
    handler: async (request) =>
      claimOrder(options, requireAuth(request), request.params.id, request.body ?? {}),
  });
  route('releaseOrder', {
    handler: async (request) => releaseOrder(options, requireAuth(request), request.params.id),
  });
  route('assignOrder', {
    handler: async (request) =>
      assignOrder(options, requireAuth(request), request.params.id, request.body),
  });
  route('listOrderAssignees', {
    handler: async (request) => listAssignees(options, requireAuth(request), request.params.id),
  });
  route('getOrderTimeline', {
    handler: async (request) => getOrderTimeline(options, requireAuth(request), request.params.id),
  });
  route('getDeskStats', {
    handler: async (request) => getDeskStats(options, requireAuth(request), request.query),
  });
  route('getPriceMemory', {
    handler: async (request) => getPriceMemory(options, requireAuth(request), request.params.id),
  });
}
