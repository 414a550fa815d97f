import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Contract } from '../../openapi/contract.js';
import { contractRoutes } from '../../openapi/contract-routes.js';
import { requireAuth } from '../../plugins/authenticate.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { JobRunner } from '../jobs/index.js';
import type { AfterSaleReader } from '../quotes/index.js';
import type { Limit, RateLimiter } from '../rate-limit/index.js';
import { checkPayment, choosePayment, type CheckoutDeps } from './checkout.service.js';
import { receiveGatewayNotification } from './gateway-notifications.service.js';
import type { GatewayDirectory } from './gateways.js';
import {
  listOrderPayments,
  recordOrderPayment,
  refundOrderPayment,
} from './order-payments.service.js';
import { CONFIRM_PAYMENT_JOB, confirmPaymentJob } from './payment-jobs.js';
import { getPaymentSettings, updatePaymentSettings } from './payment-settings.service.js';

export interface PaymentRoutesOptions {
  contract: Contract;
  db: Database;
  clock: Clock;
  secrets: SecretBox;
  gateways: GatewayDirectory;
  jobRunner: JobRunner;
  publicUrl: string | null;
  rateLimiter: RateLimiter;
  /** Payment calls of the customer's link, per client address (the link's own limit). */
  pageLimit: Limit;
  /** Gateway notifications per sending address. */
  notificationLimit: Limit;
  /** How the customer's page shows an accepted version's payment and handover. */
  afterSale: AfterSaleReader;
}

export async function paymentRoutes(
  app: FastifyInstance,
  options: PaymentRoutesOptions,
): Promise<void> {
  const { db, clock, gateways } = options;
  options.jobRunner.register(CONFIRM_PAYMENT_JOB, confirmPaymentJob({ db, clock, gateways }));

  const settingsDeps = {
    db,
    clock,
    secrets: options.secrets,
    localGateway: gateways.localAvailable,
  };
  const orderDeps = { db, clock, gateways };
  const checkoutDeps = (request: FastifyRequest): CheckoutDeps => ({
    db,
    clock,
    gateways,
    publicUrl: options.publicUrl ?? `${request.protocol}://${request.host}`,
    afterSale: options.afterSale,
  });

  const signedIn = contractRoutes(app, options.contract, { onRequest: app.authenticate });

  signedIn('getPaymentSettings', {
    handler: async (request) => getPaymentSettings(settingsDeps, requireAuth(request)),
  });

  signedIn('updatePaymentSettings', {
    handler: async (request) =>
      updatePaymentSettings(settingsDeps, requireAuth(request), request.body),
  });

  signedIn('listOrderPayments', {
    handler: async (request) =>
      listOrderPayments(orderDeps, requireAuth(request), request.params.id),
  });

  signedIn('recordOrderPayment', {
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      const payments = await recordOrderPayment(orderDeps, auth, request.params.id, request.body);
      return reply.code(201).send(payments);
    },
  });

  signedIn('refundOrderPayment', {
    handler: async (request, reply) => {
      const { id, paymentId } = request.params;
      const auth = requireAuth(request);
      const payments = await refundOrderPayment(orderDeps, auth, id, paymentId, request.body);
      return reply.code(201).send(payments);
    },
  });

  // The customer's link: no key, no session; limited per address, never cached.
  const publicRoute = contractRoutes(app, options.contract, {
    onRequest: async (request) => {
      await options.rateLimiter.consume(options.pageLimit, request.ip);
    },
  });

  publicRoute('choosePublicQuotePayment', {
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return choosePayment(checkoutDeps(request), request.params.token, request.body);
    },
  });

  publicRoute('checkPublicQuotePayment', {
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return checkPayment(checkoutDeps(request), request.params.token);
    },
  });

  const gatewayRoute = contractRoutes(app, options.contract, {
    onRequest: async (request) => {
      await options.rateLimiter.consume(options.notificationLimit, request.ip);
    },
  });

  gatewayRoute('receiveGatewayNotification', {
    handler: async (request) => receiveGatewayNotification({ db, clock }, request.body),
  });
}
