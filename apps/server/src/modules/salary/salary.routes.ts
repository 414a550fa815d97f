import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Contract } from '../../openapi/contract.js';
import { contractRoutes } from '../../openapi/contract-routes.js';
import { requireAuth } from '../../plugins/authenticate.js';
import { getSalary, updateSalary } from './salary.service.js';

export interface SalaryRoutesOptions {
  contract: Contract;
  db: Database;
  clock: Clock;
}

/** The operations' x-roles say who may call them (everyone reads, the superadmin sets). */
export async function salaryRoutes(
  app: FastifyInstance,
  options: SalaryRoutesOptions,
): Promise<void> {
  const route = contractRoutes(app, options.contract, { onRequest: app.authenticate });

  route('getSalary', {
    handler: async () => getSalary(options.db),
  });

  route('updateSalary', {
    handler: async (request) => updateSalary(options, requireAuth(request), request.body.salary),
  });
}
