import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Contract } from '../../openapi/contract.js';
import { contractRoutes } from '../../openapi/contract-routes.js';
import { requireAuth } from '../../plugins/authenticate.js';
import type { JobRunner } from '../jobs/index.js';
import type { Limit, RateLimiter } from '../rate-limit/index.js';
import { cancelOrder } from './cancel-order.service.js';
import { requestQuoteChange } from './change-request.service.js';
import { requestNewQuote } from './new-quote-request.service.js';
import { priceOrder } from './price-order.service.js';
import { answerPublicQuote, getPublicQuote, type AfterSaleReader } from './public-quote.service.js';
import { expiryReminderJob, QUOTE_REMINDER_JOB } from './quote-reminder.js';
import { getQuoteTerms, updateQuoteTerms } from './quote-terms.service.js';
import { issueQuote, listOrderQuotes, shareQuote, type QuoteDeps } from './quotes.service.js';

export interface QuoteRoutesOptions {
  contract: Contract;
  db: Database;
  clock: Clock;
  config: Pick<AppConfig, 'quoteLinkSecret' | 'publicUrl'>;
  rateLimiter: RateLimiter;
  /** Reads and answers of quote links per client address. */
  pageLimit: Limit;
  /** The payment and handover of an accepted version (the payments and fulfilment modules'). */
  afterSale?: AfterSaleReader;
  /** Runs the reminders of versions near their end (quote-reminder.ts). */
  jobRunner: JobRunner;
}

export async function quoteRoutes(
  app: FastifyInstance,
  options: QuoteRoutesOptions,
): Promise<void> {
  /**
   * The services' dependencies for one request: quote links start with PUBLIC_URL, or (outside
   * production, where it may be unset) with the origin this request came to.
   */
  const depsFor = (request: FastifyRequest): QuoteDeps => ({
    db: options.db,
    clock: options.clock,
    config: {
      quoteLinkSecret: options.config.quoteLinkSecret,
      publicUrl: options.config.publicUrl ?? `${request.protocol}://${request.host}`,
    },
  });

  options.jobRunner.register(QUOTE_REMINDER_JOB, expiryReminderJob(options.clock));

  // Authenticated before the body is read: a caller who may not act learns 401/403, not 400.
  const signedIn = contractRoutes(app, options.contract, { onRequest: app.authenticate });

  // The specification's pricing and cancelling of an order: both decide its quote's fate.
  signedIn('priceOrder', {
    handler: async (request) =>
      priceOrder(options, requireAuth(request), request.params.id, request.body),
  });

  signedIn('cancelOrder', {
    handler: async (request) => cancelOrder(options, requireAuth(request), request.params.id),
  });

  signedIn('getQuoteTerms', {
    handler: async (request) => getQuoteTerms(options, requireAuth(request)),
  });

  signedIn('updateQuoteTerms', {
    handler: async (request) => updateQuoteTerms(options, requireAuth(request), request.body),
  });

  signedIn('listOrderQuotes', {
    handler: async (request) =>
      listOrderQuotes(depsFor(request), requireAuth(request), request.params.id),
  });

  signedIn('issueQuote', {
    handler: async (request) =>
      issueQuote(depsFor(request), requireAuth(request), request.params.id, request.body),
  });

  signedIn('shareQuote', {
    handler: async (request) =>
      shareQuote(depsFor(request), requireAuth(request), request.params.id, request.body),
  });

  // The customer's link: no key, no session; limited per address, never cached.
  const publicRoute = contractRoutes(app, options.contract, {
    onRequest: async (request) => {
      await options.rateLimiter.consume(options.pageLimit, request.ip);
    },
  });

  publicRoute('getPublicQuote', {
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return getPublicQuote(options, request.params.token);
    },
  });

  publicRoute('answerPublicQuote', {
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return answerPublicQuote(options, request.params.token, request.body);
    },
  });

  publicRoute('requestPublicQuoteChange', {
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return requestQuoteChange(options, request.params.token, request.body);
    },
  });

  publicRoute('requestNewPublicQuote', {
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return requestNewQuote(options, request.params.token, request.body);
    },
  });
}
