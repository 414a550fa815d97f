/**
 * The orders list's bare baseline (issue 32): the statement the product sends for a company's
 * page 1, captured from the product's own code on the bench's database, served by a bare Fastify
 * and `pg` with no token, no scope and no mapping of the rows.
 */
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database } from '../src/db/client.js';
import type { Query } from '../src/openapi/operation-types.js';
import { listOrders } from '../src/modules/orders/orders.service.js';

/** One statement as node-postgres is given it: a name when the product keeps it prepared. */
export interface SentStatement {
  name?: string;
  text: string;
  values: unknown[];
}

/**
 * Every statement the product's list sends for `query` as the company's admin, recorded at the
 * pool (so with the name and values node-postgres sends), in the order sent. The service is
 * called on a pool of its own: the statements are the ones the route's handler would send, the
 * token's check being done without the database.
 */
export async function statementsOfList(
  databaseUrl: string,
  companyId: string,
  query: { page: number; limit: number },
): Promise<SentStatement[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const sent: SentStatement[] = [];
  const query_ = pool.query.bind(pool) as (config: unknown, values?: unknown[]) => unknown;
  // drizzle sends a config ({ name, text }) with the values beside it.
  (pool as unknown as { query: typeof query_ }).query = (config, values) => {
    const { name, text } =
      typeof config === 'string' ? { name: undefined, text: config } : (config as SentStatement);
    sent.push({ ...(name ? { name } : {}), text, values: values ?? [] });
    return query_(config, values);
  };
  try {
    const db = drizzle({ client: pool }) as unknown as Database;
    await listOrders(
      { db, clock: { now: () => new Date() } },
      { userId: companyId, role: 'admin', companyId, sessionId: 'bench' },
      query as Query<'listOrders'>,
    );
  } finally {
    await pool.end();
  }
  return sent;
}

/** The page's keyset statement: the one that reads the orders (the product sends one today). */
export function keysetStatementOf(sent: SentStatement[]): SentStatement {
  const page = sent.find((statement) =>
    /\border by "orders"\."created_at" desc/.test(statement.text),
  );
  if (!page) throw new Error(`no keyset page among the list's statements:\n${describe(sent)}`);
  return page;
}

export function describe(sent: SentStatement[]): string {
  return sent
    .map((s) => `  ${s.name ?? '(unnamed)'}: ${s.text.replace(/\s+/g, ' ').slice(0, 120)}…`)
    .join('\n');
}

/**
 * A bare Fastify whose GET / sends `statement` on a `pg` pool of `poolSize` connections (kept
 * open, as the server's are) and answers node-postgres's rows as they come, as JSON.
 */
export function bareKeysetServer(
  databaseUrl: string,
  statement: SentStatement,
  poolSize: number,
): { args: string[]; env: Record<string, string> } {
  const code = `
    import Fastify from 'fastify';
    import pg from 'pg';
    const statement = JSON.parse(process.env.BARE_STATEMENT);
    const pool = new pg.Pool({
      connectionString: process.env.BARE_DATABASE_URL,
      max: Number(process.env.BARE_POOL_SIZE),
      idleTimeoutMillis: 0,
    });
    const app = Fastify();
    app.get('/', async () => (await pool.query(statement)).rows);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    console.log(address);
  `;
  return {
    args: ['--input-type=module', '-e', code],
    env: {
      BARE_DATABASE_URL: databaseUrl,
      BARE_STATEMENT: JSON.stringify(statement),
      BARE_POOL_SIZE: String(poolSize),
    },
  };
}
