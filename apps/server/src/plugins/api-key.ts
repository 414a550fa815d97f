import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';
import { secretsEqual } from '../lib/secrets.js';
import type { Contract } from '../openapi/contract.js';

/**
 * Every `/api/v1` call needs `x-api-key`, except the operations whose contract security does not
 * list `apiKey` (public images, the notification stream, integration calls). Unknown `/api/v1`
 * paths need it too, so the key is checked before anything else is revealed.
 */
export function registerApiKeyGuard(
  app: FastifyInstance,
  options: { apiKey: string; contract: Contract },
): void {
  const exempt = new Set(
    options.contract
      .operations()
      .filter((op) => !(op.raw.security ?? [{ apiKey: [] }]).some((s) => 'apiKey' in s))
      .map((op) => op.operationId),
  );

  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url)) return;
    const operationId = request.routeOptions.config.operationId;
    if (operationId && exempt.has(operationId)) return;
    const presented = request.headers['x-api-key'];
    if (typeof presented !== 'string' || !secretsEqual(presented, options.apiKey)) {
      throw new AppError('API_KEY_INVALID');
    }
  });
}

function isApiPath(url: string): boolean {
  return url === '/api/v1' || url.startsWith('/api/v1/') || url.startsWith('/api/v1?');
}
