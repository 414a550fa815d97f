import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Contract } from '../../openapi/contract.js';
import { contractRoutes } from '../../openapi/contract-routes.js';
import { requireAuth } from '../../plugins/authenticate.js';
import { employeeFormOptions, sectionFormOptions } from './form-options.service.js';

export async function formOptionRoutes(
  app: FastifyInstance,
  options: { contract: Contract; db: Database },
): Promise<void> {
  const route = contractRoutes(app, options.contract, { onRequest: app.authenticate });

  route('getSectionFormOptions', {
    handler: async (request) => sectionFormOptions(options.db, requireAuth(request)),
  });

  route('getEmployeeFormOptions', {
    handler: async (request) => {
      const { selectedBranchId, ...choice } = request.query;
      return employeeFormOptions(options.db, requireAuth(request), selectedBranchId, choice);
    },
  });
}
