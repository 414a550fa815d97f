/**
 * The whole product's schema (one pg-core schema for PGlite and PostgreSQL alike).
 *
 * Tenancy: a company is a user with role `admin` and its id is the tenant id. Every tenant row
 * carries `company_id`; an admin row's own `company_id` is its own id (so "my company" is one
 * column for every role), and only superadmin rows have `company_id` null. List indexes start with
 * `company_id` so every tenant-scoped page is an index range scan.
 *
 * This file is read by drizzle-kit too, so it imports nothing from the project but types.
 */
import { sql } from 'drizzle-orm';
import type { components } from '../generated/contract-types.js';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** PGlite hands back Uint8Array and node-postgres Buffer; the app always sees a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  toDriver: (value) => value,
});

/** A transaction id (PostgreSQL's 64-bit xid8), read as its decimal text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/** When a branch answers: periods of a weekday (0 Sunday … 6 Saturday) in Riyadh time. */
export type WorkingHours = components['schemas']['WorkingPeriod'][];

/**
 * A new branch's hours until its admin sets them: Saturday to Thursday 08:00–22:00, Friday after
 * the prayer 16:00–22:00, as most Saudi parts shops keep.
 */
export const DEFAULT_WORKING_HOURS: WorkingHours = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  day,
  open: day === 5 ? '16:00' : '08:00',
  close: '22:00',
}));

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const roleEnum = pgEnum('role', ['superadmin', 'admin', 'manager', 'agent']);
export const orderStatusEnum = pgEnum('order_status', ['pending', 'completed', 'canceled']);
export const pieceStatusEnum = pgEnum('piece_status', ['pending', 'priced', 'unavailable']);
export const otpPurposeEnum = pgEnum('otp_purpose', ['activation', 'login']);
/**
 * A quote version's life: sent (issued) → viewed → accepted | declined, or expired (its validity
 * passed), withdrawn (the order was canceled) or superseded (a newer version was issued).
 */
export const quoteStatusEnum = pgEnum('quote_status', [
  'sent',
  'viewed',
  'accepted',
  'declined',
  'expired',
  'withdrawn',
  'superseded',
]);
export type QuoteStatus = (typeof quoteStatusEnum.enumValues)[number];

export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id'),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('images_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id)],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id').references((): AnyPgColumn => users.id, {
      onDelete: 'cascade',
    }),
    role: roleEnum('role').notNull(),
    username: text('username').notNull(),
    email: text('email'),
    dialCode: text('dial_code').notNull(),
    phoneNumber: text('phone_number').notNull(),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    description: text('description'),
    /** Subscription package chosen when a company signs up; null when none. */
    packageType: text('package_type'),
    /** Monthly cost of one employee in SAR (companies only). */
    defaultEmployeeCost: numeric('default_employee_cost', {
      precision: 10,
      scale: 2,
      mode: 'number',
    }),
    branchId: uuid('branch_id').references((): AnyPgColumn => branches.id, {
      onDelete: 'set null',
    }),
    sectionId: uuid('section_id').references((): AnyPgColumn => sections.id, {
      onDelete: 'set null',
    }),
    isActive: boolean('is_active').notNull().default(false),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_phone_unique').on(t.dialCode, t.phoneNumber),
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_company_role_created_idx').on(t.companyId, t.role, t.createdAt.desc(), t.id),
    index('users_company_branch_idx').on(t.companyId, t.branchId),
    index('users_company_section_idx').on(t.companyId, t.sectionId),
    check(
      'users_company_matches_role',
      sql`(${t.role} = 'superadmin' and ${t.companyId} is null) or (${t.role} <> 'superadmin' and ${t.companyId} is not null)`,
    ),
  ],
);

export const branches = pgTable(
  'branches',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    managerId: uuid('manager_id').references(() => users.id, { onDelete: 'set null' }),
    /** WorkingHours (lib/working-hours.ts): when the branch answers, in Riyadh time. */
    workingHours: jsonb('working_hours')
      .$type<WorkingHours>()
      .notNull()
      .default(sql`'${sql.raw(JSON.stringify(DEFAULT_WORKING_HOURS))}'::jsonb`),
    /** A new order's first quote is due this many working minutes after it arrives. */
    firstQuoteTargetMinutes: integer('first_quote_target_minutes').notNull().default(30),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'branches_first_quote_target_range',
      sql`${t.firstQuoteTargetMinutes} between 5 and 1440`,
    ),
    index('branches_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id),
    index('branches_company_manager_idx').on(t.companyId, t.managerId),
  ],
);

export const sections = pgTable(
  'sections',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sections_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id),
    index('sections_company_branch_created_idx').on(
      t.companyId,
      t.branchId,
      t.createdAt.desc(),
      t.id,
    ),
  ],
);

export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    dialCode: text('dial_code').notNull(),
    phoneNumber: text('phone_number').notNull(),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    /** Avatar URL shared by the chat channel (https), kept as given rather than downloaded. */
    imageUrl: text('image_url'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('clients_company_phone_unique').on(t.companyId, t.dialCode, t.phoneNumber),
    index('clients_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id),
  ],
);

export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    mark: text('mark').notNull(),
    model: text('model').notNull(),
    year: integer('year'),
    chassis: text('chassis'),
    serial: text('serial'),
    createdAt: createdAt(),
  },
  (t) => [
    index('vehicles_company_client_idx').on(t.companyId, t.clientId),
    // A chassis number names one vehicle: a company's orders for it share one row.
    uniqueIndex('vehicles_company_chassis_unique')
      .on(t.companyId, t.chassis)
      .where(sql`${t.chassis} is not null`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderRef: text('order_ref').notNull(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    sectionId: uuid('section_id').references(() => sections.id, { onDelete: 'set null' }),
    managerId: uuid('manager_id').references(() => users.id, { onDelete: 'set null' }),
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    status: orderStatusEnum('status').notNull().default('pending'),
    /** Set by integrations so a retried submission does not create a second order. */
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the submitted body: the same key with another body is refused, not replayed. */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** The newest quote version and its status, kept with the quote so lists filter by index. */
    quoteVersion: integer('quote_version'),
    quoteStatus: quoteStatusEnum('quote_status'),
    /**
     * What the search box matches, folded by the SQL function taseer_fold (Arabic letter forms,
     * diacritics, digits): reference, client, phone, vehicle and every part's names and numbers.
     * Written with the order's pieces (order_search_text) and matched without its spaces through
     * a trigram index on that expression.
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * The order's pieces as the export's one cell ("name × quantity (price) | …", in the order
     * they were written) and their priced total; null without pieces. Kept by triggers on the
     * pieces, so the export reads one row per order instead of gathering its pieces.
     */
    piecesText: text('pieces_text'),
    piecesTotal: numeric('pieces_total'),
    /** Who is pricing it: claimed by that user, or assigned to them by `assignedBy`. */
    claimedBy: uuid('claimed_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    assignedBy: uuid('assigned_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /** When the first quote is due by its branch's hours and target; null when it has none. */
    firstQuoteDueAt: timestamp('first_quote_due_at', { withTimezone: true }),
    firstQuotedAt: timestamp('first_quoted_at', { withTimezone: true }),
    firstQuotedBy: uuid('first_quoted_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /** Set once, when the first quote's due time passed with none: its manager was told then. */
    overdueAt: timestamp('overdue_at', { withTimezone: true }),
    /**
     * The accepted version's money so far, kept with each payment and refund so lists show
     * paid/unpaid without reading payments: null before any money, else partially_paid, paid
     * or refunded (everything given back).
     */
    paymentStatus: text('payment_status').$type<'partially_paid' | 'paid' | 'refunded'>(),
    /** The handover after acceptance; null until staff start preparing. */
    fulfilmentStage: text('fulfilment_stage').$type<
      'preparing' | 'ready_for_pickup' | 'out_for_delivery' | 'delivered' | 'returned'
    >(),
    /** When the handover last moved (the queue's "delivered today"). */
    fulfilmentAt: timestamp('fulfilment_at', { withTimezone: true }),
    /**
     * What the accepted sale still owes: its accepted total on acceptance, then that less the
     * money kept, with every payment and refund. The statistics' "outstanding" sums it (of
     * orders still accepted, not canceled and not returned) instead of joining every sale's
     * quote and payments.
     */
    owedHalalas: bigint('owed_halalas', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_company_ref_unique').on(t.companyId, t.orderRef),
    // The search text without its spaces: a name matches however its words are spaced
    // ("عبد الرحمن" and "عبدالرحمن"); the list's search writes the same expression.
    index('orders_search_compact_trgm_idx').using(
      'gin',
      sql`replace(${t.searchText}, ' ', '') gin_trgm_ops`,
    ),
    index('orders_company_claimed_created_idx')
      .on(t.companyId, t.claimedBy, t.createdAt.desc(), t.id)
      .where(sql`${t.claimedBy} is not null`),
    index('orders_company_client_created_idx').on(
      t.companyId,
      t.clientId,
      t.createdAt.desc(),
      t.id,
    ),
    // The overdue sweep reads only the pending orders still waiting for their first quote.
    index('orders_first_quote_due_idx')
      .on(t.firstQuoteDueAt)
      .where(
        sql`${t.status} = 'pending' and ${t.overdueAt} is null and ${t.firstQuoteDueAt} is not null`,
      ),
    index('orders_company_first_quoted_idx')
      .on(t.companyId, t.firstQuotedAt)
      .where(sql`${t.firstQuotedAt} is not null`),
    index('orders_company_quote_status_created_idx').on(
      t.companyId,
      t.quoteStatus,
      t.createdAt.desc(),
      t.id,
    ),
    // The fulfilment queue's lanes: "to prepare" is no stage yet or preparing.
    index('orders_company_fulfilment_lane_idx')
      .on(t.companyId, sql`coalesce(${t.fulfilmentStage}, 'preparing')`, t.createdAt.desc(), t.id)
      .where(sql`${t.quoteStatus} = 'accepted' and ${t.status} <> 'canceled'`),
    index('orders_company_delivered_at_idx')
      .on(t.companyId, t.fulfilmentAt)
      .where(sql`${t.fulfilmentStage} = 'delivered'`),
    index('orders_company_owed_idx')
      .on(t.companyId, t.branchId, t.sectionId)
      .where(sql`${t.owedHalalas} > 0`),
    uniqueIndex('orders_company_idempotency_unique')
      .on(t.companyId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('orders_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id),
    // The superadmin's lists and exports span every company.
    index('orders_created_idx').on(t.createdAt.desc(), t.id),
    index('orders_company_status_created_idx').on(t.companyId, t.status, t.createdAt.desc(), t.id),
    index('orders_company_branch_created_idx').on(
      t.companyId,
      t.branchId,
      t.createdAt.desc(),
      t.id,
    ),
    index('orders_company_section_created_idx').on(
      t.companyId,
      t.sectionId,
      t.createdAt.desc(),
      t.id,
    ),
    // The unrouted queue: pending orders that reached no section, read by every manager.
    index('orders_company_unrouted_created_idx')
      .on(t.companyId, t.createdAt.desc(), t.id)
      .where(sql`${t.sectionId} is null and ${t.status} = 'pending'`),
    // Deleting a user sets these to null: without an index each was a scan of every order
    // (1.3 s for one employee at a million orders on PostgreSQL; 50 ms with them).
    index('orders_manager_idx')
      .on(t.managerId)
      .where(sql`${t.managerId} is not null`),
    index('orders_agent_idx')
      .on(t.agentId)
      .where(sql`${t.agentId} is not null`),
    index('orders_assigned_by_idx')
      .on(t.assignedBy)
      .where(sql`${t.assignedBy} is not null`),
    index('orders_first_quoted_by_idx')
      .on(t.firstQuotedBy)
      .where(sql`${t.firstQuotedBy} is not null`),
  ],
);

export const pieces = pgTable(
  'pieces',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en'),
    serial: text('serial'),
    quantity: integer('quantity').notNull().default(1),
    /** SAR, two decimals; null until a staff member prices the piece. */
    price: numeric('price', { precision: 12, scale: 2 }),
    status: pieceStatusEnum('status').notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('pieces_company_order_idx').on(t.companyId, t.orderId),
    check('pieces_quantity_positive', sql`${t.quantity} > 0`),
    check('pieces_price_not_negative', sql`${t.price} is null or ${t.price} >= 0`),
  ],
);

/**
 * The last order number of each company, so order references (`RYN-01235`) run on without gaps
 * between committed orders. Taking the next number locks the company's row until the order's
 * transaction ends, which also serialises one company's submissions.
 */
export const orderRefCounters = pgTable('order_ref_counters', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  prefix: text('prefix').notNull(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * Conversation and message totals per company, branch and section, kept as counters so the
 * branch/section/company lists never count raw chat rows.
 */
export const conversationCounters = pgTable(
  'conversation_counters',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id').references(() => sections.id, { onDelete: 'cascade' }),
    conversationCount: integer('conversation_count').notNull().default(0),
    messageCount: integer('message_count').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('conversation_counters_scope_unique')
      .on(t.companyId, t.branchId, t.sectionId)
      .nullsNotDistinct(),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    /** Null only for platform notices addressed to a superadmin. */
    companyId: uuid('company_id').references(() => users.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    path: text('path'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id),
    index('notifications_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.isRead} = false`),
  ],
);

/**
 * Orders received per day and place (Riyadh calendar days), kept by a trigger on `orders` in the
 * same transaction as every order write, foreign-key actions included (see the migration
 * `0002_stream_tickets_and_daily_order_counts`). Statistics read these few rows instead of
 * counting a tenant's orders. Derived data: no foreign keys, so a company's cascade delete can run
 * in any order; rows falling to zero are removed by the trigger.
 */
export const orderDailyCounts = pgTable(
  'order_daily_counts',
  {
    companyId: uuid('company_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    branchId: uuid('branch_id'),
    sectionId: uuid('section_id'),
    orderCount: integer('order_count').notNull().default(0),
    pendingCount: integer('pending_count').notNull().default(0),
    completedCount: integer('completed_count').notNull().default(0),
  },
  (t) => [
    unique('order_daily_counts_place_unique')
      .on(t.companyId, t.day, t.branchId, t.sectionId)
      .nullsNotDistinct(),
    index('order_daily_counts_company_branch_day_idx').on(t.companyId, t.branchId, t.day),
    index('order_daily_counts_company_section_day_idx').on(t.companyId, t.sectionId, t.day),
  ],
);

/**
 * The same counts per company and day, kept by the same trigger: a company's (and the
 * platform's) statistics read one row per day however many branches and sections it has.
 */
export const orderDailyTotals = pgTable(
  'order_daily_totals',
  {
    companyId: uuid('company_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    orderCount: integer('order_count').notNull().default(0),
    pendingCount: integer('pending_count').notNull().default(0),
    completedCount: integer('completed_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
);

/**
 * The same counts per branch and day, kept by the same trigger (migration 0026): a branch
 * manager's statistics read one row per day, not one per section and day. Orders without a
 * branch (the unrouted queue) have no row here.
 */
export const orderDailyBranchTotals = pgTable(
  'order_daily_branch_totals',
  {
    companyId: uuid('company_id').notNull(),
    branchId: uuid('branch_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    orderCount: integer('order_count').notNull().default(0),
    pendingCount: integer('pending_count').notNull().default(0),
    completedCount: integer('completed_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.branchId, t.day] })],
);

/**
 * Single-use tickets for opening the notification stream (its credential travels in a URL, so a
 * short-lived ticket stands in for the access token). Only a SHA-256 of the ticket is kept.
 */
export const streamTickets = pgTable(
  'stream_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The refresh family the ticket was issued in: the stream ends with that session. */
    sessionId: uuid('session_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('stream_tickets_expires_idx').on(t.expiresAt)],
);

/**
 * Bot content belongs to a branch (`branch_id`, written by its manager) or to the whole company
 * (`branch_id` null, written by the company): a branch's bot uses both. `seq` keeps the order
 * entries were added in, also within one save.
 */
export const aiTasks = pgTable(
  'ai_tasks',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'cascade' }),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ai_tasks_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id),
    index('ai_tasks_company_branch_seq_idx').on(t.companyId, t.branchId, t.seq),
  ],
);

export const aiQuestions = pgTable(
  'ai_questions',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'cascade' }),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ai_questions_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id),
    index('ai_questions_company_branch_seq_idx').on(t.companyId, t.branchId, t.seq),
  ],
);

/**
 * Chat messages: one record for the company (`branch_id` null, set by the company) and one per
 * branch (set by its manager), the same split as the bot content.
 */
export const chatSettings = pgTable(
  'chat_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'cascade' }),
    welcomeMessage: text('welcome_message').notNull().default(''),
    closeMessage: text('close_message').notNull().default(''),
    ratingMessage: text('rating_message').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [unique('chat_settings_scope_unique').on(t.companyId, t.branchId).nullsNotDistinct()],
);

/** Platform-wide settings set by the superadmin: a single row (id = 1). */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: smallint('id').primaryKey().default(1),
    /** Monthly employee salary in SAR. */
    employeeSalary: numeric('employee_salary', { precision: 12, scale: 2 })
      .notNull()
      .default('200'),
    updatedAt: updatedAt(),
  },
  (t) => [check('platform_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * One-time codes. Only an HMAC of the code is stored (bound to the challenge, phone and purpose).
 * Rows are kept after use: they are also the per-phone "codes sent" counter.
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey(),
    dialCode: text('dial_code').notNull(),
    phoneNumber: text('phone_number').notNull(),
    purpose: otpPurposeEnum('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    requestedIp: text('requested_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('otp_challenges_phone_created_idx').on(t.dialCode, t.phoneNumber, t.createdAt)],
);

/**
 * Sliding-window rate-limit events (per IP, per phone failures…). Kept in the database so limits
 * hold across restarts and across several server processes.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('rate_limit_hits_bucket_subject_created_idx').on(t.bucket, t.subject, t.createdAt),
    index('rate_limit_hits_created_idx').on(t.createdAt),
  ],
);

/**
 * Refresh tokens, stored as SHA-256 hashes. A family starts at sign-in; each refresh rotates the
 * token (child points at its parent). Presenting a rotated token revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    parentId: uuid('parent_id'),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** Keys an integration (the chat bot) uses to submit orders; only a hash is kept. */
export const integrationKeys = pgTable(
  'integration_keys',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    /** The first characters, shown so people can tell keys apart. */
    keyPrefix: text('key_prefix').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('integration_keys_hash_unique').on(t.keyHash),
    // One usable key per company: issuing a new one revokes the previous in the same transaction.
    uniqueIndex('integration_keys_company_active_unique')
      .on(t.companyId)
      .where(sql`${t.revokedAt} is null`),
    index('integration_keys_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id),
  ],
);

/**
 * A company's quote terms; a company without a row uses the defaults (15 % VAT on top of the
 * prices, 48 hours of validity, no delivery fee, the Arabic message template).
 */
export const quoteTerms = pgTable(
  'quote_terms',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1500 = 15 %. */
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull().default(1500),
    vatNumber: text('vat_number'),
    /** Shown under the seller's name on the customer's page, as Saudi invoices do. */
    commercialRegistration: text('commercial_registration'),
    /** International form; null: the company's own number. */
    contactPhone: text('contact_phone'),
    /** International form; null: the contact number. */
    whatsappPhone: text('whatsapp_phone'),
    pricesIncludeVat: boolean('prices_include_vat').notNull().default(false),
    validityHours: integer('validity_hours').notNull().default(48),
    deliveryFeeHalalas: bigint('delivery_fee_halalas', { mode: 'number' }).notNull().default(0),
    terms: text('terms'),
    /** Null: the default template of the product. */
    messageTemplate: text('message_template'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('quote_terms_vat_rate_range', sql`${t.vatRateBasisPoints} between 0 and 10000`),
    check('quote_terms_validity_range', sql`${t.validityHours} between 1 and 720`),
    check('quote_terms_delivery_not_negative', sql`${t.deliveryFeeHalalas} >= 0`),
  ],
);

/**
 * The customer's link to an order's quote (`/q/{token}`), one per order and kept across versions,
 * so a link already sent in a chat always shows the newest version. The token is
 * HMAC(QUOTE_LINK_SECRET, nonce): the database alone cannot rebuild it, and lookups go by its
 * SHA-256.
 */
export const quoteLinks = pgTable(
  'quote_links',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('quote_links_token_hash_unique').on(t.tokenHash)],
);

/**
 * One row per version of an order's quote. Lines and terms are a snapshot taken when the version
 * was issued, so a later change of the company's terms or of the pieces never rewrites what the
 * customer was offered. Money is integer halalas, computed by @taseer/money (packages/money).
 */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    status: quoteStatusEnum('status').notNull().default('sent'),
    /** QuoteLineSnapshot[] (modules/quotes/quote-lines.ts). */
    lines: jsonb('lines').notNull(),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    pricesIncludeVat: boolean('prices_include_vat').notNull(),
    vatNumber: text('vat_number'),
    terms: text('terms'),
    deliveryHalalas: bigint('delivery_halalas', { mode: 'number' }).notNull(),
    subtotalHalalas: bigint('subtotal_halalas', { mode: 'number' }).notNull(),
    vatHalalas: bigint('vat_halalas', { mode: 'number' }).notNull(),
    totalHalalas: bigint('total_halalas', { mode: 'number' }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    /** When it left sent/viewed (answered, expired, withdrawn or superseded). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** QuoteAnswer (modules/quotes/quote-lines.ts), set once with accepted or declined. */
    answer: jsonb('answer'),
    acceptedSubtotalHalalas: bigint('accepted_subtotal_halalas', { mode: 'number' }),
    acceptedVatHalalas: bigint('accepted_vat_halalas', { mode: 'number' }),
    acceptedTotalHalalas: bigint('accepted_total_halalas', { mode: 'number' }),
    /** How the customer chose to pay after accepting (payment settings' options), once chosen. */
    paymentOption: text('payment_option').$type<PaymentOption>(),
  },
  (t) => [
    uniqueIndex('quotes_order_version_unique').on(t.orderId, t.version),
    index('quotes_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id),
    // For deleting a user, as the orders' user columns.
    index('quotes_created_by_idx')
      .on(t.createdBy)
      .where(sql`${t.createdBy} is not null`),
    // The expiry sweep reads only the open versions.
    index('quotes_open_valid_until_idx')
      .on(t.validUntil)
      .where(sql`${t.status} in ('sent', 'viewed')`),
  ],
);

/**
 * The customer's request for changes to one quote version, sent from the link instead of an
 * answer: per priced part another brand, cheaper or not needed, and a note. One per version (its
 * key is the version's id), so a double submit stores one row. Lines: QuoteChangeLine[]
 * (modules/quotes/change-request-lines.ts).
 */
export const quoteChangeRequests = pgTable(
  'quote_change_requests',
  {
    quoteId: uuid('quote_id')
      .primaryKey()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note'),
    lines: jsonb('lines').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('quote_change_requests_company_idx').on(t.companyId, t.createdAt)],
);

/**
 * Every price the company quoted, one row per priced option of a quote line, keyed by the part's
 * folded name (and number) and the vehicle's folded make and model: the price memory of the offer
 * modal reads a part's history on a car from one index range. Written with the quote version.
 */
export const quotedParts = pgTable(
  'quoted_parts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    partKey: text('part_key').notNull(),
    partNumberKey: text('part_number_key'),
    markKey: text('mark_key').notNull(),
    modelKey: text('model_key').notNull(),
    year: integer('year'),
    /** original / commercial / used, or null for a plain unit price. */
    kind: text('kind'),
    unitHalalas: bigint('unit_halalas', { mode: 'number' }).notNull(),
    quotedAt: timestamp('quoted_at', { withTimezone: true }).notNull(),
  },
  // The lookups' indexes also INCLUDE the columns the memory reads (migrations 0009, 0010), so
  // it is read from the index alone.
  (t) => [
    index('quoted_parts_vehicle_part_idx').on(
      t.companyId,
      t.markKey,
      t.modelKey,
      t.partKey,
      t.quotedAt.desc(),
    ),
    // A model year's quotes of a part, newest first: one range per nearby year.
    index('quoted_parts_vehicle_part_year_idx').on(
      t.companyId,
      t.markKey,
      t.modelKey,
      t.partKey,
      t.year,
      t.quotedAt.desc(),
    ),
    index('quoted_parts_part_number_idx')
      .on(t.companyId, t.partNumberKey, t.quotedAt.desc())
      .where(sql`${t.partNumberKey} is not null`),
    index('quoted_parts_quote_idx').on(t.quoteId),
  ],
);

/**
 * What happened to each order, append-only (a trigger refuses updates): created, priced (a quote
 * version issued), shared, viewed, accepted, declined, expired, canceled. Written in the same
 * transaction as the change it records; the timeline, notifications and webhooks read it.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** user (staff), customer (the quote page), integration (the chat bot) or system. */
    actorType: text('actor_type').notNull(),
    actorId: uuid('actor_id'),
    data: jsonb('data').notNull().default({}),
    createdAt: createdAt(),
    /**
     * The writing transaction: a bot polling for changes reads only events of transactions older
     * than every one still running, so an event that commits late is never skipped by a cursor.
     */
    txId: xid8('tx_id')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (t) => [
    index('order_events_company_order_idx').on(t.companyId, t.orderId, t.id),
    index('order_events_company_tx_idx').on(t.companyId, t.txId, t.id),
  ],
);

/**
 * Where a company's order events are POSTed. The signing secret is stored encrypted (it must be
 * read to sign); after a rotation the previous one keeps signing until `previous_secret_until`.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description'),
    /** Only the contract's event types: written from validated request bodies alone. */
    events: text('events').array().$type<components['schemas']['WebhookEventType'][]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** manual or failing (a day of failed deliveries); null while enabled. */
    disabledReason: text('disabled_reason').$type<'manual' | 'failing'>(),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_endpoints_company_idx').on(t.companyId, t.createdAt)],
);

/**
 * The outbox: one row per (event, endpoint), written in the transaction of the event. A
 * dispatcher in any server process claims due rows with FOR UPDATE SKIP LOCKED and moves
 * `next_attempt_at` past its attempt (a lease: a process that dies mid-attempt leaves the row
 * due again). `body` is fixed at the first attempt so every retry sends the same bytes.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).references(() => orderEvents.id, {
      onDelete: 'cascade',
    }),
    eventType: text('event_type').notNull(),
    orderId: uuid('order_id'),
    body: text('body'),
    status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attemptCount: integer('attempt_count').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_created_idx').on(t.createdAt),
  ],
);

/** Every attempt of a delivery, for the delivery log. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    statusCode: smallint('status_code'),
    latencyMs: integer('latency_ms').notNull(),
    /** timeout, connection, redirect or refused-address; null when the receiver answered. */
    error: text('error'),
    responseExcerpt: text('response_excerpt'),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.id)],
);

/**
 * Quotes sent (first versions), accepted and declined per day and place (Riyadh days), with the
 * accepted value, written in the transaction of each change: the statistics read these rows.
 */
export const quoteDailyCounts = pgTable(
  'quote_daily_counts',
  {
    companyId: uuid('company_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    branchId: uuid('branch_id'),
    sectionId: uuid('section_id'),
    sentCount: integer('sent_count').notNull().default(0),
    acceptedCount: integer('accepted_count').notNull().default(0),
    declinedCount: integer('declined_count').notNull().default(0),
    acceptedHalalas: bigint('accepted_halalas', { mode: 'number' }).notNull().default(0),
    /** Orders whose first money came that day, a deposit included. */
    paidCount: integer('paid_count').notNull().default(0),
    deliveredCount: integer('delivered_count').notNull().default(0),
    collectedHalalas: bigint('collected_halalas', { mode: 'number' }).notNull().default(0),
    refundedHalalas: bigint('refunded_halalas', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('quote_daily_counts_place_unique')
      .on(t.companyId, t.day, t.branchId, t.sectionId)
      .nullsNotDistinct(),
    // A branch's or a section's days, as the order counts have them (their statistics).
    index('quote_daily_counts_company_branch_day_idx').on(t.companyId, t.branchId, t.day),
    index('quote_daily_counts_company_section_day_idx').on(t.companyId, t.sectionId, t.day),
  ],
);

/**
 * The day's quote counts of a whole company: the sum of its places' rows above, kept by a
 * trigger on them (migration 0011), so a company's or the platform's statistics read a row per
 * day rather than a row per section and day (55,000 for three years of 50 sections).
 */
export const quoteDailyTotals = pgTable(
  'quote_daily_totals',
  {
    companyId: uuid('company_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    sentCount: integer('sent_count').notNull().default(0),
    acceptedCount: integer('accepted_count').notNull().default(0),
    declinedCount: integer('declined_count').notNull().default(0),
    acceptedHalalas: bigint('accepted_halalas', { mode: 'number' }).notNull().default(0),
    /** Orders whose first money came that day, a deposit included. */
    paidCount: integer('paid_count').notNull().default(0),
    deliveredCount: integer('delivered_count').notNull().default(0),
    collectedHalalas: bigint('collected_halalas', { mode: 'number' }).notNull().default(0),
    refundedHalalas: bigint('refunded_halalas', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
);

/**
 * A branch's day of quote counts: the sum of its places' rows, kept by the trigger that keeps
 * the company's (migration 0026), so a manager's statistics read a row per day.
 */
export const quoteDailyBranchTotals = pgTable(
  'quote_daily_branch_totals',
  {
    companyId: uuid('company_id').notNull(),
    branchId: uuid('branch_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    sentCount: integer('sent_count').notNull().default(0),
    acceptedCount: integer('accepted_count').notNull().default(0),
    declinedCount: integer('declined_count').notNull().default(0),
    acceptedHalalas: bigint('accepted_halalas', { mode: 'number' }).notNull().default(0),
    paidCount: integer('paid_count').notNull().default(0),
    deliveredCount: integer('delivered_count').notNull().default(0),
    collectedHalalas: bigint('collected_halalas', { mode: 'number' }).notNull().default(0),
    refundedHalalas: bigint('refunded_halalas', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.branchId, t.day] })],
);

/**
 * The durable job queue every background task shares (payment confirmations and their
 * reconciliation today): a row per job of a `kind`, claimed by any server process with FOR UPDATE
 * SKIP LOCKED, its `next_attempt_at` moved past the attempt as a lease, retried with backoff.
 * `key` makes enqueuing idempotent: one pending job per (kind, key).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key'),
    companyId: uuid('company_id').references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull().default({}),
    status: text('status').$type<'pending' | 'done' | 'failed'>().notNull().default('pending'),
    attemptCount: integer('attempt_count').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** The last failure's message (never a secret: handlers throw their own words). */
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    uniqueIndex('jobs_pending_key_unique')
      .on(t.kind, t.key)
      .where(sql`status = 'pending' and key is not null`),
    index('jobs_finished_idx')
      .on(t.finishedAt)
      .where(sql`status <> 'pending'`),
  ],
);

/** How a customer may pay: online by card, on pickup, on delivery, or by bank transfer. */
export type PaymentOption = 'card' | 'pay_on_pickup' | 'pay_on_delivery' | 'bank_transfer';

/**
 * A company's payment settings; a company without a row offers no payment step. The gateway's
 * secret key is sealed like webhook secrets (it must be read to call the gateway) and only its
 * last four characters are ever shown again.
 */
export const paymentSettings = pgTable(
  'payment_settings',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    options: text('options')
      .array()
      .$type<PaymentOption[]>()
      .notNull()
      .default(sql`'{}'`),
    /** The share of the accepted total paid online: 100 is the full amount, less a deposit. */
    onlinePercent: integer('online_percent').notNull().default(100),
    /** moyasar, or local (the stand-in, refused in production). */
    gatewayProvider: text('gateway_provider').$type<'moyasar' | 'local'>(),
    gatewayPublishableKey: text('gateway_publishable_key'),
    gatewaySecretKey: text('gateway_secret_key'),
    gatewaySecretKeyHint: text('gateway_secret_key_hint'),
    bankName: text('bank_name'),
    bankAccountName: text('bank_account_name'),
    bankIban: text('bank_iban'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payment_settings_online_percent_range', sql`${t.onlinePercent} between 1 and 100`),
  ],
);

/**
 * Money received for an accepted quote version: online through the gateway (a hosted page per
 * attempt), or recorded by staff (cash, bank transfer). The partial unique indexes are the rule
 * "exactly one successful online payment per version" and "one open checkout per version", so a
 * double click, a replayed notification or a race with the customer's return cannot count twice.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    method: text('method').$type<'card' | 'cash' | 'bank_transfer'>().notNull(),
    /** pending (a checkout open at the gateway), paid, failed, or flagged (amount mismatch). */
    status: text('status').$type<'pending' | 'paid' | 'failed' | 'flagged'>().notNull(),
    amountHalalas: bigint('amount_halalas', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('SAR'),
    provider: text('provider').$type<'moyasar' | 'local'>(),
    providerInvoiceId: text('provider_invoice_id'),
    providerPaymentId: text('provider_payment_id'),
    checkoutUrl: text('checkout_url'),
    /** A bank transfer's reference, or a note for cash. */
    reference: text('reference'),
    failureReason: text('failure_reason'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('payments_amount_positive', sql`${t.amountHalalas} > 0`),
    index('payments_company_order_idx').on(t.companyId, t.orderId, t.createdAt),
    uniqueIndex('payments_one_online_paid')
      .on(t.quoteId)
      .where(sql`method = 'card' and status = 'paid'`),
    uniqueIndex('payments_one_open_checkout')
      .on(t.quoteId)
      .where(sql`method = 'card' and status = 'pending'`),
    uniqueIndex('payments_provider_invoice_unique')
      .on(t.provider, t.providerInvoiceId)
      .where(sql`provider_invoice_id is not null`),
    uniqueIndex('payments_provider_payment_unique')
      .on(t.provider, t.providerPaymentId)
      .where(sql`provider_payment_id is not null`),
    index('payments_recorded_by_idx')
      .on(t.recordedBy)
      .where(sql`recorded_by is not null`),
  ],
);

/** Money given back, append-only; their sum never exceeds the payment (checked under its lock). */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amountHalalas: bigint('amount_halalas', { mode: 'number' }).notNull(),
    reason: text('reason'),
    providerRefundId: text('provider_refund_id'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('payment_refunds_amount_positive', sql`${t.amountHalalas} > 0`),
    index('payment_refunds_payment_idx').on(t.paymentId),
    index('payment_refunds_recorded_by_idx')
      .on(t.recordedBy)
      .where(sql`recorded_by is not null`),
  ],
);

/**
 * Gateway notifications received, by the gateway's own id: a replay finds its row and changes
 * nothing. Only ids are kept; the body (which carries the gateway's shared token) is not.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    provider: text('provider').notNull(),
    notificationId: text('notification_id').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.notificationId] })],
);

/** One change of an audit event: a field of the record before and after (contract `AuditChange`). */
export type AuditChangeRow = components['schemas']['AuditChange'];

/**
 * The audit log: who changed what, when and from where, for a company (`company_id`) or the
 * platform (null). Append-only: a trigger refuses every UPDATE, and every DELETE but the
 * retention's prune, which says so in its transaction (`taseer.audit_prune`); TRUNCATE is refused
 * too. No foreign key: a deleted company's or person's trail stays, with the names it had
 * (`actor_name`, `target_label`). Secrets are never written here, only that they changed.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: uuid('company_id'),
    action: text('action').notNull(),
    /** The action's group (AuditKind), the log's filter. */
    kind: text('kind').notNull(),
    actorId: uuid('actor_id'),
    actorRole: roleEnum('actor_role'),
    actorName: text('actor_name'),
    targetType: text('target_type'),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    changes: jsonb('changes').$type<AuditChangeRow[]>().notNull().default([]),
    details: jsonb('details')
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default({}),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index('audit_events_company_actor_idx').on(
      t.companyId,
      t.actorId,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('audit_events_company_kind_idx').on(t.companyId, t.kind, t.createdAt.desc(), t.id.desc()),
    // The retention's prune reads the oldest rows of every company at once.
    index('audit_events_created_idx').on(t.createdAt),
  ],
);

/**
 * Where a company's orders go when their bot names no section: the default section, or none (they
 * wait in the unrouted queue). Deleting the section clears it.
 */
export const orderIntakeSettings = pgTable('order_intake_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  defaultSectionId: uuid('default_section_id').references(() => sections.id, {
    onDelete: 'set null',
  }),
  updatedAt: updatedAt(),
});

/**
 * What a company's tax invoices say of the seller, beyond the VAT number and commercial
 * registration kept with the quote terms (one value each, shown on quotes and invoices alike):
 * the legal name and the national address ZATCA requires, and the branch that issues.
 */
export const taxProfiles = pgTable('tax_profiles', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  legalNameAr: text('legal_name_ar'),
  legalNameEn: text('legal_name_en'),
  buildingNumber: text('building_number'),
  street: text('street'),
  district: text('district'),
  city: text('city'),
  postalCode: text('postal_code'),
  additionalNumber: text('additional_number'),
  issuingBranchId: uuid('issuing_branch_id').references(() => branches.id, {
    onDelete: 'set null',
  }),
  updatedAt: updatedAt(),
});

/**
 * A branch's own national address, which its invoices carry instead of the company's (the tax
 * profile's). Deleting the branch deletes it.
 */
export const branchTaxAddresses = pgTable('branch_tax_addresses', {
  branchId: uuid('branch_id')
    .primaryKey()
    .references(() => branches.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  buildingNumber: text('building_number').notNull(),
  street: text('street').notNull(),
  district: text('district').notNull(),
  city: text('city').notNull(),
  postalCode: text('postal_code').notNull(),
  additionalNumber: text('additional_number').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Each company's invoice chain: the last counter (ICV) and numbers given and the last document's
 * hash (the next one's PIH). Updated under its row lock in the transaction that issues, so a
 * rolled-back or crashed issue gives its number back: numbers have no gaps and no duplicates.
 */
export const taxDocumentCounters = pgTable('tax_document_counters', {
  companyId: uuid('company_id').primaryKey(),
  lastCounter: integer('last_counter').notNull().default(0),
  lastInvoiceNumber: integer('last_invoice_number').notNull().default(0),
  lastCreditNoteNumber: integer('last_credit_note_number').notNull().default(0),
  lastHash: text('last_hash').notNull(),
});

/** A line of a tax document as issued (also in its XML): amounts in halalas, net of VAT. */
export interface TaxDocumentLineRow {
  name: string;
  quantity: number;
  /** Net unit price in halalas, possibly fractional when prices were entered with VAT. */
  unitNetHalalas: number;
  netHalalas: number;
  vatRateBasisPoints: number;
  vatHalalas: number;
}

/** The seller as the document names it, frozen at issue. */
export interface TaxDocumentSellerRow {
  legalNameAr: string;
  legalNameEn: string | null;
  vatNumber: string;
  commercialRegistration: string;
  address: {
    buildingNumber: string;
    street: string;
    district: string;
    city: string;
    postalCode: string;
    additionalNumber: string;
  };
}

/**
 * Simplified tax invoices (388) and credit notes (381), as issued: never changed or deleted (a
 * trigger refuses UPDATE, DELETE and TRUNCATE). No foreign keys: a tax document is kept for the
 * years the law asks even when its order or company is deleted. The XML is the document; the
 * other columns are what lists and the printable view read without parsing it.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id').notNull(),
    orderId: uuid('order_id').notNull(),
    branchId: uuid('branch_id'),
    kind: text('kind').$type<'invoice' | 'credit_note'>().notNull(),
    /** Per kind and company, from 1 without gaps. */
    sequence: integer('sequence').notNull(),
    /** What the document prints: INV-000001, CRN-000001. */
    number: text('number').notNull(),
    /** ICV: the company's counter over both kinds, the hash chain's order. */
    counter: integer('counter').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** The accepted quote version it invoices. */
    quoteId: uuid('quote_id'),
    /** A credit note's invoice. */
    originalId: uuid('original_id'),
    /** The refund a credit note records: one note per refund. */
    refundId: uuid('refund_id'),
    reason: text('reason'),
    seller: jsonb('seller').$type<TaxDocumentSellerRow>().notNull(),
    buyerName: text('buyer_name'),
    lines: jsonb('lines').$type<TaxDocumentLineRow[]>().notNull(),
    netHalalas: bigint('net_halalas', { mode: 'number' }).notNull(),
    vatHalalas: bigint('vat_halalas', { mode: 'number' }).notNull(),
    totalHalalas: bigint('total_halalas', { mode: 'number' }).notNull(),
    xml: text('xml').notNull(),
    /** Base64 SHA-256 of the canonical XML (ZATCA's invoice hash). */
    hash: text('hash').notNull(),
    previousHash: text('previous_hash').notNull(),
    /** The QR's Base64 TLV. */
    qr: text('qr').notNull(),
    issuedBy: uuid('issued_by'),
  },
  (t) => [
    check('tax_documents_kind', sql`${t.kind} in ('invoice', 'credit_note')`),
    uniqueIndex('tax_documents_company_counter_unique').on(t.companyId, t.counter),
    uniqueIndex('tax_documents_company_number_unique').on(t.companyId, t.kind, t.sequence),
    uniqueIndex('tax_documents_one_invoice_per_order')
      .on(t.orderId)
      .where(sql`kind = 'invoice'`),
    uniqueIndex('tax_documents_refund_unique')
      .on(t.refundId)
      .where(sql`refund_id is not null`),
    index('tax_documents_company_issued_idx').on(t.companyId, t.issuedAt.desc(), t.id.desc()),
    index('tax_documents_order_idx').on(t.orderId, t.counter),
  ],
);

/**
 * A company's stamp for phase 2 (integration): which ZATCA it reports to, its certificate
 * (CSID) and private key, and the secret the reporting API takes with it. The key and the secret
 * are sealed like webhook secrets (lib/secret-box.ts) and never answered again.
 */
export const zatcaSettings = pgTable('zatca_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** local (the stand-in on a development server), simulation or production. */
  environment: text('environment').$type<'local' | 'simulation' | 'production'>().notNull(),
  certificatePem: text('certificate_pem').notNull(),
  privateKeySealed: text('private_key_sealed').notNull(),
  apiSecretSealed: text('api_secret_sealed'),
  updatedAt: updatedAt(),
});

/** A stamped document's reporting to ZATCA: the one part of a document that changes. */
export interface TaxReportMessage {
  type: 'error' | 'warning';
  code: string;
  message: string;
}

export const taxDocumentReports = pgTable(
  'tax_document_reports',
  {
    documentId: uuid('document_id')
      .primaryKey()
      .references(() => taxDocuments.id),
    companyId: uuid('company_id').notNull(),
    /** pending, reported, reported_with_warnings or rejected. */
    status: text('status')
      .$type<'pending' | 'reported' | 'reported_with_warnings' | 'rejected'>()
      .notNull(),
    messages: jsonb('messages').$type<TaxReportMessage[]>().notNull().default([]),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tax_document_reports_company_status_idx')
      .on(t.companyId, t.status)
      .where(sql`status <> 'reported'`),
  ],
);

/**
 * A company's WhatsApp Business number on the Cloud API (at most one per company, and a number
 * belongs to one company only). The access token and the app secret are sealed like webhook
 * secrets (lib/secret-box.ts) and never answered again; the verify token Meta echoes when it
 * checks the webhook is kept as a hash. `local` is the stand-in of a development server.
 */
export const whatsappChannels = pgTable('whatsapp_channels', {
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').$type<'cloud' | 'local'>().notNull(),
  phoneNumberId: text('phone_number_id').notNull().unique(),
  /** The number customers write to, as the company typed it (shown on the dashboard). */
  displayPhone: text('display_phone').notNull(),
  accessTokenSealed: text('access_token_sealed').notNull(),
  appSecretSealed: text('app_secret_sealed').notNull(),
  verifyTokenHash: text('verify_token_hash').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The intake assistant's place in a conversation (modules/whatsapp/intake-assistant.ts). */
export interface AssistantState {
  step:
    | 'idle'
    | 'make'
    | 'make_typed'
    | 'model'
    | 'year'
    | 'parts'
    | 'branch'
    | 'confirm'
    | 'question'
    | 'staff';
  /** The welcome was sent once. */
  greeted?: boolean;
  vehicle?: { make?: string; model?: string; year?: number; vin?: string; photo?: boolean };
  parts?: { name: string; quantity: number }[];
  branchId?: string | null;
}

/**
 * One customer's thread with a company (one per customer, whichever number it came through). `last_inbound_at` opens WhatsApp's 24-hour
 * customer-service window; `needs_staff` is set when the assistant hands the thread over and
 * cleared by a staff reply; `opted_out` by «إيقاف»/STOP.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The number it came through; null once the company disconnects it (the thread stays). */
    channelId: uuid('channel_id').references(() => whatsappChannels.id, { onDelete: 'set null' }),
    /** WhatsApp's id of the customer: the number with its country code, digits only. */
    customerPhone: text('customer_phone').notNull(),
    customerName: text('customer_name'),
    locale: text('locale').$type<'ar' | 'en'>().notNull().default('ar'),
    lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    unreadCount: integer('unread_count').notNull().default(0),
    needsStaff: boolean('needs_staff').notNull().default(false),
    optedOut: boolean('opted_out').notNull().default(false),
    assistant: jsonb('assistant').$type<AssistantState>().notNull().default({ step: 'idle' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_conversations_company_customer_unique').on(t.companyId, t.customerPhone),
    index('chat_conversations_company_recent_idx').on(
      t.companyId,
      t.lastMessageAt.desc(),
      t.id.desc(),
    ),
  ],
);

/**
 * A message of a conversation, either way. `provider_message_id` is WhatsApp's `wamid`: unique,
 * so a message Meta delivers again is stored once. Outbound messages carry their delivery status
 * as the status notifications report it, and `purpose` says why they were sent (a staff reply,
 * the assistant, the quote link…) so each update of an order goes out once.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey(),
    /** The order messages were stored in: a thread reads in this order, whatever their times. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    direction: text('direction').$type<'in' | 'out'>().notNull(),
    authorKind: text('author_kind').$type<'customer' | 'assistant' | 'staff'>().notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    providerMessageId: text('provider_message_id'),
    kind: text('kind').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<'pending' | 'sent' | 'delivered' | 'read' | 'failed'>(),
    failure: text('failure'),
    purpose: text('purpose'),
    /** What an update is about: one update of a purpose per event. */
    dedupeKey: text('dedupe_key'),
    orderId: uuid('order_id'),
    createdAt: createdAt(),
    statusAt: timestamp('status_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chat_messages_provider_id_unique')
      .on(t.providerMessageId)
      .where(sql`provider_message_id is not null`),
    uniqueIndex('chat_messages_dedupe_unique')
      .on(t.conversationId, t.dedupeKey)
      .where(sql`dedupe_key is not null`),
    index('chat_messages_conversation_idx').on(t.conversationId, t.seq),
  ],
);

/**
 * The durable inbox of the WhatsApp webhook: each message or status Meta posts is kept here
 * before the webhook answers, under a unique (channel, event key), and processed exactly once by
 * a job. Meta retries deliveries; a retry finds its row and changes nothing.
 */
export const chatInbox = pgTable(
  'chat_inbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => whatsappChannels.id, { onDelete: 'cascade' }),
    /** `message:<wamid>` or `status:<wamid>:<status>`. */
    eventKey: text('event_key').notNull(),
    /** The customer's WhatsApp id: one customer's events are processed in order. */
    customer: text('customer').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chat_inbox_event_unique').on(t.channelId, t.eventKey),
    index('chat_inbox_waiting_idx')
      .on(t.channelId, t.customer, t.id)
      .where(sql`processed_at is null`),
  ],
);

/** A customer's media (photos of a registration, voice notes, documents), fetched and checked. */
export const chatMedia = pgTable('chat_media', {
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  conversationId: uuid('conversation_id')
    .notNull()
    .references(() => chatConversations.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  byteSize: integer('byte_size').notNull(),
  createdAt: createdAt(),
});

/** The order an intake conversation created: its updates go back to that conversation. */
export const chatOrderLinks = pgTable('chat_order_links', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id').notNull(),
  conversationId: uuid('conversation_id')
    .notNull()
    .references(() => chatConversations.id, { onDelete: 'cascade' }),
});
