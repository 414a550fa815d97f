import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Contract } from '../../openapi/contract.js';
import { contractRoute } from '../../openapi/route-schema.js';
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
  const route = (operationId: string) => ({
    ...contractRoute(options.contract, operationId),
    onRequest: app.authenticate,
  });

  app.route({
    ...route('getSalary'),
    handler: async () => getSalary(options.db),
  });

  app.route({
    ...route('updateSalary'),
    handler: async (request) => updateSalary(options, (request.body as { salary: number }).salary),
  });
}
