import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { PageRequest } from '../../lib/paging.js';
import type { Contract } from '../../openapi/contract.js';
import { contractRoute } from '../../openapi/route-schema.js';
import { requireAuth } from '../../plugins/authenticate.js';
import {
  createBranch,
  deleteBranch,
  getBranch,
  listBranches,
  updateBranch,
  type CreateBranchInput,
  type UpdateBranchInput,
} from './branches.service.js';

export interface BranchRoutesOptions {
  contract: Contract;
  db: Database;
  clock: Clock;
}

interface IdParams {
  id: string;
}

export async function branchRoutes(
  app: FastifyInstance,
  options: BranchRoutesOptions,
): Promise<void> {
  const route = (operationId: string) => ({
    ...contractRoute(options.contract, operationId),
    onRequest: app.authenticate,
  });

  app.route({
    ...route('createBranch'),
    handler: async (request, reply) => {
      const result = await createBranch(
        options,
        requireAuth(request),
        request.body as CreateBranchInput,
      );
      return reply.code(201).send(result);
    },
  });

  app.route({
    ...route('listBranches'),
    handler: async (request) =>
      listBranches(
        options,
        requireAuth(request),
        request.query as PageRequest & { search?: string },
      ),
  });

  app.route({
    ...route('getBranch'),
    handler: async (request) =>
      getBranch(options, requireAuth(request), (request.params as IdParams).id),
  });

  app.route({
    ...route('updateBranch'),
    handler: async (request) =>
      updateBranch(
        options,
        requireAuth(request),
        (request.params as IdParams).id,
        request.body as UpdateBranchInput,
      ),
  });

  app.route({
    ...route('deleteBranch'),
    handler: async (request) =>
      deleteBranch(options, requireAuth(request), (request.params as IdParams).id),
  });
}
