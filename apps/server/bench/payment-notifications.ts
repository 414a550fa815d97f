/**
 * The payment gateway's notifications under its retries: many sales wait on a card payment the
 * customer has just made; the gateway's notification of each is POSTed to two server processes at
 * once (as a load balancer spreads, and as a gateway retries), one in four a third time, and each
 * payment must be recorded exactly once — one paid state, one payment row, one order event —
 * however the deliveries race.
 *
 *   DATABASE_URL=postgres://… pnpm --filter @taseer/server bench:payments
 *   … bench:payments -- --payments 500 --concurrency 20 --rate 3 --steady-seconds 30 --json rows.json
 *
 * Creates a scratch database next to DATABASE_URL's (dropped afterwards), migrates it, writes a
 * company with one branch and section, its tax profile and a development ZATCA stamp (so each
 * payment also issues and reports its invoice, as in production), and starts two server
 * processes on it (`dist/main.js`: run `pnpm build` first). This process plays the gateway and
 * the load balancer: it serves the product's own local stand-in for Moyasar (the company's
 * provider is `moyasar` with MOYASAR_API_URL pointing here, since the stand-in mounted in a server
 * keeps its checkouts in that one process's memory) and PUBLIC_URL, where it keeps the
 * notifications the stand-in sends instead of letting them through, to deliver them itself. Each
 * sale is set up through the API (the bot's order, the company's price, the customer's
 * acceptance and choice of card, the card paid on the hosted page); the checkouts' own
 * reconciliation, due two minutes after each opens, is put off for the run, so a payment is
 * recorded only through its notification. Deliveries come from 256 gateway addresses
 * (X-Forwarded-For), over the per-address limit of 600 a minute that one address would meet.
 *
 * Moyasar's notification carries no signature: the product trusts none of it and asks the
 * gateway about the checkout it names. The baseline, in the same run, is a bare Fastify process
 * doing the least a correct intake of a signed gateway could: parse the body, compare its shared
 * secret in constant time, insert the notification once under a unique key, answer 200 — the
 * same deliveries. Measured: for a burst, payments per second from the first POST until every
 * payment reads paid; then, at a steady rate, each payment's time from its first delivery to
 * being visible through the API (polled: the order's payments as staff see them, or the
 * customer's link). A benchmark, not a test: it asserts only that nothing was lost or doubled.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { openDatabase, type Database } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { rowsOf } from '../src/db/rows.js';
import { paymentSettings } from '../src/db/schema.js';
import { SecretBox } from '../src/lib/secret-box.js';
import { storeDevelopmentStamp } from '../src/modules/invoices/index.js';
import {
  LOCAL_GATEWAY_SECRET_KEY,
  localGatewayRoutes,
} from '../src/modules/payments/local-gateway.routes.js';
import { inParallel } from './in-parallel.js';
import {
  BENCH_ENV,
  printVerdicts,
  startServer,
  writeVerdicts,
  type ServerProcess,
  type Verdict,
} from './server-process.js';
import {
  acceptQuote,
  adminQuery,
  adminUrl,
  companyHeaders,
  customerAddress,
  databaseUrl,
  quotedOrder,
  writeSmallCompany,
  writeTaxProfile,
  type SmallCompany,
} from './tenant.js';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    payments: { type: 'string', default: '500' },
    concurrency: { type: 'string', default: '20' },
    /**
     * The steady rate (payments a second) the latency is measured at, for `--steady-seconds`: a
     * busy month's busiest hour (10,000 card payments) is under 3 a second.
     */
    rate: { type: 'string', default: '3' },
    'steady-seconds': { type: 'string', default: '30' },
    json: { type: 'string' },
  },
});
const PAYMENTS = Number(args.payments);
const CONCURRENCY = Number(args.concurrency);
const RATE = Number(args.rate);
const STEADY_SECONDS = Number(args['steady-seconds']);
const P99_GOAL_MS = 2_000;
const PAYING_CARD = '4201320111111010';
const NOTIFICATION_PATH = '/api/v1/payment-notifications/moyasar';
/** What the stand-in puts in each notification's `secret_token`. */
const SHARED_SECRET = 'local-gateway';
const GATEWAY_ADDRESSES = 256;

/** A sale waiting on its card payment, and the gateway's notification of it once paid. */
interface Sale {
  n: number;
  orderId: string;
  token: string;
  checkoutId: string;
  checkoutUrl: string;
  notification?: string;
}

async function main(): Promise<void> {
  const name = `taseer_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl(), `create database "${name}"`);
  const url = databaseUrl(name);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  const servers: ServerProcess[] = [];
  const gateway = await startGateway();
  try {
    await migrateDatabase(database);
    const company = await writeSmallCompany(database.db);
    await writeSellingSettings(database.db, company.companyId);
    for (let n = 0; n < 2; n += 1) {
      servers.push(
        await startServer({
          args: ['dist/main.js'],
          env: {
            ...BENCH_ENV,
            NODE_ENV: 'development',
            SEED_DEMO: 'false',
            PORT: '0',
            DATABASE_URL: url,
            PUBLIC_URL: gateway.url,
            MOYASAR_API_URL: `${gateway.url}/local-gateway/v1`,
            TRUST_PROXY: 'true',
            // Setting up a thousand sales is not what is measured.
            INTEGRATION_ORDER_LIMIT: '1000000',
          },
        }),
      );
    }
    const origin = (n: number) => (servers[n % servers.length] as ServerProcess).url;
    await writeTaxProfile(origin(0), company);

    const steady = Math.round(RATE * STEADY_SECONDS);
    const sales: Sale[] = [];
    const setupStarted = performance.now();
    await inParallel(
      Array.from({ length: PAYMENTS + steady }, (_, n) => n),
      16,
      async (n) => {
        sales.push(await saleAwaitingCard(origin(n), company, n));
      },
    );
    sales.sort((a, b) => a.n - b.n);
    await putOffReconciliation(database.db);
    await inParallel(sales, 8, (sale) => payOnHostedPage(sale.checkoutUrl));
    await gateway.waitForNotifications(sales, 60_000);
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    const burst = sales.slice(0, PAYMENTS);
    const later = sales.slice(PAYMENTS);

    // The baseline: the least a correct intake does, on the same database, same deliveries.
    const bare = await startBareIntake(url);
    const bareStarted = performance.now();
    const bareDeliveries = await deliverAll(burst, [`${bare.url}/hook`, `${bare.url}/hook`]);
    const bareSeconds = (performance.now() - bareStarted) / 1000;
    await bare.stop();

    const started = performance.now();
    const deliveries = await deliverAll(
      burst,
      servers.map((server) => `${server.url}${NOTIFICATION_PATH}`),
    );
    await waitUntilPaid(database.db, PAYMENTS, 300_000);
    const seconds = (performance.now() - started) / 1000;

    // The burst's invoices are still being issued and reported: the steady phase starts on a
    // quiet server, so it measures its own payments rather than the burst's backlog.
    await waitUntilQuiet(database.db, 300_000);
    const latencies: number[] = [];
    const steadyStarted = performance.now();
    await Promise.all(
      later.map(async (sale, n) => {
        const wait = steadyStarted + (n * 1000) / RATE - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const arrived = performance.now();
        await deliver(
          sale,
          servers.map((server) => `${server.url}${NOTIFICATION_PATH}`),
        );
        await waitUntilVisible(origin(n), company, sale, 60_000);
        latencies.push(performance.now() - arrived);
      }),
    );
    await waitUntilQuiet(database.db, 300_000);
    const counts = await recordedCounts(database.db);
    latencies.sort((a, b) => a - b);
    const at = (q: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;

    const total = PAYMENTS + steady;
    const once =
      counts.paid === total &&
      counts.paidOrders === total &&
      counts.flagged === 0 &&
      counts.paymentEvents === total &&
      counts.mostEventsOfAnOrder === 1 &&
      counts.invoices === total &&
      counts.failedJobs === 0;
    const rate = PAYMENTS / seconds;
    const bareRate = PAYMENTS / bareSeconds;
    const verdicts: Verdict[] = [
      {
        what: 'bare intake: JSON, shared secret compared, insert once (baseline, same deliveries)',
        goal: '—',
        measured: `${bareRate.toFixed(0)} notifications/s (${bareDeliveries} POSTs)`,
        met: null,
      },
      {
        what: `payment notifications, a burst of ${PAYMENTS}, each to 2 processes (+1 in 4 again, ${CONCURRENCY} at once)`,
        goal: 'every payment recorded once',
        measured:
          `${rate.toFixed(0)} payments/s recorded (each confirmed with the gateway) = ` +
          `${((rate / bareRate) * 100).toFixed(1)} % of the bare intake; for ${total} payments ` +
          `(${deliveries} POSTs in the burst): ${counts.paid} paid, ${counts.flagged} flagged, ` +
          `${counts.paymentEvents} payment events, ${counts.invoices} invoices, ` +
          `${counts.failedJobs} failed jobs`,
        met: once,
      },
      {
        what: `payment notifications at ${RATE}/s for ${STEADY_SECONDS} s, each to 2 processes`,
        goal: `p99 ≤ ${P99_GOAL_MS} ms from arrival to paid in the API`,
        measured: `p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms (${latencies.length} payments)`,
        met: latencies.length === steady && at(0.99) <= P99_GOAL_MS,
      },
    ];
    console.log(`set up ${sales.length} sales in ${setupSeconds.toFixed(0)} s`);
    printVerdicts(verdicts);
    writeVerdicts(args.json, verdicts);
    if (!once) throw new Error(`a payment was lost or recorded twice: ${JSON.stringify(counts)}`);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await gateway.close();
    await database.close();
    await adminQuery(adminUrl(), `drop database if exists "${name}" with (force)`);
  }
}

/**
 * Card payments through Moyasar (the stand-in here, reached with its own key), and the company's
 * development stamp, so each paid sale's invoice is signed and reported as in production.
 */
async function writeSellingSettings(db: Database, companyId: string): Promise<void> {
  const secrets = new SecretBox(BENCH_ENV.WEBHOOK_SECRET_KEY);
  await db.insert(paymentSettings).values({
    companyId,
    options: ['card'],
    onlinePercent: 100,
    gatewayProvider: 'moyasar',
    gatewaySecretKey: secrets.seal(LOCAL_GATEWAY_SECRET_KEY),
    gatewaySecretKeyHint: '••••eway',
  });
  await storeDevelopmentStamp(db, companyId, secrets, new Date());
}

/** Customer `n`'s accepted order with its checkout open at the gateway. */
async function saleAwaitingCard(origin: string, company: SmallCompany, n: number): Promise<Sale> {
  const order = await quotedOrder(origin, company, n);
  await acceptQuote(origin, order, n);
  const chosen = await fetch(`${origin}/api/v1/public/quotes/${order.token}/payment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': customerAddress(n) },
    body: JSON.stringify({ version: 1, option: 'card' }),
  });
  if (chosen.status !== 200) throw new Error(`choosing the card answered ${chosen.status}`);
  const { checkoutUrl } = (await chosen.json()) as { checkoutUrl: string };
  const checkoutId = checkoutUrl.split('/pay/')[1] ?? '';
  return { n, orderId: order.orderId, token: order.token, checkoutId, checkoutUrl };
}

/** The customer types the paying card on the gateway's hosted page (his return not followed). */
async function payOnHostedPage(checkoutUrl: string): Promise<void> {
  const answer = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number: PAYING_CARD, expiry: '12/30', cvc: '123', name: 'Bench' }),
    redirect: 'manual',
  });
  await answer.arrayBuffer();
  if (answer.status !== 303) throw new Error(`the hosted page answered ${answer.status}`);
}

/**
 * The reconciliation each checkout queued for two minutes after it opened would record the
 * payment without its notification: it is put off an hour, and a notification brings it forward.
 */
async function putOffReconciliation(db: Database): Promise<void> {
  await db.execute(sql`
    update jobs set next_attempt_at = now() + interval '1 hour'
    where kind = 'payment.confirm' and status = 'pending'
  `);
}

/**
 * Every sale's notification to each of `targets` at once, one in four once more after those are
 * answered (the gateway retrying a delivery it thinks was lost); answers the POSTs made.
 */
async function deliverAll(sales: Sale[], targets: string[]): Promise<number> {
  let posts = 0;
  await inParallel(sales, CONCURRENCY, async (sale) => {
    const made = await deliver(sale, targets);
    posts += made;
  });
  return posts;
}

async function deliver(sale: Sale, targets: string[]): Promise<number> {
  const body = sale.notification ?? '';
  const from = customerAddress(1_000_000 + (sale.n % GATEWAY_ADDRESSES));
  await Promise.all(targets.map((target) => post(target, body, from)));
  if (sale.n % 4 !== 0) return targets.length;
  await post(targets[sale.n % targets.length] as string, body, from);
  return targets.length + 1;
}

async function post(url: string, body: string, from: string): Promise<void> {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body,
  });
  await answer.arrayBuffer();
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
}

/** Until the sale reads paid: the order's payments as staff see them, or the customer's link. */
async function waitUntilVisible(
  origin: string,
  company: SmallCompany,
  sale: Sale,
  timeoutMs: number,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  const staff = sale.n % 2 === 0;
  for (;;) {
    const answer = staff
      ? await fetch(`${origin}/api/v1/orders/${sale.orderId}/payments`, {
          headers: companyHeaders(company),
        })
      : await fetch(`${origin}/api/v1/public/quotes/${sale.token}`, {
          headers: { 'x-forwarded-for': customerAddress(sale.n) },
        });
    if (answer.status !== 200) throw new Error(`reading the payment answered ${answer.status}`);
    const body = (await answer.json()) as { status?: string; payment?: { status: string } | null };
    if ((staff ? body.status : body.payment?.status) === 'paid') return;
    if (performance.now() > deadline) throw new Error(`order ${sale.orderId} never read paid`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function waitUntilPaid(db: Database, count: number, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from payments where status = 'paid'`),
    );
    if ((row?.n ?? 0) >= count) return;
    if (performance.now() > deadline) throw new Error(`only ${row?.n} of ${count} paid`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** No work due within the minute (the put-off reconciliations are not). */
async function waitUntilQuiet(db: Database, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`
        select count(*)::int as n from jobs
        where status = 'pending' and next_attempt_at < now() + interval '1 minute'
      `),
    );
    if ((row?.n ?? 0) === 0) return;
    if (performance.now() > deadline) throw new Error(`${row?.n} jobs still waiting`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function recordedCounts(db: Database) {
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(sql`
      select
        (select count(*)::int from payments where status = 'paid') as paid,
        (select count(*)::int from payments where status = 'flagged') as flagged,
        (select count(*)::int from orders where payment_status = 'paid') as "paidOrders",
        (select count(*)::int from order_events where type = 'payment.succeeded') as "paymentEvents",
        (select coalesce(max(n), 0)::int from (
          select count(*) as n from order_events where type = 'payment.succeeded' group by order_id
        ) per_order) as "mostEventsOfAnOrder",
        (select count(*)::int from tax_documents where kind = 'invoice') as invoices,
        (select count(*)::int from jobs where status = 'failed') as "failedJobs"
    `),
  );
  return row as Record<
    | 'paid'
    | 'flagged'
    | 'paidOrders'
    | 'paymentEvents'
    | 'mostEventsOfAnOrder'
    | 'invoices'
    | 'failedJobs',
    number
  >;
}

/**
 * The gateway, in this process: the product's stand-in for Moyasar, and PUBLIC_URL's
 * notification address, where the stand-in's notifications are kept for the bench to deliver.
 */
async function startGateway() {
  const app = Fastify();
  const kept = new Map<string, string>();
  await app.register(localGatewayRoutes);
  app.post(NOTIFICATION_PATH, async (request) => {
    const body = request.body as { data?: { invoice_id?: string } };
    kept.set(body.data?.invoice_id ?? '', JSON.stringify(body));
    return { received: true };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    /** Until the stand-in has notified every sale's payment; each sale then holds its own. */
    async waitForNotifications(sales: Sale[], timeoutMs: number): Promise<void> {
      const deadline = performance.now() + timeoutMs;
      while (sales.some((sale) => !kept.has(sale.checkoutId))) {
        if (performance.now() > deadline) throw new Error('the gateway did not notify every sale');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      for (const sale of sales) sale.notification = kept.get(sale.checkoutId);
    },
    close: () => app.close(),
  };
}

/** The baseline intake: JSON, the shared secret compared, one insert under a unique key, 200. */
async function startBareIntake(url: string): Promise<ServerProcess> {
  return startServer({
    args: [
      '--input-type=module',
      '-e',
      `
        import { timingSafeEqual } from 'node:crypto';
        import Fastify from 'fastify';
        import pg from 'pg';
        const pool = new pg.Pool({ connectionString: ${JSON.stringify(url)}, max: 8 });
        await pool.query(
          'create table bench_bare_notifications (notification_id text primary key, checkout_id text, payload jsonb)',
        );
        const secret = Buffer.from(${JSON.stringify(SHARED_SECRET)});
        const app = Fastify();
        app.post('/hook', async (request, reply) => {
          const body = request.body;
          const given = Buffer.from(String(body?.secret_token ?? ''));
          if (given.length !== secret.length || !timingSafeEqual(given, secret)) {
            return reply.code(401).send();
          }
          await pool.query(
            'insert into bench_bare_notifications values ($1, $2, $3) on conflict do nothing',
            [body.id, body.data?.invoice_id ?? null, body],
          );
          return { received: true };
        });
        app.addHook('onClose', () => pool.end());
        console.log(await app.listen({ port: 0, host: '127.0.0.1' }));
      `,
    ],
    env: {},
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
