import type { FastifyInstance } from 'fastify';
import type { Database, DatabaseHandle } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { PageRequest } from '../../lib/paging.js';
import type { Contract } from '../../openapi/contract.js';
import { contractRoute } from '../../openapi/route-schema.js';
import { requireAuth } from '../../plugins/authenticate.js';
import { cancelOrder } from './cancel-order.service.js';
import { exportOrders } from './export-orders.service.js';
import { getOrder, listOrders } from './orders.service.js';
import type { OrderFilters } from './orders.repository.js';
import { priceOrder, type PriceOrderInput } from './price-order.service.js';

export interface OrderRoutesOptions {
  contract: Contract;
  db: Database;
  /** The export's COPY runs on it (a connection of its own on PostgreSQL). */
  database: Pick<DatabaseHandle, 'copyCsv'>;
  clock: Clock;
  config: { quoteLinkSecret: string };
}

interface IdParams {
  id: string;
}

export async function orderRoutes(
  app: FastifyInstance,
  options: OrderRoutesOptions,
): Promise<void> {
  const route = (operationId: string) => ({
    ...contractRoute(options.contract, operationId),
    onRequest: app.authenticate,
  });

  app.route({
    ...route('listOrders'),
    handler: async (request) =>
      listOrders(options, requireAuth(request), request.query as PageRequest & OrderFilters),
  });

  app.route({
    ...route('exportOrders'),
    handler: async (request, reply) => {
      const csv = await exportOrders(options, requireAuth(request), request.query as OrderFilters);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="orders.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });

  app.route({
    ...route('getOrder'),
    handler: async (request) =>
      getOrder(options, requireAuth(request), (request.params as IdParams).id),
  });

  app.route({
    ...route('priceOrder'),
    handler: async (request) =>
      priceOrder(
        options,
        requireAuth(request),
        (request.params as IdParams).id,
        request.body as PriceOrderInput,
      ),
  });

  app.route({
    ...route('cancelOrder'),
    handler: async (request) =>
      cancelOrder(options, requireAuth(request), (request.params as IdParams).id),
  });
}
