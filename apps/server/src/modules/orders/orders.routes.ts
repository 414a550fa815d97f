import type { FastifyInstance } from 'fastify';
import type { Database, DatabaseHandle } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Contract } from '../../openapi/contract.js';
import { contractRoutes } from '../../openapi/contract-routes.js';
import { requireAuth } from '../../plugins/authenticate.js';
import { exportOrders } from './export-orders.service.js';
import { getOrder, listOrders, orderFiltersOf } from './orders.service.js';

export interface OrderRoutesOptions {
  contract: Contract;
  db: Database;
  /** The export's COPY runs on it (a connection of its own on PostgreSQL). */
  database: Pick<DatabaseHandle, 'copyCsv'>;
  clock: Clock;
}

export async function orderRoutes(
  app: FastifyInstance,
  options: OrderRoutesOptions,
): Promise<void> {
  const route = contractRoutes(app, options.contract, { onRequest: app.authenticate });

  route('listOrders', {
    handler: async (request) => listOrders(options, requireAuth(request), request.query),
  });

  route('exportOrders', {
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      const csv = await exportOrders(
        options,
        auth,
        orderFiltersOf(auth, request.query, options.clock.now()),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="orders.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });

  route('getOrder', {
    handler: async (request) => getOrder(options, requireAuth(request), request.params.id),
  });
}
