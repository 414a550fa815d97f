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

async function insertInChunks<T extends PgTable<TableConfig>>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await db.insert(table).values(rows.slice(start, start + ROWS_PER_INSERT));
  }
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

/** Parents before children, so every foreign key already points at a row. */
export async function insertDemoRows(db: Database, rows: DemoRows): Promise<void> {
  await insertInChunks(db, clients, rows.clients);
  await insertInChunks(db, vehicles, rows.vehicles);
  await insertInChunks(db, orders, rows.orders);
  await insertInChunks(db, orderRefCounters, rows.orderRefCounters);
  await insertInChunks(db, pieces, rows.pieces);
  await insertInChunks(db, notifications, rows.notifications);
  await insertInChunks(db, conversationCounters, rows.conversationCounters);
  await insertInChunks(db, chatSettings, rows.chatSettings);
  await insertInChunks(db, aiTasks, rows.aiTasks);
  await insertInChunks(db, aiQuestions, rows.aiQuestions);
  await insertInChunks(db, quotes, rows.quotes);
  await insertInChunks(db, quoteLinks, rows.quoteLinks);
  await insertInChunks(db, quoteDailyCounts, rows.quoteDailyCounts);
  await insertInChunks(db, orderEvents, rows.orderEvents);
  await insertInChunks(db, payments, rows.payments);
  // The price memory of the quotes just written, by the same function pricing uses.
  for (let start = 0; start < rows.quotes.length; start += ROWS_PER_INSERT) {
    const ids = rows.quotes.slice(start, start + ROWS_PER_INSERT).map((quote) => sql`${quote.id}`);
    await db.execute(
      sql`select record_quoted_parts(id) from quotes where id in (${sql.join(ids, sql`, `)})`,
    );
  }
}
