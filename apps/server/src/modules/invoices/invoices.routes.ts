import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Contract } from '../../openapi/contract.js';
import { contractRoutes } from '../../openapi/contract-routes.js';
import { requireAuth } from '../../plugins/authenticate.js';
import { getTaxProfile, updateTaxProfile } from './tax-profile.service.js';

export interface InvoiceRoutesOptions {
  contract: Contract;
  db: Database;
  clock: Clock;
}

export async function invoiceRoutes(
  app: FastifyInstance,
  options: InvoiceRoutesOptions,
): Promise<void> {
  const deps = { db: options.db, clock: options.clock };
  const signedIn = contractRoutes(app, options.contract, { onRequest: app.authenticate });

  signedIn('getTaxProfile', {
    handler: async (request) => getTaxProfile(deps, requireAuth(request)),
  });

  signedIn('updateTaxProfile', {
    handler: async (request) => updateTaxProfile(deps, requireAuth(request), request.body),
  });
}
