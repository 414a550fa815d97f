/**
 * ZATCA invoices under 20 sales completed at once: twenty orders are paid in full at the same
 * moment (cash recorded by staff, the requests spread over two server processes), so twenty
 * invoice jobs ask for the company's next number at once. Each must take the next counter and
 * number of its kind with no gap and no repeat, and the previous invoice's hash (PIH), so the
 * chain ZATCA checks holds.
 *
 *   DATABASE_URL=postgres://… pnpm --filter @taseer/server bench:invoices
 *   … bench:invoices -- --rounds 5 --sales 20 --json rows.json
 *   DATABASE_URL= pnpm --filter @taseer/server bench:invoices     # on PGlite, one process
 *
 * Creates a scratch database next to DATABASE_URL's (or, with DATABASE_URL empty, a temporary
 * PGlite directory, which one server process opens), migrates it, writes a company with one
 * branch and section and a development ZATCA stamp (so each invoice is signed and its report
 * queued, as in production), starts the server processes on it (`dist/main.js`: run `pnpm build`
 * first), saves the company's tax profile and sets up each sale through the API (the bot's
 * order, the company's price, the customer's acceptance on his link). Then, round by round, the
 * sales' full amounts are recorded at once and the company's invoice list is read until each
 * sale's invoice is in it: an invoice's time is from its payment being sent to its being listed
 * (the job issues it after the payment commits). The rounds are apart: each starts once the
 * last one's invoices are reported. The baseline, on the same database before the server opens
 * it, as many at once, is a bare transaction taking a counter under a row lock, inserting a
 * numbered row with the previous row's hash and moving the counter on. A benchmark, not a test:
 * it asserts only that the numbers and the chain are whole.
 */
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { INITIAL_PIH, invoiceHash } from '@taseer/zatca';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { rowsOf } from '../src/db/rows.js';
import { inTransaction } from '../src/db/transaction.js';
import { SecretBox } from '../src/lib/secret-box.js';
import { storeDevelopmentStamp } from '../src/modules/invoices/index.js';
import { inParallel } from './in-parallel.js';
import {
  BENCH_ENV,
  kindLabel,
  printVerdicts,
  startServer,
  writeVerdicts,
  type ServerProcess,
  type Verdict,
} from './server-process.js';
import {
  acceptQuote,
  benchTargets,
  companyHeaders,
  quotedOrder,
  writeSmallCompany,
  writeTaxProfile,
  type SmallCompany,
} from './tenant.js';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    rounds: { type: 'string', default: '5' },
    /** Sales completed at once in each round. */
    sales: { type: 'string', default: '20' },
    json: { type: 'string' },
  },
});
const ROUNDS = Number(args.rounds);
const AT_ONCE = Number(args.sales);
const P99_GOAL_MS = 2_000;
// The list's longest page: a round must fit on it to be watched there.
if (AT_ONCE > 30) throw new Error('--sales: at most 30 at once');

interface Sale {
  orderId: string;
  dueHalalas: number;
}

/** Invoices per second over the rounds, and each invoice's time in ms, sorted. */
interface Issuing {
  perSecond: number;
  times: number[];
}

async function main(): Promise<void> {
  const [target] = await benchTargets({ poolSize: AT_ONCE });
  if (!target) throw new Error('no database to measure on');
  let database: DatabaseHandle | null = await target.open();
  const servers: ServerProcess[] = [];
  try {
    await migrateDatabase(database);
    const company = await writeSmallCompany(database.db);
    await storeDevelopmentStamp(
      database.db,
      company.companyId,
      new SecretBox(BENCH_ENV.WEBHOOK_SECRET_KEY),
      new Date(),
    );
    const bare = await bareIssuing(database.db);
    // PGlite is one process's: the server opens the directory once this process has let go.
    if (target.kind === 'pglite') {
      await database.close();
      database = null;
    }
    const processes = target.kind === 'postgres' ? 2 : 1;
    for (let n = 0; n < processes; n += 1) {
      servers.push(
        await startServer({
          args: ['dist/main.js'],
          env: {
            ...BENCH_ENV,
            ...target.env,
            NODE_ENV: 'development',
            SEED_DEMO: 'false',
            PORT: '0',
            TRUST_PROXY: 'true',
            INTEGRATION_ORDER_LIMIT: '1000000',
          },
        }),
      );
    }
    const origin = (n: number) => (servers[n % servers.length] as ServerProcess).url;
    await writeTaxProfile(origin(0), company);
    const sales: Sale[] = [];
    await inParallel(
      Array.from({ length: ROUNDS * AT_ONCE }, (_, n) => n),
      8,
      async (n) => {
        sales[n] = await soldOrder(origin(n), company, n);
      },
    );

    const rounds: { sent: number[]; seen: number[] }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      await waitUntilReported(origin(0), company, 300_000);
      const batch = sales.slice(round * AT_ONCE, (round + 1) * AT_ONCE);
      const sent: number[] = [];
      const watching = watchInvoiceList(origin(0), company, batch);
      await Promise.all(
        batch.map(async (sale, n) => {
          sent[n] = performance.now();
          await payInFull(origin(n), company, sale);
        }),
      );
      rounds.push({ sent, seen: await watching });
    }
    await waitUntilReported(origin(0), company, 300_000);
    const issued = issuingOf(rounds);
    await Promise.all(servers.map((server) => server.stop()));
    database ??= await target.open();
    const chain = await checkChain(database.db, company.companyId, sales);

    const at = (times: number[], q: number) =>
      times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
    const total = ROUNDS * AT_ONCE;
    const verdicts: Verdict[] = [
      {
        what: `bare ${kindLabel(target.kind)}: ${AT_ONCE} transactions at once × ${ROUNDS}, a counter under a row lock, a chained insert (baseline)`,
        goal: '—',
        measured:
          `${bare.perSecond.toFixed(0)} rows/s, p50 ${at(bare.times, 0.5).toFixed(0)} ms, ` +
          `p99 ${at(bare.times, 0.99).toFixed(0)} ms`,
        met: null,
      },
      {
        what: `invoice issuing, ${AT_ONCE} sales paid at once × ${ROUNDS}, ${kindLabel(target.kind)}, ${processes} process${processes > 1 ? 'es' : ''}, signed`,
        goal: 'numbers gapless and unique, hash chain intact',
        measured:
          `${issued.perSecond.toFixed(1)} invoices/s = ` +
          `${((issued.perSecond / bare.perSecond) * 100).toFixed(1)} % of the bare counter; ` +
          `${chain.invoices} invoices for ${total} sales, ${chain.problems.length ? chain.problems.join('; ') : `INV-000001…INV-${String(chain.invoices).padStart(6, '0')} gapless, chain intact`}`,
        met: chain.problems.length === 0 && chain.invoices === total,
      },
      {
        what: `invoice issuing, ${AT_ONCE} sales paid at once, each invoice (${kindLabel(target.kind)})`,
        goal: `p99 ≤ ${P99_GOAL_MS} ms from paid to listed`,
        measured: `p50 ${at(issued.times, 0.5).toFixed(0)} ms, p99 ${at(issued.times, 0.99).toFixed(0)} ms`,
        met: at(issued.times, 0.99) <= P99_GOAL_MS,
      },
    ];
    printVerdicts(verdicts);
    writeVerdicts(args.json, verdicts);
    if (chain.problems.length > 0) throw new Error(chain.problems.join('; '));
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
    await target.dispose();
  }
}

/** Customer `n`'s order, priced and accepted: what is still owed on it. */
async function soldOrder(origin: string, company: SmallCompany, n: number): Promise<Sale> {
  const order = await quotedOrder(origin, company, n);
  await acceptQuote(origin, order, n);
  const money = await fetch(`${origin}/api/v1/orders/${order.orderId}/payments`, {
    headers: companyHeaders(company),
  });
  if (money.status !== 200) throw new Error(`the order's payments answered ${money.status}`);
  const { outstandingHalalas } = (await money.json()) as { outstandingHalalas: number };
  return { orderId: order.orderId, dueHalalas: outstandingHalalas };
}

/** Staff record the whole amount in cash: the sale is complete and its invoice due. */
async function payInFull(origin: string, company: SmallCompany, sale: Sale): Promise<void> {
  const recorded = await fetch(`${origin}/api/v1/orders/${sale.orderId}/payments`, {
    method: 'POST',
    headers: companyHeaders(company),
    body: JSON.stringify({ method: 'cash', amountHalalas: sale.dueHalalas }),
  });
  await recorded.arrayBuffer();
  if (recorded.status !== 201) throw new Error(`recording the payment answered ${recorded.status}`);
}

/**
 * Reads the company's invoice list until every sale of `batch` is in it; answers when each
 * was first seen there (performance.now(), in the batch's order).
 */
async function watchInvoiceList(
  origin: string,
  company: SmallCompany,
  batch: Sale[],
): Promise<number[]> {
  const wanted = new Set(batch.map((sale) => sale.orderId));
  const seen = new Map<string, number>();
  const deadline = performance.now() + 120_000;
  while (seen.size < batch.length) {
    const listed = await fetch(`${origin}/api/v1/invoices/?limit=30&kind=invoice`, {
      headers: companyHeaders(company),
    });
    if (listed.status !== 200) throw new Error(`the invoice list answered ${listed.status}`);
    const { documents } = (await listed.json()) as { documents: { orderId: string }[] };
    const now = performance.now();
    for (const { orderId } of documents) {
      if (wanted.has(orderId) && !seen.has(orderId)) seen.set(orderId, now);
    }
    if (now > deadline) throw new Error(`${batch.length - seen.size} invoices never listed`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return batch.map((sale) => seen.get(sale.orderId) ?? NaN);
}

function issuingOf(rounds: { sent: number[]; seen: number[] }[]): Issuing {
  let seconds = 0;
  const times: number[] = [];
  for (const { sent, seen } of rounds) {
    seconds += (Math.max(...seen) - Math.min(...sent)) / 1000;
    times.push(...seen.map((at, n) => at - (sent[n] ?? at)));
  }
  return { perSecond: times.length / seconds, times: times.sort((a, b) => a - b) };
}

/**
 * The company's documents in counter order: counters 1…n, invoice numbers INV-000001… with none
 * twice, each one's PIH the hash before it (the first the initial PIH), each hash that of its
 * XML, and one invoice per sale.
 */
async function checkChain(db: Database, companyId: string, sales: Sale[]) {
  const documents = rowsOf<{
    counter: number;
    sequence: number;
    number: string;
    kind: string;
    order_id: string;
    hash: string;
    previous_hash: string;
    xml: string;
  }>(
    await db.execute(sql`
      select counter, sequence, number, kind, order_id, hash, previous_hash, xml
      from tax_documents where company_id = ${companyId} order by counter
    `),
  );
  const problems: string[] = [];
  let previous = INITIAL_PIH;
  let invoices = 0;
  documents.forEach((document, n) => {
    if (Number(document.counter) !== n + 1)
      problems.push(`counter ${document.counter} at ${n + 1}`);
    if (document.kind === 'invoice') {
      invoices += 1;
      const expected = `INV-${String(invoices).padStart(6, '0')}`;
      if (Number(document.sequence) !== invoices || document.number !== expected) {
        problems.push(`${document.number} where ${expected} was due`);
      }
    }
    if (document.previous_hash !== previous)
      problems.push(`${document.number}'s PIH is not the hash before it`);
    if (invoiceHash(document.xml) !== document.hash)
      problems.push(`${document.number}'s hash is not its XML's`);
    previous = document.hash;
  });
  const invoiced = new Set(documents.filter((d) => d.kind === 'invoice').map((d) => d.order_id));
  if (invoiced.size !== invoices) problems.push('an order has two invoices');
  const missing = sales.filter((sale) => !invoiced.has(sale.orderId)).length;
  if (missing > 0) problems.push(`${missing} sales without an invoice`);
  return { invoices, problems };
}

/** Until none of the newest invoices waits for its report to ZATCA. */
async function waitUntilReported(
  origin: string,
  company: SmallCompany,
  timeoutMs: number,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const listed = await fetch(`${origin}/api/v1/invoices/?limit=30`, {
      headers: companyHeaders(company),
    });
    if (listed.status !== 200) throw new Error(`the invoice list answered ${listed.status}`);
    const { documents } = (await listed.json()) as { documents: { reportingStatus: string }[] };
    const waiting = documents.filter((document) => document.reportingStatus === 'pending');
    if (waiting.length === 0) return;
    if (performance.now() > deadline) throw new Error(`${waiting.length} invoices not reported`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The baseline: the same rounds of transactions at once, each the least a gapless chained
 * numbering does (the counter row locked, a row with the next number and the previous hash, the
 * counter moved on), on a pool as wide as a round (PGlite, one connection, runs them in turn).
 */
async function bareIssuing(db: Database): Promise<Issuing> {
  await db.execute(sql`
    create table bench_bare_counter (id int primary key, last_counter int not null,
      last_hash text not null)
  `);
  await db.execute(sql`
    create table bench_bare_documents (counter int primary key, number text unique not null,
      previous_hash text not null, hash text not null)
  `);
  const issueOne = () =>
    inTransaction(db, async (tx) => {
      await tx.execute(
        sql`insert into bench_bare_counter values (1, 0, ${INITIAL_PIH}) on conflict do nothing`,
      );
      const [row] = rowsOf<{ last_counter: number; last_hash: string }>(
        await tx.execute(
          sql`select last_counter, last_hash from bench_bare_counter where id = 1 for update`,
        ),
      );
      const counter = Number(row?.last_counter ?? 0) + 1;
      const previous = row?.last_hash ?? INITIAL_PIH;
      const number = `INV-${String(counter).padStart(6, '0')}`;
      const hash = createHash('sha256').update(`${previous}${number}`).digest('base64');
      await tx.execute(
        sql`insert into bench_bare_documents values (${counter}, ${number}, ${previous}, ${hash})`,
      );
      await tx.execute(
        sql`update bench_bare_counter set last_counter = ${counter}, last_hash = ${hash} where id = 1`,
      );
    });
  // One round outside the measure: the pool's connections opened.
  await Promise.all(Array.from({ length: AT_ONCE }, issueOne));
  const rounds: { sent: number[]; seen: number[] }[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const sent: number[] = [];
    const seen: number[] = [];
    await Promise.all(
      Array.from({ length: AT_ONCE }, async (_, n) => {
        sent[n] = performance.now();
        await issueOne();
        seen[n] = performance.now();
      }),
    );
    rounds.push({ sent, seen });
  }
  return issuingOf(rounds);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
