import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { hashIntegrationKey } from './integration-key.js';
import { companyOfKey } from './integration-keys.repository.js';

/** A company's chat bot, identified by its integration key. */
export interface IntegrationCaller {
  companyId: string;
  keyId: string;
}

const MAX_KEY_LENGTH = 200;
const callers = new WeakMap<FastifyRequest, IntegrationCaller>();

/**
 * An `onRequest` hook for the bot's calls: the `x-integration-key` header must be a usable key
 * (not revoked, of an active company), checked before the body is even parsed, so a caller
 * without a key learns nothing about what it sent.
 */
export function integrationKeyGuard(db: Database) {
  return async (request: FastifyRequest): Promise<void> => {
    const presented = request.headers['x-integration-key'];
    if (typeof presented !== 'string' || !presented || presented.length > MAX_KEY_LENGTH) {
      throw new AppError('INTEGRATION_KEY_INVALID');
    }
    const caller = await companyOfKey(db, hashIntegrationKey(presented));
    if (!caller) throw new AppError('INTEGRATION_KEY_INVALID');
    callers.set(request, caller);
  };
}

/** The bot calling a route guarded by `integrationKeyGuard`. */
export function integrationCaller(request: FastifyRequest): IntegrationCaller {
  const caller = callers.get(request);
  if (!caller) throw new AppError('INTEGRATION_KEY_INVALID');
  return caller;
}
