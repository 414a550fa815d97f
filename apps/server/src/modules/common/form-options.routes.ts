import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Contract } from '../../openapi/contract.js';
import { contractRoute } from '../../openapi/route-schema.js';
import { requireAuth } from '../../plugins/authenticate.js';
import { employeeFormOptions, sectionFormOptions } from './form-options.service.js';

export async function formOptionRoutes(
  app: FastifyInstance,
  options: { contract: Contract; db: Database },
): Promise<void> {
  app.route({
    ...contractRoute(options.contract, 'getSectionFormOptions'),
    onRequest: app.authenticate,
    handler: async (request) => sectionFormOptions(options.db, requireAuth(request)),
  });

  app.route({
    ...contractRoute(options.contract, 'getEmployeeFormOptions'),
    onRequest: app.authenticate,
    handler: async (request) => {
      const { selectedBranchId, ...choice } = request.query as {
        selectedBranchId?: string;
        withoutManager?: boolean;
        managerId?: string;
      };
      return employeeFormOptions(options.db, requireAuth(request), selectedBranchId, choice);
    },
  });
}
