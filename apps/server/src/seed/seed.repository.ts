import { and, eq, sql } from 'drizzle-orm';
import type { PgTable, TableConfig } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import {
  aiQuestions,
  aiTasks,
  branches,
  chatSettings,
  clients,
  conversationCounters,
  notifications,
  orderEvents,
  orderRefCounters,
  orders,
  paymentSettings,
  pieces,
  payments,
  quoteDailyCounts,
  quoteLinks,
  quoteTerms,
  quotes,
  sections,
  users,
  vehicles,
} from '../db/schema.js';

/**
 * Bulk writes of the demo data. Branches, sections, clients and orders have no service yet, so
 * the rows are written here directly, inside the seeding transaction.
 */

/** Large multi-row inserts are split so no statement carries thousands of parameters. */
const ROWS_PER_INSERT = 250;

/**
 * Sends every chunk at once and waits for all: a transaction runs its statements in the order
 * they were sent, and on PGlite the next chunk's statement is built while the database's thread
 * runs the one before, instead of the two taking turns.
 */
function insertInChunks<T extends PgTable<TableConfig>>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<unknown>[] {
  const sent: Promise<unknown>[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    sent.push(
      db
        .insert(table)
        .values(rows.slice(start, start + ROWS_PER_INSERT))
        .execute(),
    );
  }
  return sent;
}

/** Two processes starting on one empty PostgreSQL must not both seed it. */
export async function lockSeeding(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended('taseer:demo-seed', 0))`);
}

export async function hasAnyCompany(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .limit(1);
  return row !== undefined;
}

export async function findCompanyByPhone(
  db: Database,
  phone: { dialCode: string; number: string },
): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, 'admin'),
        eq(users.dialCode, phone.dialCode),
        eq(users.phoneNumber, phone.number),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A demo company's quote terms and payment settings, as its admin would have set them. */
export async function insertSellerSettings(
  db: Database,
  terms: typeof quoteTerms.$inferInsert,
  payments: typeof paymentSettings.$inferInsert,
): Promise<void> {
  await db.insert(quoteTerms).values(terms);
  await db.insert(paymentSettings).values(payments);
}

export async function insertBranch(db: Database, row: typeof branches.$inferInsert): Promise<void> {
  await db.insert(branches).values(row);
}

export async function setBranchManager(
  db: Database,
  branchId: string,
  managerId: string,
): Promise<void> {
  await db.update(branches).set({ managerId }).where(eq(branches.id, branchId));
}

export async function insertSection(
  db: Database,
  row: typeof sections.$inferInsert,
): Promise<void> {
  await db.insert(sections).values(row);
}

export interface DemoRows {
  clients: (typeof clients.$inferInsert)[];
  vehicles: (typeof vehicles.$inferInsert)[];
  orders: (typeof orders.$inferInsert)[];
  /** Where each company's order references carry on (RYN-01234 → RYN-01235). */
  orderRefCounters: (typeof orderRefCounters.$inferInsert)[];
  pieces: (typeof pieces.$inferInsert)[];
  notifications: (typeof notifications.$inferInsert)[];
  conversationCounters: (typeof conversationCounters.$inferInsert)[];
  chatSettings: (typeof chatSettings.$inferInsert)[];
  aiTasks: (typeof aiTasks.$inferInsert)[];
  aiQuestions: (typeof aiQuestions.$inferInsert)[];
  quotes: (typeof quotes.$inferInsert)[];
  quoteLinks: (typeof quoteLinks.$inferInsert)[];
  quoteDailyCounts: (typeof quoteDailyCounts.$inferInsert)[];
  orderEvents: (typeof orderEvents.$inferInsert)[];
  payments: (typeof payments.$inferInsert)[];
}

/**
 * Parents before children, so every foreign key already points at a row. Each step's statements
 * are sent together (insertInChunks: drizzle hands a statement to the connection as it is called,
 * so they run in this order) and awaited together; the first failure is the one thrown, and the
 * seed's transaction is rolled back whole.
 *
 * Each statement of pieces would have its orders' search text and pieces line written again (the
 * trigger pieces_refresh_orders_insert): every demo order was written twice, with its 22 indexes
 * and its trigram entry. The trigger is off while the demo's pieces go in, and the same function
 * it calls writes each order that has pieces once, after them. Only inside the seed's transaction:
 * no other session sees the trigger off, and pieces written elsewhere wait for its lock.
 */
export async function insertDemoRows(db: Database, rows: DemoRows): Promise<void> {
  const orderIds = [...new Set(rows.pieces.map((piece) => piece.orderId))];
  await Promise.all([
    ...insertInChunks(db, clients, rows.clients),
    ...insertInChunks(db, vehicles, rows.vehicles),
    ...insertInChunks(db, orders, rows.orders),
    ...insertInChunks(db, orderRefCounters, rows.orderRefCounters),
  ]);
  if (orderIds.length > 0) {
    await db.execute(sql`alter table pieces disable trigger pieces_refresh_orders_insert`);
    await Promise.all(insertInChunks(db, pieces, rows.pieces));
    await db.execute(sql`alter table pieces enable trigger pieces_refresh_orders_insert`);
    const ids = sql.join(
      orderIds.map((id) => sql`${id}`),
      sql`, `,
    );
    await db.execute(sql`select refresh_orders_of_pieces(array[${ids}]::uuid[])`);
  }
  const sent = [
    ...insertInChunks(db, notifications, rows.notifications),
    ...insertInChunks(db, conversationCounters, rows.conversationCounters),
    ...insertInChunks(db, chatSettings, rows.chatSettings),
    ...insertInChunks(db, aiTasks, rows.aiTasks),
    ...insertInChunks(db, aiQuestions, rows.aiQuestions),
    ...insertInChunks(db, quotes, rows.quotes),
    ...insertInChunks(db, quoteLinks, rows.quoteLinks),
    ...insertInChunks(db, quoteDailyCounts, rows.quoteDailyCounts),
    ...insertInChunks(db, orderEvents, rows.orderEvents),
    ...insertInChunks(db, payments, rows.payments),
  ];
  // The price memory of the quotes just written, by the same function pricing uses.
  for (let start = 0; start < rows.quotes.length; start += ROWS_PER_INSERT) {
    const ids = rows.quotes.slice(start, start + ROWS_PER_INSERT).map((quote) => sql`${quote.id}`);
    sent.push(
      db
        .execute(
          sql`select record_quoted_parts(id) from quotes where id in (${sql.join(ids, sql`, `)})`,
        )
        .execute(),
    );
  }
  await Promise.all(sent);
}
