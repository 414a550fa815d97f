/**
 * The customer's quote link under 50 customers at once: its page (`/q/{token}`, the built quote
 * page's HTML) and its API (`GET /api/v1/public/quotes/{token}`, the quote as JSON), each against
 * a bare baseline measured in the same run — a bare Fastify sending the same HTML file, and the
 * same bare Fastify answering a small JSON.
 *
 *   DATABASE_URL=postgres://… pnpm --filter @taseer/server bench:quote-page
 *   … bench:quote-page -- --seconds 10 --connections 50 --json rows.json
 *
 * Creates a scratch database next to DATABASE_URL's (dropped afterwards), a company with a bot
 * key, starts the built server on it (`dist/main.js`; run `pnpm build` first), submits an order
 * of three parts through the bot's API and prices it, then drives each target with autocannon
 * from this process, each request from another of 20,000 customer addresses (X-Forwarded-For,
 * the server trusting its proxy), so the link's per-address limit holds as for real customers.
 * A benchmark, not a test: it asserts only that every answer was a 200.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { openDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import {
  BENCH_ENV,
  printVerdicts,
  startServer,
  writeVerdicts,
  type ServerProcess,
  type Verdict,
} from './server-process.js';
import {
  adminQuery,
  adminUrl,
  customerAddress,
  databaseUrl,
  quotedOrder,
  writeSmallCompany,
} from './tenant.js';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    json: { type: 'string' },
  },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const GOAL_SHARE = 0.5;
/** Distinct customer addresses the requests come from. */
const CUSTOMERS = 20_000;
const QUOTE_PAGE_HTML = fileURLToPath(new URL('../../quote-page/dist/index.html', import.meta.url));

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
}

async function main(): Promise<void> {
  const name = `taseer_bench_${randomUUID().slice(0, 8)}`;
  await adminQuery(adminUrl(), `create database "${name}"`);
  const url = databaseUrl(name);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  const processes: ServerProcess[] = [];
  try {
    await migrateDatabase(database);
    const company = await writeSmallCompany(database.db);
    const server = await startServer({
      args: ['dist/main.js'],
      env: {
        ...BENCH_ENV,
        NODE_ENV: 'development',
        SEED_DEMO: 'false',
        PORT: '0',
        DATABASE_URL: url,
        // The customers' addresses come in X-Forwarded-For, as behind a load balancer.
        TRUST_PROXY: 'true',
      },
    });
    processes.push(server);
    const { token } = await quotedOrder(server.url, company);
    const bare = await startServer({ args: ['--input-type=module', '-e', bareServer()], env: {} });
    processes.push(bare);

    const bareHtml = await drive(`${bare.url}/page`);
    const page = await drive(`${server.url}/q/${token}`);
    const bareJson = await drive(`${bare.url}/json`);
    const api = await drive(`${server.url}/api/v1/public/quotes/${token}`);

    const row = (what: string, measured: Figures, baseline: Figures): Verdict => {
      const share = measured.requestsPerSecond / baseline.requestsPerSecond;
      return {
        what,
        goal: `≥ ${GOAL_SHARE * 100} % of its bare baseline`,
        measured:
          `${measured.requestsPerSecond.toFixed(0)} req/s = ${(share * 100).toFixed(1)} % ` +
          `(baseline ${baseline.requestsPerSecond.toFixed(0)} req/s); p50 ${measured.p50} ms, ` +
          `p99 ${measured.p99} ms`,
        met: share >= GOAL_SHARE && measured.failed === 0,
      };
    };
    const verdicts = [
      row(`customer's quote page /q/{token}, ${CONNECTIONS} customers`, page, bareHtml),
      row(`customer's quote API, ${CONNECTIONS} customers`, api, bareJson),
    ];
    printVerdicts(verdicts);
    writeVerdicts(args.json, verdicts);
    const failed = [bareHtml, page, bareJson, api].reduce((n, f) => n + f.failed, 0);
    if (failed > 0) throw new Error(`${failed} answers were not 200`);
  } finally {
    await Promise.all(processes.map((process) => process.stop()));
    await database.close();
    await adminQuery(adminUrl(), `drop database if exists "${name}" with (force)`);
  }
}

async function drive(target: string): Promise<Figures> {
  // A first call outside the measure: the server's statements are prepared, its files opened.
  const first = await fetch(target);
  if (first.status !== 200) throw new Error(`${target} answered ${first.status}`);
  await first.arrayBuffer();
  let next = 0;
  const result = await autocannon({
    url: target,
    connections: CONNECTIONS,
    duration: SECONDS,
    // Many customers, each a few requests: an address per request from a pool of 20,000, so
    // each address stays within the link's per-address limit as real customers do.
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          next = (next + 1) % CUSTOMERS;
          const address = customerAddress(next);
          return { ...request, headers: { ...request.headers, 'x-forwarded-for': address } };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** A bare Fastify: the quote page's HTML as a file read once, and a small JSON. */
function bareServer(): string {
  const html = JSON.stringify(readFileSync(QUOTE_PAGE_HTML, 'utf8'));
  return `
    import Fastify from 'fastify';
    const app = Fastify();
    const html = ${html};
    app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send(html));
    app.get('/json', async () => ({ status: 'sent', version: 1, total: 34500 }));
    console.log(await app.listen({ port: 0, host: '127.0.0.1' }));
  `;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
