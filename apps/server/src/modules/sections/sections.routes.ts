import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Contract } from '../../openapi/contract.js';
import { contractRoutes } from '../../openapi/contract-routes.js';
import { requireAuth } from '../../plugins/authenticate.js';
import type { Permissions } from '../../plugins/permissions.js';
import {
  createSection,
  deleteSection,
  getSection,
  listSections,
  updateSection,
} from './sections.service.js';

export interface SectionRoutesOptions {
  contract: Contract;
  db: Database;
  clock: Clock;
  permissions: Permissions;
}

export async function sectionRoutes(
  app: FastifyInstance,
  options: SectionRoutesOptions,
): Promise<void> {
  const route = contractRoutes(app, options.contract, { onRequest: app.authenticate });

  route('createSection', {
    handler: async (request, reply) => {
      const result = await createSection(options, requireAuth(request), request.body);
      return reply.code(201).send(result);
    },
  });

  route('listSections', {
    handler: async (request) => listSections(options, requireAuth(request), request.query),
  });

  route('getSection', {
    handler: async (request) => getSection(options, requireAuth(request), request.params.id),
  });

  route('updateSection', {
    handler: async (request) =>
      updateSection(options, requireAuth(request), request.params.id, request.body),
  });

  route('deleteSection', {
    handler: async (request) => deleteSection(options, requireAuth(request), request.params.id),
  });
}
