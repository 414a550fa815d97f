import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Limit, RateLimiter } from '../rate-limit/index.js';
import { integrationCaller } from './integration-auth.js';
import { orderByIdempotencyKey } from './intake.repository.js';
import { IDEMPOTENCY_KEY_MAX } from './submit-order.service.js';

/** What a company's chat bot may send per window, whatever the number of its conversations. */
export interface IntegrationLimits {
  orders: Limit;
  questions: Limit;
}

export function integrationLimits(limits: AppConfig['limits']): IntegrationLimits {
  return {
    orders: {
      bucket: 'integration-orders',
      limit: limits.integrationOrders,
      windowSeconds: limits.integrationWindowSeconds,
      reason: 'طلبات كثيرة من بوت المحادثة لهذه الشركة',
    },
    questions: {
      bucket: 'integration-questions',
      limit: limits.integrationQuestions,
      windowSeconds: limits.integrationWindowSeconds,
      reason: 'أسئلة كثيرة من بوت المحادثة لهذه الشركة',
    },
  };
}

/**
 * An `onRequest` hook placed after `integrationKeyGuard`: counts the call against the key's
 * company, so an unknown key answers 401 and costs no company anything. It runs before the body
 * is read, so a refused call creates nothing. `exempt` lets through calls that cannot create
 * anything, without counting them.
 */
export function companyRateLimit(
  limiter: RateLimiter,
  rule: Limit,
  exempt?: (request: FastifyRequest, companyId: string) => Promise<boolean>,
) {
  return async (request: FastifyRequest): Promise<void> => {
    const { companyId } = integrationCaller(request);
    if (exempt && (await exempt(request, companyId))) return;
    await limiter.consume(rule, companyId);
  };
}

/**
 * A retry of an order the company already submitted: its `Idempotency-Key` is taken, so the call
 * answers the stored order (or 409 for another body) and creates nothing. A bot retrying after a
 * lost answer during a burst gets that answer instead of 429.
 */
export function retriesStoredOrder(db: Database) {
  return async (request: FastifyRequest, companyId: string): Promise<boolean> => {
    const header = request.headers['idempotency-key'];
    const key = typeof header === 'string' ? header.trim() : '';
    // Such keys are refused by the submission itself (400); they never match a stored order.
    if (!key || key.length > IDEMPOTENCY_KEY_MAX) return false;
    return (await orderByIdempotencyKey(db, companyId, key)) !== null;
  };
}
