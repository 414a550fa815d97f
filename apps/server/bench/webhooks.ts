/**
 * How soon a bot hears that an order was priced, and whether the outbox keeps up.
 *
 *   DATABASE_URL=postgres://… pnpm --filter @taseer/server bench:webhooks
 *   … bench:webhooks -- --rate 1000 --seconds 60 --processes 2
 *
 * Creates a scratch database next to DATABASE_URL's (dropped afterwards), starts N server
 * processes on it (`dist/main.js` when built, else tsx), a company with a bot key and one webhook
 * endpoint pointing at a local receiver, then for `--seconds` submits and prices orders at
 * `--rate` a minute, alternating the processes. For each order it times the moment the pricing
 * call answered (its event committed) to the moment the receiver got `order.priced`; after the
 * last pricing, how long until the outbox is drained. The baseline in the same run is a bare
 * signed POST from this process to the same receiver. A benchmark, not a test: it prints figures
 * and asserts only that every event arrived exactly once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { webhookEndpoints } from '../src/db/schema.js';
import { signedHeaders } from '../src/modules/webhooks/webhook-message.js';
import { SecretBox } from '../src/lib/secret-box.js';
import { newSigningSecret } from '../src/modules/webhooks/webhook-secret.js';
import { adminQuery, writeSmallCompany, type SmallCompany } from './tenant.js';

const { values: args } = parseArgs({
  // pnpm passes the `--` that separates its own options on.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    rate: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '60' },
    processes: { type: 'string', default: '2' },
  },
});
const RATE_PER_MINUTE = Number(args.rate);
const SECONDS = Number(args.seconds);
const PROCESSES = Number(args.processes);
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const ENV = {
  API_KEY: 'bench-api-key-0123456789',
  JWT_SECRET: 'bench-jwt-secret-0123456789-0123456789',
  WEBHOOK_SECRET_KEY: 'bench-webhook-secret-key-0123456789',
  INTEGRATION_ORDER_LIMIT: '1000000',
};

interface Arrival {
  at: number;
  orderId: string;
  webhookId: string;
}

async function main(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('bench:webhooks needs DATABASE_URL (several processes share it)');
  const name = `taseer_bench_${randomUUID().slice(0, 8)}`;
  await adminQuery(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  const servers: ChildProcess[] = [];
  const receiver = await startReceiver();
  try {
    await migrateDatabase(database);
    const company = await writeCompany(database, receiver.url);
    const origins = await Promise.all(
      Array.from({ length: PROCESSES }, () => startServer(databaseUrl, servers)),
    );
    const baseline = await bareSends(receiver.url, 200);

    const total = Math.round((RATE_PER_MINUTE * SECONDS) / 60);
    const pricedAt = new Map<string, number>();
    const gap = 60_000 / RATE_PER_MINUTE;
    const started = performance.now();
    const work: Promise<void>[] = [];
    for (let n = 0; n < total; n += 1) {
      const due = started + n * gap;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const origin = origins[n % origins.length]!;
      work.push(
        submitAndPrice(origin, company).then(({ orderId, at }) => {
          pricedAt.set(orderId, at);
        }),
      );
    }
    await Promise.all(work);
    const lastPriced = Math.max(...pricedAt.values());
    await receiver.until(total, 120_000);
    const drainedMs = Math.max(0, receiver.arrivals.at(-1)!.at - lastPriced);

    const latencies = receiver.arrivals.map(
      (arrival) => arrival.at - pricedAt.get(arrival.orderId)!,
    );
    const ids = new Set(receiver.arrivals.map((arrival) => arrival.webhookId));
    const rows = [
      ['bare signed POST to the receiver (baseline)', ...summary(baseline)],
      [`order priced → webhook received (${PROCESSES} processes)`, ...summary(latencies)],
    ];
    console.log(
      `\n${total} orders priced in ${SECONDS} s (${RATE_PER_MINUTE}/min), ` +
        `${receiver.arrivals.length} webhooks received, ${ids.size} distinct ids, ` +
        `outbox drained ${Math.round(drainedMs)} ms after the last pricing\n`,
    );
    console.log('| what | p50 ms | p99 ms | max ms |\n|---|---|---|---|');
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
    if (receiver.arrivals.length !== total || ids.size !== total) {
      throw new Error('some events were lost or doubled');
    }
  } finally {
    for (const server of servers) server.kill('SIGTERM');
    await Promise.all(servers.map((server) => new Promise((r) => server.once('close', r))));
    await receiver.close();
    await database.close();
    await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
  }
}

function summary(values: number[]): string[] {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return [at(0.5), at(0.99), sorted.at(-1)!].map((value) => value.toFixed(1));
}

/** A company with one branch and section, its bot key, an admin token and one endpoint. */
async function writeCompany(database: DatabaseHandle, receiverUrl: string): Promise<SmallCompany> {
  const company = await writeSmallCompany(database.db);
  await database.db.insert(webhookEndpoints).values({
    id: randomUUID(),
    companyId: company.companyId,
    url: receiverUrl,
    events: ['order.priced'],
    secret: new SecretBox(ENV.WEBHOOK_SECRET_KEY).seal(newSigningSecret()),
  });
  return company;
}

async function submitAndPrice(
  origin: string,
  company: SmallCompany,
): Promise<{ orderId: string; at: number }> {
  const created = await fetch(`${origin}/api/v1/integration/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-integration-key': company.botKey,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({
      client: { name: 'عميل القياس', phone: { dialCode: '+966', number: '0551234567' } },
      vehicle: { mark: 'تويوتا', model: 'كامري', year: 2020 },
      pieces: [{ nameAr: 'فلتر زيت', quantity: 1 }],
    }),
  });
  if (created.status !== 201) throw new Error(`intake answered ${created.status}`);
  const order = ((await created.json()) as { order: { _id: string; pieces: { _id: string }[] } })
    .order;
  const priced = await fetch(`${origin}/api/v1/orders/${order._id}`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      'x-api-key': ENV.API_KEY,
      authorization: `Bearer ${company.token}`,
    },
    body: JSON.stringify({
      id: order._id,
      payload: order.pieces.map((piece) => ({ id: piece._id, price: 100 })),
      status: 'completed',
    }),
  });
  const at = performance.now();
  if (priced.status !== 200) throw new Error(`pricing answered ${priced.status}`);
  await priced.arrayBuffer();
  return { orderId: order._id, at };
}

/** The baseline: signing and POSTing one webhook-sized body, nothing else. */
async function bareSends(url: string, count: number): Promise<number[]> {
  const secret = newSigningSecret();
  const body = JSON.stringify({ type: 'bench', data: { padding: 'x'.repeat(3000) } });
  const times: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      const outgoing = request(
        url,
        {
          method: 'POST',
          agent: false,
          headers: {
            ...signedHeaders(`msg_${randomUUID().replace(/-/g, '')}`, body, new Date(), [secret]),
            'content-type': 'application/json',
          },
        },
        (response) => {
          response.resume();
          response.on('end', resolve);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
    times.push(performance.now() - started);
  }
  return times;
}

async function startReceiver() {
  const arrivals: Arrival[] = [];
  const server = createServer((incoming: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const at = performance.now();
      const body = Buffer.concat(chunks).toString('utf8');
      const event = JSON.parse(body) as {
        type: string;
        data: { order?: { order: { _id: string } } };
      };
      if (event.type === 'order.priced') {
        arrivals.push({
          at,
          orderId: event.data.order!.order._id,
          webhookId: String(incoming.headers['webhook-id']),
        });
      }
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    arrivals,
    async until(count: number, timeoutMs: number) {
      const deadline = Date.now() + timeoutMs;
      while (arrivals.length < count && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Anything doubled would arrive now.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function startServer(databaseUrl: string, servers: ChildProcess[]): Promise<string> {
  const built = existsSync(`${SERVER_DIR}/dist/main.js`);
  const child = spawn(
    process.execPath,
    built ? ['dist/main.js'] : ['--import', 'tsx', 'src/main.ts'],
    {
      cwd: SERVER_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'development',
        SEED_DEMO: 'false',
        PORT: '0',
        LOG_LEVEL: 'warn',
        DATABASE_URL: databaseUrl,
        ...ENV,
      },
    },
  );
  servers.push(child);
  let seen = '';
  child.stdout!.on('data', (chunk: Buffer) => (seen += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (seen += chunk.toString()));
  for (let waited = 0; waited < 60_000; waited += 50) {
    const found = /http:\/\/127\.0\.0\.1:\d+/.exec(seen)?.[0];
    if (found) return found;
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`a server did not start:\n${seen}`);
}

await main();
