import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.js';
import { AppError } from '../../errors.js';

/** Liveness and readiness for orchestrators; outside /api/v1, so no API key. */
export async function healthRoutes(
  app: FastifyInstance,
  options: { database: DatabaseHandle },
): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request) => {
    try {
      await options.database.ping();
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      throw new AppError('SERVICE_UNAVAILABLE', { message: 'قاعدة البيانات غير متاحة حاليًا' });
    }
    return { status: 'ready' };
  });
}
