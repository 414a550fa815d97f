import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import { rowsOf } from '../src/db/rows.js';
import { users } from '../src/db/schema.js';
import { listOrderViews } from '../src/modules/orders/orders.repository.js';
import { openTestDatabase } from './support/test-database.js';

/**
 * On PGlite the orders list's page statements are prepared once and executed by name (PGlite
 * would otherwise parse and plan them on every call, in the thread that answers requests); on
 * PostgreSQL node-postgres names them on each connection by itself.
 */
describe('the orders list on the embedded database', () => {
  let database: DatabaseHandle;
  const companyId = randomUUID();

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.insert(users).values({
      id: companyId,
      companyId,
      role: 'admin',
      username: 'شركة التجربة',
      dialCode: '+966',
      phoneNumber: '0551234567',
      isActive: true,
    });
  });

  afterAll(async () => {
    await database.close();
  });

  it('prepares each page statement once and answers through it', async (context) => {
    if (database.kind !== 'pglite') context.skip();
    const scope = { kind: 'company' as const, companyId };
    const list = (status?: 'pending') =>
      listOrderViews(database.db, scope, {
        page: 1,
        limit: 20,
        viewerId: companyId,
        now: new Date(),
        status,
      });
    for (let i = 0; i < 3; i += 1) {
      expect(await list()).toEqual({ orders: [], totalPages: 0, totalPagesCapped: false });
      expect(await list('pending')).toMatchObject({ orders: [], totalPages: 0 });
    }
    const prepared = rowsOf<{ name: string }>(
      await database.db.execute(sql`select name from pg_prepared_statements order by name`),
    ).map((row) => row.name);
    expect(prepared).toEqual(
      expect.arrayContaining([
        'orders_first_page_company_any_20',
        'orders_first_page_company_pending_20',
      ]),
    );
  });
});
