import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Contract } from '../../openapi/contract.js';
import { contractRoutes } from '../../openapi/contract-routes.js';
import { requireAuth } from '../../plugins/authenticate.js';
import {
  createBranch,
  deleteBranch,
  getBranch,
  listBranches,
  updateBranch,
} from './branches.service.js';

export interface BranchRoutesOptions {
  contract: Contract;
  db: Database;
  clock: Clock;
}

export async function branchRoutes(
  app: FastifyInstance,
  options: BranchRoutesOptions,
): Promise<void> {
  const route = contractRoutes(app, options.contract, { onRequest: app.authenticate });

  route('createBranch', {
    handler: async (request, reply) => {
      const result = await createBranch(options, requireAuth(request), request.body);
      return reply.code(201).send(result);
    },
  });

  route('listBranches', {
    handler: async (request) => listBranches(options, requireAuth(request), request.query),
  });

  route('getBranch', {
    handler: async (request) => getBranch(options, requireAuth(request), request.params.id),
  });

  route('updateBranch', {
    handler: async (request) =>
      updateBranch(options, requireAuth(request), request.params.id, request.body),
  });

  route('deleteBranch', {
    handler: async (request) => deleteBranch(options, requireAuth(request), request.params.id),
  });
}
