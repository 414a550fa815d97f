import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { EXPIRY_RUN_LIMIT, expireDueQuotes } from '../src/modules/quotes/quote-expiry.js';
import { generateVolume } from '../src/seed/volume-data.js';
import { signIn } from './support/auth-helpers.js';
import { SUPERADMIN_PHONE } from './support/org-fixtures.js';
import { answeredInTurn } from './support/raw-http.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * The once-a-minute expiry sweep over a backlog of open quotes whose validity passed long ago
 * (as a bulk load or a server stopped for days leaves): one run closes at most
 * EXPIRY_RUN_LIMIT of them, each once with its `quote.expired` event, and the next run goes on
 * from there. On PGlite, whose one connection is on the main thread, requests made while a run
 * goes on are answered before it ends: a run of 233,000 closures back to back once kept every
 * request (and SIGTERM) waiting for minutes. Order of events is asserted, never a time. That
 * part runs on PGlite only: on PostgreSQL the sweep and the requests have connections of their
 * own, and the sweep could simply end first. Both are seen on the same backlog and the same
 * first run: a run closes its limit one quote at a time, 2,000 transactions, the most of this
 * file's time.
 */

const onPGlite = inject('databaseTemplate').kind === 'pglite';
const DAY_MS = 24 * 3600 * 1000;
/** More than one run closes, so a second run has some left. */
const BACKLOG = EXPIRY_RUN_LIMIT + 300;

let t: TestApp;
let token: string;
let port: number;

beforeAll(async () => {
  // The runs here are the test's own: one of the app's, a minute in, would take part of their work.
  t = await createTestApp({ backgroundSweeps: false });
  token = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  // Orders for the backlog (none has a quote yet), and some that never get one.
  await generateVolume(t.database.db, {
    companies: 2,
    orders: BACKLOG + 100,
    now: t.clock.now(),
    seed: 11,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
}, 300_000);

afterAll(async () => {
  await t?.close();
});

/**
 * Gives `count` orders without a quote an open version 1 (sent or viewed) whose validity ended
 * days ago, as issuing it would have left them; returns their ids.
 */
async function openPastDueQuotes(count: number): Promise<string[]> {
  const now = t.clock.now();
  const result = await t.database.db.execute(sql`
    with picked as (
      select id, company_id, row_number() over (order by id) as k
      from orders where quote_version is null
      order by id limit ${count}
    ),
    issued as (
      insert into quotes (id, company_id, order_id, version, status, lines, vat_rate_basis_points,
        prices_include_vat, delivery_halalas, subtotal_halalas, vat_halalas, total_halalas,
        valid_until, created_at, shared_at, viewed_at)
      select gen_random_uuid(), p.company_id, p.id, 1,
        (case when p.k % 2 = 0 then 'sent' else 'viewed' end)::quote_status,
        '[]'::jsonb, 1500, false, 0, 10000, 1500, 11500,
        ${new Date(now.getTime() - DAY_MS).toISOString()}::timestamptz - p.k * interval '1 second',
        ${new Date(now.getTime() - 4 * DAY_MS).toISOString()}::timestamptz,
        ${new Date(now.getTime() - 4 * DAY_MS).toISOString()}::timestamptz,
        case when p.k % 2 = 1 then ${new Date(now.getTime() - 3 * DAY_MS).toISOString()}::timestamptz end
      from picked p
      returning order_id, status
    )
    update orders o set quote_version = 1, quote_status = issued.status
    from issued where o.id = issued.order_id
    returning o.id
  `);
  const ids = rowsOf<{ id: string }>(result).map((row) => row.id);
  expect(ids).toHaveLength(count);
  return ids;
}

/** Of these orders: how many have their quote expired (quote and order agree), and events. */
async function stateOf(orderIds: string[]): Promise<{
  expired: number;
  open: number;
  disagreeing: number;
  eventsPerExpired: number[];
  eventsPerOpen: number[];
}> {
  const ids = sql.join(
    orderIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await t.database.db.execute(sql`
    select q.status::text as status, (o.quote_status::text = q.status::text) as agrees,
      (q.closed_at is not null) as closed,
      (select count(*)::int from order_events e
        where e.order_id = o.id and e.type = 'quote.expired' and e.data->>'version' = '1') as events
    from orders o join quotes q on q.order_id = o.id and q.version = 1
    where o.id in (${ids})
  `);
  const rows = rowsOf<{ status: string; agrees: boolean; closed: boolean; events: number }>(result);
  const expired = rows.filter((row) => row.status === 'expired');
  const open = rows.filter((row) => row.status === 'sent' || row.status === 'viewed');
  return {
    expired: expired.length,
    open: open.length,
    disagreeing: rows.filter((row) => !row.agrees || (row.status === 'expired') !== row.closed)
      .length,
    eventsPerExpired: [...new Set(expired.map((row) => row.events))],
    eventsPerOpen: [...new Set(open.map((row) => row.events))],
  };
}

const answered = (path: string, events: string[], name: string) =>
  answeredInTurn(port, token, path, events, name);

async function expiredEventCount(): Promise<number> {
  const result = await t.database.db.execute(
    sql`select count(*)::int as n from order_events where type = 'quote.expired'`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/**
 * The first run over the backlog. On PGlite two requests are made once it has closed a first
 * quote, and `events` notes in which order they and the run ended.
 */
async function firstRun(events: string[]): Promise<number> {
  const eventsBefore = await expiredEventCount();
  const run = expireDueQuotes(t.database.db, t.clock).then((closed) => {
    events.push('sweep ended');
    return closed;
  });
  if (!onPGlite) return run;
  // Started: it has closed a first quote (this query itself gets in between its transactions).
  while ((await expiredEventCount()) === eventsBefore) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  events.push('sweep started');
  await Promise.all([
    answered('/api/v1/common/stats', events, 'stats answered'),
    answered('/api/v1/orders/?page=1&limit=10', events, 'list answered'),
  ]);
  return run;
}

describe('the expiry sweep over a backlog of long-past open quotes', () => {
  /** What happened during the first run (see firstRun). */
  const duringFirstRun: string[] = [];

  it(
    'closes at most its limit per run, each quote once with one quote.expired event; the next run goes on',
    { timeout: 120_000 },
    async () => {
      const orderIds = await openPastDueQuotes(BACKLOG);

      // Not cut short by the requests made meanwhile: it closes its whole share.
      expect(await firstRun(duringFirstRun)).toBe(EXPIRY_RUN_LIMIT);
      const afterFirst = await stateOf(orderIds);
      expect(afterFirst).toMatchObject({
        expired: EXPIRY_RUN_LIMIT,
        open: BACKLOG - EXPIRY_RUN_LIMIT,
        disagreeing: 0,
      });
      expect(afterFirst.eventsPerExpired).toEqual([1]);
      expect(afterFirst.eventsPerOpen).toEqual([0]);

      expect(await expireDueQuotes(t.database.db, t.clock)).toBe(BACKLOG - EXPIRY_RUN_LIMIT);
      expect(await expireDueQuotes(t.database.db, t.clock)).toBe(0);
      const afterBoth = await stateOf(orderIds);
      expect(afterBoth).toMatchObject({ expired: BACKLOG, open: 0, disagreeing: 0 });
      expect(afterBoth.eventsPerExpired).toEqual([1]);
    },
  );

  it.skipIf(!onPGlite)('lets requests through while a run goes on (PGlite)', () => {
    expect(duringFirstRun[0]).toBe('sweep started');
    expect(duringFirstRun.slice(1, 3).sort()).toEqual(['list answered', 'stats answered']);
    expect(duringFirstRun[3]).toBe('sweep ended');
  });
});
