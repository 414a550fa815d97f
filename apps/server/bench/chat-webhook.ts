/**
 * The WhatsApp webhook under Meta's retries: every customer message is POSTed, signed, to two
 * server processes at once (as Meta retries, and as a load balancer spreads), and must be handled
 * exactly once — one message, one assistant reply — however the two race.
 *
 *   DATABASE_URL=postgres://… pnpm --filter @taseer/server bench:chat-webhook
 *   … bench:chat-webhook -- --messages 2000 --concurrency 20 --json rows.json
 *
 * Creates a scratch database next to DATABASE_URL's (dropped afterwards), migrates it, writes a
 * company with one branch and section and its WhatsApp number on the local stand-in, and starts
 * two server processes on it (`dist/main.js`: run `pnpm build` first). The baseline, in the same
 * run, is a bare `node:http` intake that does the least any correct intake must: read the raw
 * body, check its HMAC, and insert the message's id under a unique key in PostgreSQL, answering
 * 200 (each message sent to it twice as well). Measured: for a burst, messages per second
 * from the first POST until every message is handled (its assistant reply stored), against the
 * baseline's rate for the same POSTs; then, at a steady rate, each message's time from arriving
 * to being handled (the inbox row's receipt to its processing, as the server recorded both). A
 * benchmark, not a test: it asserts only that nothing was lost or doubled.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { whatsappChannels } from '../src/db/schema.js';
import { SecretBox } from '../src/lib/secret-box.js';
import { sha256 } from '../src/lib/secrets.js';
import {
  BENCH_ENV,
  printVerdicts,
  startServer,
  writeVerdicts,
  type ServerProcess,
  type Verdict,
} from './server-process.js';
import { inParallel } from './in-parallel.js';
import { adminQuery, adminUrl, databaseUrl, writeSmallCompany } from './tenant.js';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    messages: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '20' },
    /** The steady rate (messages a second) the latency is measured at, for `--steady-seconds`. */
    rate: { type: 'string', default: '10' },
    'steady-seconds': { type: 'string', default: '30' },
    json: { type: 'string' },
  },
});
const MESSAGES = Number(args.messages);
const CONCURRENCY = Number(args.concurrency);
const RATE = Number(args.rate);
const STEADY_SECONDS = Number(args['steady-seconds']);
const P99_GOAL_MS = 2_000;

interface Channel {
  id: string;
  phoneNumberId: string;
  appSecret: string;
}

async function main(): Promise<void> {
  const name = `taseer_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl(), `create database "${name}"`);
  const url = databaseUrl(name);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  const servers: ServerProcess[] = [];
  try {
    await migrateDatabase(database);
    const channel = await writeChannel(database.db);
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
            // The row measures the intake, not the per-number limit (6,000 a minute by default).
            WHATSAPP_WEBHOOK_LIMIT: '1000000',
          },
        }),
      );
    }
    const bodies = Array.from({ length: MESSAGES }, (_, n) => notification(channel, n));

    // The baseline: the least a correct intake does, on the same database, same POSTs.
    const bare = await startBareIntake(url, channel.appSecret);
    const bareStarted = performance.now();
    await inParallel(bodies, CONCURRENCY, (body) =>
      Promise.all([
        post(bare.url, body, channel.appSecret),
        post(bare.url, body, channel.appSecret),
      ]),
    );
    const bareSeconds = (performance.now() - bareStarted) / 1000;
    await bare.close();

    const started = performance.now();
    await inParallel(bodies, CONCURRENCY, (body) =>
      Promise.all(
        servers.map((server) =>
          post(`${server.url}/api/v1/whatsapp/webhook/${channel.id}`, body, channel.appSecret),
        ),
      ),
    );
    const handled = await waitUntilHandled(database.db, MESSAGES, 300_000);
    const seconds = (handled - started) / 1000;

    // The burst's replies are still being sent and reported on: the steady phase starts on a
    // quiet server, so it measures its own messages rather than the burst's backlog.
    await waitUntilQuiet(database.db, 300_000);
    // The latency at a steady rate a busy shop meets, each message again to both processes.
    const steady = Math.round(RATE * STEADY_SECONDS);
    const firstSteadyInbox = await lastInboxId(database.db);
    const steadyBodies = Array.from({ length: steady }, (_, n) =>
      notification(channel, MESSAGES + n),
    );
    const steadyStarted = performance.now();
    await Promise.all(
      steadyBodies.map(async (body, n) => {
        const wait = steadyStarted + (n * 1000) / RATE - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        await Promise.all(
          servers.map((server) =>
            post(`${server.url}/api/v1/whatsapp/webhook/${channel.id}`, body, channel.appSecret),
          ),
        );
      }),
    );
    const total = MESSAGES + steady;
    await waitUntilHandled(database.db, total, 300_000);
    const figures = await recordedFigures(database.db, firstSteadyInbox);

    const once = figures.inbound === total && figures.replies === total;
    const rate = MESSAGES / seconds;
    const bareRate = MESSAGES / bareSeconds;
    const verdicts: Verdict[] = [
      {
        what: 'bare intake: raw body, HMAC, insert once (baseline, same POSTs)',
        goal: '—',
        measured: `${bareRate.toFixed(0)} messages/s`,
        met: null,
      },
      {
        what: `WhatsApp webhook, a burst of ${MESSAGES}, each to 2 processes (${CONCURRENCY} at once)`,
        goal: 'every message handled once',
        measured:
          `${rate.toFixed(0)} messages/s handled (with their replies sent) = ` +
          `${((rate / bareRate) * 100).toFixed(1)} % of the bare intake; ` +
          `${figures.inbound} messages and ${figures.replies} replies for ${total} sent twice`,
        met: once,
      },
      {
        what: `WhatsApp webhook at ${RATE} messages/s for ${STEADY_SECONDS} s, each to 2 processes`,
        goal: `p99 ≤ ${P99_GOAL_MS} ms from arrival to handled`,
        measured: `p50 ${figures.p50.toFixed(0)} ms, p99 ${figures.p99.toFixed(0)} ms`,
        met: figures.p99 <= P99_GOAL_MS,
      },
    ];
    printVerdicts(verdicts);
    writeVerdicts(args.json, verdicts);
    if (!once) throw new Error('a message was lost or handled twice');
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database.close();
    await adminQuery(adminUrl(), `drop database if exists "${name}" with (force)`);
  }
}

/** A company with one branch and section, and its number on the local stand-in. */
async function writeChannel(db: Db): Promise<Channel> {
  const { companyId } = await writeSmallCompany(db);
  const secrets = new SecretBox(BENCH_ENV.WEBHOOK_SECRET_KEY);
  const channel = {
    id: randomUUID(),
    phoneNumberId: `1${String(Date.now()).padStart(14, '0')}`,
    appSecret: randomBytes(24).toString('hex'),
  };
  await db.insert(whatsappChannels).values({
    id: channel.id,
    companyId,
    provider: 'local',
    phoneNumberId: channel.phoneNumberId,
    displayPhone: '+966 55 000 9999',
    accessTokenSealed: secrets.seal('local-whatsapp-token'),
    appSecretSealed: secrets.seal(channel.appSecret),
    verifyTokenHash: sha256(randomUUID()),
  });
  return channel;
}

/** Meta's notification of one customer's first message. */
function notification(channel: Channel, n: number): string {
  const from = `9665${String(10_000_000 + n).slice(-8)}`;
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'bench',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { phone_number_id: channel.phoneNumberId },
              contacts: [{ wa_id: from, profile: { name: `عميل ${n}` } }],
              messages: [
                {
                  from,
                  id: `wamid.bench.${n}.${randomUUID()}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'text',
                  text: { body: 'السلام عليكم' },
                },
              ],
            },
          },
        ],
      },
    ],
  });
}

async function post(url: string, body: string, secret: string): Promise<void> {
  const answer = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
    },
    body,
  });
  await answer.arrayBuffer();
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
}

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

/** When every message has its assistant reply stored (handled), by this process's clock. */
async function waitUntilHandled(db: Db, count: number, timeoutMs: number): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const result = await db.execute(
      sql`select count(*)::int as n from chat_inbox where event_key like 'message:%' and processed_at is not null`,
    );
    const n = (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    if (n >= count) return performance.now();
    if (performance.now() > deadline) throw new Error(`only ${n} of ${count} handled`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** No WhatsApp work left: every inbox row processed and no WhatsApp job pending. */
async function waitUntilQuiet(db: Db, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const result = await db.execute(sql`
      select (select count(*)::int from chat_inbox where processed_at is null)
           + (select count(*)::int from jobs where status = 'pending' and kind like 'whatsapp.%') as n
    `);
    const n = (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    if (n === 0) return;
    if (performance.now() > deadline) throw new Error(`${n} WhatsApp events still waiting`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function lastInboxId(db: Db): Promise<number> {
  const result = await db.execute(sql`select coalesce(max(id), 0)::bigint as id from chat_inbox`);
  return Number((result as unknown as { rows: { id: string }[] }).rows[0]?.id ?? 0);
}

/** The counts over the whole run; the latencies of the messages that arrived after `fromInbox`. */
async function recordedFigures(db: Db, fromInbox: number) {
  const result = await db.execute(sql`
    select
      (select count(*)::int from chat_messages where direction = 'in') as inbound,
      (select count(*)::int from chat_messages where direction = 'out') as replies,
      (select percentile_cont(0.5) within group (order by extract(epoch from processed_at - created_at) * 1000)
         from chat_inbox where event_key like 'message:%' and id > ${fromInbox}) as p50,
      (select percentile_cont(0.99) within group (order by extract(epoch from processed_at - created_at) * 1000)
         from chat_inbox where event_key like 'message:%' and id > ${fromInbox}) as p99
  `);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  return {
    inbound: Number(row.inbound),
    replies: Number(row.replies),
    p50: Number(row.p50),
    p99: Number(row.p99),
  };
}

/** The baseline intake: raw body, HMAC compared, one insert under a unique key, 200. */
async function startBareIntake(url: string, secret: string) {
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  await pool.query('create table bench_bare_inbox (event_key text primary key, payload jsonb)');
  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const raw = Buffer.concat(chunks);
      const expected = `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
      if (incoming.headers['x-hub-signature-256'] !== expected) {
        response.writeHead(401).end();
        return;
      }
      const body = JSON.parse(raw.toString('utf8')) as {
        entry: { changes: { value: { messages: { id: string }[] } }[] }[];
      };
      const id = body.entry[0]?.changes[0]?.value.messages[0]?.id ?? '';
      pool
        .query(
          'insert into bench_bare_inbox (event_key, payload) values ($1, $2) on conflict do nothing',
          [`message:${id}`, raw.toString('utf8')],
        )
        .then(() => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'))
        .catch(() => response.writeHead(500).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end();
    },
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
