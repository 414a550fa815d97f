import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { PageRequest } from '../../lib/paging.js';
import type { Contract } from '../../openapi/contract.js';
import { contractRoute } from '../../openapi/route-schema.js';
import { requireAuth } from '../../plugins/authenticate.js';
import type { Permissions } from '../../plugins/permissions.js';
import {
  createSection,
  deleteSection,
  getSection,
  listSections,
  updateSection,
  type CreateSectionInput,
  type UpdateSectionInput,
} from './sections.service.js';

export interface SectionRoutesOptions {
  contract: Contract;
  db: Database;
  clock: Clock;
  permissions: Permissions;
}

interface IdParams {
  id: string;
}

export async function sectionRoutes(
  app: FastifyInstance,
  options: SectionRoutesOptions,
): Promise<void> {
  const route = (operationId: string) => ({
    ...contractRoute(options.contract, operationId),
    onRequest: app.authenticate,
  });

  app.route({
    ...route('createSection'),
    handler: async (request, reply) => {
      const result = await createSection(
        options,
        requireAuth(request),
        request.body as CreateSectionInput,
      );
      return reply.code(201).send(result);
    },
  });

  app.route({
    ...route('listSections'),
    handler: async (request) =>
      listSections(
        options,
        requireAuth(request),
        request.query as PageRequest & { sectionName?: string },
      ),
  });

  app.route({
    ...route('getSection'),
    handler: async (request) =>
      getSection(options, requireAuth(request), (request.params as IdParams).id),
  });

  app.route({
    ...route('updateSection'),
    handler: async (request) =>
      updateSection(
        options,
        requireAuth(request),
        (request.params as IdParams).id,
        request.body as UpdateSectionInput,
      ),
  });

  app.route({
    ...route('deleteSection'),
    handler: async (request) =>
      deleteSection(options, requireAuth(request), (request.params as IdParams).id),
  });
}
