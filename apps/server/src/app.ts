import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { AppConfig } from './config.js';
import { locationFromConfig, openDatabase, type DatabaseHandle } from './db/client.js';
import { schedulePruning } from './db/maintenance.js';
import { migrateDatabase } from './db/migrate.js';
import { systemClock, type Clock } from './lib/clock.js';
import { loggerOptions, registerRequestLog, requestId, type LogDestination } from './logging.js';
import { aiRoutes } from './modules/ai/ai.routes.js';
import { apiReferenceRoutes } from './modules/api-reference/api-reference.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { branchRoutes } from './modules/branches/branches.routes.js';
import { chatSettingRoutes } from './modules/chat-settings/chat-settings.routes.js';
import { formOptionRoutes } from './modules/common/form-options.routes.js';
import { sectionRoutes } from './modules/sections/sections.routes.js';
import { webAppRoutes } from './modules/web-app/web-app.routes.js';
import { AuthService } from './modules/auth/auth.service.js';
import { OtpService } from './modules/auth/otp.service.js';
import { TokenService } from './modules/auth/token.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { imageRoutes } from './modules/images/images.routes.js';
import {
  invoiceRoutes,
  LOCAL_ZATCA_PREFIX,
  localZatcaRoutes,
  ReportingDirectory,
} from './modules/invoices/index.js';
import { integrationKeyRoutes } from './modules/integration/integration-key.routes.js';
import { integrationLimits } from './modules/integration/integration-limits.js';
import { integrationRoutes } from './modules/integration/integration.routes.js';
import { notificationRoutes } from './modules/notifications/notifications.routes.js';
import { statsRoutes } from './modules/stats/stats.routes.js';
import { orderRoutes } from './modules/orders/orders.routes.js';
import { deskRoutes } from './modules/desk/desk.routes.js';
import { routingRoutes } from './modules/routing/index.js';
import { markOverdueOrders } from './modules/desk/overdue-sweep.js';
import { JobRunner } from './modules/jobs/job-runner.js';
import {
  LOCAL_WHATSAPP_API,
  localWhatsappRoutes,
  whatsappRoutes,
} from './modules/whatsapp/index.js';
import { GatewayDirectory } from './modules/payments/gateways.js';
import {
  LOCAL_GATEWAY_PREFIX,
  localGatewayRoutes,
} from './modules/payments/local-gateway.routes.js';
import { paymentRoutes } from './modules/payments/payments.routes.js';
import { publicPaymentOf } from './modules/payments/public-payment.js';
import { fulfilmentRoutes } from './modules/fulfilment/fulfilment.routes.js';
import { publicFulfilmentOf } from './modules/fulfilment/public-fulfilment.js';
import type { AfterSaleReader } from './modules/quotes/public-quote.service.js';
import { schedulePeriodicSweep } from './lib/periodic-sweep.js';
import { customerQuoteLink } from './modules/quotes/index.js';
import { quoteRoutes } from './modules/quotes/quotes.routes.js';
import { quotePageRoutes } from './modules/quote-page/quote-page.routes.js';
import { scheduleQuoteExpiry } from './modules/quotes/quote-expiry.js';
import { RateLimiter } from './modules/rate-limit/rate-limit.service.js';
import { salaryRoutes } from './modules/salary/salary.routes.js';
import { ensureSuperadmin } from './modules/users/users.repository.js';
import { userRoutes } from './modules/users/users.routes.js';
import { WebhookDispatcher } from './modules/webhooks/webhook-dispatcher.js';
import { SecretBox } from './lib/secret-box.js';
import { webhookRoutes } from './modules/webhooks/webhooks.routes.js';
import { Contract } from './openapi/contract.js';
import { createSerializerCompiler } from './openapi/serialization.js';
import { createValidatorCompiler } from './openapi/validation.js';
import { registerApiKeyGuard } from './plugins/api-key.js';
import { registerAuthentication } from './plugins/authenticate.js';
import { contentSecurityPolicy } from './plugins/content-security-policy.js';
import { answer, registerErrorHandling } from './plugins/error-handler.js';
import { registerGracefulDrain } from './plugins/graceful-drain.js';
import { Permissions } from './plugins/permissions.js';
import { registerRequestBodies } from './plugins/request-body.js';
import { seedDemoData, type SeedOutcome } from './seed/seed-demo.js';
import { createSmsProvider } from './sms/create-sms-provider.js';
import type { SmsProvider } from './sms/sms-provider.js';

/** What a caller (main or a test) may supply instead of the defaults built from the config. */
export interface AppDependencies {
  /** An open database; the app migrates it and closes it when it closes. */
  database?: DatabaseHandle;
  sms?: SmsProvider;
  clock?: Clock;
  contract?: Contract;
  logStream?: LogDestination;
  /** Where the console SMS provider prints (stdout by default). */
  print?: (line: string) => void;
  /**
   * The minute-by-minute sweeps (expired quotes, overdue orders, pruning); on unless false. A
   * test that runs a sweep itself turns them off, so a run of the app's does not share its work.
   */
  backgroundSweeps?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What start-up seeding did; null when SEED_DEMO is off. */
    demoSeed: SeedOutcome | null;
    /** This process's sender of the webhook outbox. */
    webhookDispatcher: WebhookDispatcher;
    /** This process's runner of the jobs table; route plugins register their kinds on it. */
    jobRunner: JobRunner;
  }
}

const MAX_JSON_BODY_BYTES = 1024 * 1024;
const WEBHOOK_STOP_GRACE_MS = 3_000;
const JOB_STOP_GRACE_MS = 3_000;

/**
 * The origin of quote links in webhooks, which answer no request: PUBLIC_URL (required in
 * production), or this machine's address for development.
 */
/**
 * A path of a local stand-in on this server (the test gateway, the ZATCA stand-in), at the
 * address it listens on: the server calls it over HTTP as it would the real service; null
 * before it listens.
 */
function ownUrl(app: FastifyInstance, path: string): string | null {
  const address = app.server.address();
  if (!address || typeof address === 'string') return null;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '[::]' ? '[::1]' : host;
  return `http://${reachable}:${address.port}${path}`;
}

function backgroundOrigin(config: AppConfig): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return config.publicUrl ?? `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/**
 * Builds the whole server: third-party plugins, then ours, then the routes, in that order.
 * Nothing listens here; `main.ts` does that.
 */
export async function buildApp(
  config: AppConfig,
  deps: AppDependencies = {},
): Promise<FastifyInstance> {
  const contract = deps.contract ?? Contract.load();
  const clock = deps.clock ?? systemClock;
  const database = deps.database ?? (await openDatabase(locationFromConfig(config)));

  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    // One line per request, when it is answered (registerRequestLog), not one more on arrival.
    disableRequestLogging: true,
    genReqId: requestId,
    requestIdHeader: false,
    // Fastify accepts a hop count at run time; its types only list the other forms.
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: MAX_JSON_BODY_BYTES,
    // A path parameter of any length reaches its route, whose schema refuses it with a 400 in the
    // contract's shape (the router's default, 100, would turn a long id into a 414 or, with the
    // dashboard's catch-all, a 404). Node's header limit bounds the URL anyway.
    routerOptions: { maxParamLength: 16_384 },
    // Requests arriving while the server drains get the contract's 503 (plugins/graceful-drain.ts).
    return503OnClosing: false,
    // The router's own refusals (a malformed URL) answer in the contract's shape too.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void reply.code(400).type('application/json; charset=utf-8').send(answer('BAD_REQUEST'));
    },
  });
  app.addHook('onClose', async () => database.close());
  database.logTo(app.log);
  registerRequestLog(app);

  try {
    await migrateDatabase(database);
    await ensureConfiguredSuperadmin(app, database, config, clock);
    const demoSeed = config.seedDemo ? await seedIfEmpty(app, database, config, clock) : null;
    app.decorate<SeedOutcome | null>('demoSeed', demoSeed);
  } catch (error) {
    await app.close();
    throw error;
  }

  // Third-party plugins.
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: contentSecurityPolicy({ isProduction: config.isProduction }),
  });
  // JSON and other text answers above 1 kB, brotli at a cheap quality or gzip, as the client asks.
  // Built assets are compressed once at build time instead; the notification stream never is.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  // Only JSON is accepted (and multipart forms by the routes that take one: multipart-form.ts):
  // text bodies get a 415 instead of being parsed.
  app.removeContentTypeParser('text/plain');
  registerRequestBodies(app, contract);

  // Ours.
  app.setValidatorCompiler(createValidatorCompiler());
  app.setSerializerCompiler(createSerializerCompiler());
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);
  registerGracefulDrain(app);
  registerApiKeyGuard(app, { apiKey: config.apiKey, contract });

  const sms = deps.sms ?? createSmsProvider(config, deps.print);
  const db = database.db;
  const rateLimiter = new RateLimiter(db, clock);
  const botLimits = integrationLimits(config.limits);
  const tokens = new TokenService({ db, config, clock });
  try {
    const stopListening = await tokens.sessions.listen(database);
    app.addHook('preClose', async () => stopListening());
  } catch (error) {
    // Without the triggers' notifications every request reads its session, as it must.
    app.log.warn({ err: error }, 'sessions are read on every request (LISTEN failed)');
  }
  const otp = new OtpService({ db, config, clock, sms, rateLimiter, log: app.log });
  const auth = new AuthService({ db, config, clock, otp, tokens, rateLimiter });
  registerAuthentication(app, tokens, contract);
  const permissions = new Permissions(contract);

  if (deps.backgroundSweeps ?? true) {
    const stopPruning = schedulePruning(database, clock, app.log);
    const stopExpiring = scheduleQuoteExpiry(db, clock, app.log);
    app.addHook('onClose', async () => stopExpiring());
    const stopMarkingOverdue = schedulePeriodicSweep(
      async (signal) => {
        await markOverdueOrders(db, clock, signal);
      },
      app.log,
      'marking overdue orders',
    );
    app.addHook('onClose', async () => stopMarkingOverdue());
    app.addHook('onClose', async () => stopPruning());
  }

  const webhookSecrets = new SecretBox(config.webhookSecretKey);
  const dispatcher = new WebhookDispatcher({
    database,
    clock,
    log: app.log,
    settings: config.webhooks,
    secrets: webhookSecrets,
    links: { quoteLinkSecret: config.quoteLinkSecret, publicUrl: backgroundOrigin(config) },
  });
  app.decorate('webhookDispatcher', dispatcher);
  app.addHook('onReady', async () => dispatcher.start());
  // Before the database closes: attempts in flight get a moment, the rest are handed back.
  app.addHook('preClose', async () => dispatcher.stop(WEBHOOK_STOP_GRACE_MS));
  const jobRunner = new JobRunner({ database, clock, log: app.log });
  app.decorate('jobRunner', jobRunner);
  app.addHook('onReady', async () => jobRunner.start());
  app.addHook('preClose', async () => jobRunner.stop(JOB_STOP_GRACE_MS));

  const gateways = new GatewayDirectory({
    moyasarApiUrl: config.payments.moyasarApiUrl,
    localGateway: config.payments.localGateway,
    localApiUrl: () => ownUrl(app, `${LOCAL_GATEWAY_PREFIX}/v1`),
    secrets: webhookSecrets,
    timeoutMs: config.payments.gatewayTimeoutMs,
  });

  // One limit for everything a customer's quote link calls (reading, answering, paying).
  const quotePageLimit = {
    bucket: 'quote-page',
    limit: config.limits.quotePageRequests,
    windowSeconds: config.limits.quotePageWindowSeconds,
    reason: 'طلبات كثيرة لعروض الأسعار من هذا الجهاز',
  };

  // The customer's page shows an accepted version's payment and handover.
  const afterSale: AfterSaleReader = async (reader, orderId, quote) => {
    const [payment, fulfilment] = await Promise.all([
      publicPaymentOf(reader, orderId, quote),
      publicFulfilmentOf(reader, orderId, quote),
    ]);
    return { payment, fulfilment };
  };

  // Routes.
  await app.register(healthRoutes, { database });
  await app.register(authRoutes, { contract, config, db, clock, auth, tokens, permissions });
  await app.register(imageRoutes, { contract, db });
  await app.register(userRoutes, { contract, db, clock, permissions });
  await app.register(branchRoutes, { contract, db, clock });
  await app.register(sectionRoutes, { contract, db, clock, permissions });
  await app.register(formOptionRoutes, { contract, db });
  await app.register(aiRoutes, {
    contract,
    db,
    rateLimiter,
    questionLimit: botLimits.questions,
  });
  await app.register(chatSettingRoutes, { contract, db, clock });
  await app.register(salaryRoutes, { contract, db, clock });
  await app.register(orderRoutes, { contract, db, database, clock });
  await app.register(deskRoutes, { contract, db, clock, permissions });
  await app.register(routingRoutes, { contract, db, clock });
  await app.register(quoteRoutes, {
    contract,
    db,
    clock,
    config,
    rateLimiter,
    pageLimit: quotePageLimit,
    afterSale,
    jobRunner,
  });
  await app.register(paymentRoutes, {
    contract,
    db,
    clock,
    secrets: webhookSecrets,
    gateways,
    jobRunner,
    publicUrl: config.publicUrl,
    rateLimiter,
    pageLimit: quotePageLimit,
    notificationLimit: {
      bucket: 'gateway-notifications',
      limit: config.payments.notificationsPerMinute,
      windowSeconds: 60,
      reason: 'إشعارات كثيرة من هذا العنوان',
    },
    afterSale,
  });
  await app.register(fulfilmentRoutes, { contract, db, clock });
  await app.register(invoiceRoutes, {
    contract,
    db,
    clock,
    secrets: webhookSecrets,
    reporting: new ReportingDirectory({
      localStandIn: config.payments.localGateway,
      localApiUrl: () => ownUrl(app, LOCAL_ZATCA_PREFIX),
    }),
    jobRunner,
    rateLimiter,
    pageLimit: quotePageLimit,
  });
  if (config.payments.localGateway) {
    await app.register(localGatewayRoutes);
    await app.register(localZatcaRoutes);
  }
  await app.register(integrationRoutes, {
    contract,
    db,
    clock,
    config,
    rateLimiter,
    orderLimit: botLimits.orders,
    readLimit: botLimits.questions,
  });
  await app.register(integrationKeyRoutes, { contract, db, clock });
  const linkConfig = {
    quoteLinkSecret: config.quoteLinkSecret,
    publicUrl: backgroundOrigin(config),
  };
  await app.register(whatsappRoutes, {
    contract,
    db,
    clock,
    secrets: webhookSecrets,
    apiUrl: config.whatsapp.apiUrl,
    timeoutMs: config.whatsapp.timeoutMs,
    localStandIn: config.whatsapp.localStandIn,
    localApiUrl: () => ownUrl(app, LOCAL_WHATSAPP_API),
    origin: () => backgroundOrigin(config),
    quoteLinkOf: (orderId) => customerQuoteLink(db, linkConfig, orderId),
    jobRunner,
    rateLimiter,
    webhookLimit: {
      bucket: 'whatsapp-webhook',
      limit: config.whatsapp.webhookPerMinute,
      windowSeconds: 60,
      reason: 'إشعارات واتساب كثيرة لهذا الرقم',
    },
  });
  if (config.whatsapp.localStandIn) {
    await app.register(localWhatsappRoutes, {
      db,
      secrets: webhookSecrets,
      ownUrl: (path) => ownUrl(app, path),
    });
  }
  await app.register(webhookRoutes, {
    contract,
    db,
    clock,
    secrets: webhookSecrets,
    publicOnly: config.webhooks.publicOnly,
  });
  await app.register(statsRoutes, { contract, db, database, clock });
  await app.register(auditRoutes, {
    contract,
    db,
    clock,
    jobRunner,
    retentionDays: config.auditRetentionDays,
    vacuumAfterPrune: database.kind === 'pglite',
  });
  await app.register(notificationRoutes, {
    contract,
    database,
    db,
    clock,
    tokens,
    heartbeatSeconds: config.streamHeartbeatSeconds,
  });
  await app.register(apiReferenceRoutes, { isProduction: config.isProduction });
  await app.register(quotePageRoutes, { quotePageDir: config.quotePageDir });
  // Last: its catch-all answers browser navigations that no API route claimed.
  await app.register(webAppRoutes, { dashboardDir: config.dashboardDir });

  return app;
}

async function ensureConfiguredSuperadmin(
  app: FastifyInstance,
  database: DatabaseHandle,
  config: AppConfig,
  clock: Clock,
): Promise<void> {
  const phone = config.superadmin;
  const outcome = await ensureSuperadmin(database.db, {
    id: randomUUID(),
    phone: { dialCode: phone.dialCode, number: phone.number },
    now: clock.now(),
  });
  if (outcome === 'created') app.log.info({ dialCode: phone.dialCode }, 'superadmin created');
  if (outcome === 'phone-used-by-another-role') {
    app.log.warn('SUPERADMIN_PHONE belongs to a user with another role; no superadmin was created');
  }
}

/** A fresh database gets the demo companies; one that already holds companies is left alone. */
async function seedIfEmpty(
  app: FastifyInstance,
  database: DatabaseHandle,
  config: AppConfig,
  clock: Clock,
): Promise<SeedOutcome> {
  const outcome = await seedDemoData(
    {
      db: database.db,
      clock,
      superadmin: config.superadmin,
      quoteLinkSecret: config.quoteLinkSecret,
      localGateway: config.payments.localGateway,
      secrets: new SecretBox(config.webhookSecretKey),
    },
    { onlyIntoEmptyDatabase: true },
  );
  if (outcome.status === 'seeded') app.log.info(outcome.summary, 'demo data written');
  return outcome;
}
