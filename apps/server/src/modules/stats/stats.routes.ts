import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database, DatabaseHandle } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Contract } from '../../openapi/contract.js';
import { contractRoutes } from '../../openapi/contract-routes.js';
import { acceptedEncoding } from '../../lib/encoded-body.js';
import { requireAuth } from '../../plugins/authenticate.js';
import { StatsCache } from './stats-cache.js';
import { statsAnswer } from './stats.service.js';

export async function statsRoutes(
  app: FastifyInstance,
  options: { contract: Contract; db: Database; database: DatabaseHandle; clock: Clock },
): Promise<void> {
  const cache = new StatsCache(options.database);
  try {
    const stopListening = await cache.listen();
    app.addHook('preClose', async () => stopListening());
  } catch (error) {
    // Without the triggers' notifications every call reads the statistics, as it must.
    app.log.warn({ err: error }, 'statistics are read on every call (LISTEN failed)');
  }
  const deps = { db: options.db, clock: options.clock, cache };
  const route = contractRoutes(app, options.contract, { onRequest: app.authenticate });
  route('getStats', {
    handler: async (request, reply) => {
      const body = await statsAnswer(deps, requireAuth(request));
      // Already the contract's JSON, written (and compressed) once per change: sent as it is.
      const json: FastifyReply = reply;
      json.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      if (!encoding) return json.send(body.text);
      return json.header('content-encoding', encoding).send(body.as(encoding));
    },
  });
}
