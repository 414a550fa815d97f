import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import {
  branches,
  clients,
  orders,
  paymentRefunds,
  payments,
  pieces,
  quotes,
  sections,
  users,
  vehicles,
} from '../src/db/schema.js';
import type { AuthContext } from '../src/modules/identity/index.js';
import type { Query } from '../src/openapi/operation-types.js';
import { EXPORT_BATCH_SIZE, exportOrders } from '../src/modules/orders/export-orders.service.js';
import {
  NEWEST_FIRST,
  orderConditions,
  type OrderFilters,
} from '../src/modules/orders/orders.repository.js';
import { sarText } from '@taseer/money';
import { scopeOf } from '../src/modules/scope/scope.js';
import { openTestDatabase } from './support/test-database.js';

/**
 * The export's bytes are written by the database: one COPY over a connection of its own on
 * PostgreSQL, prepared keyset batches written as COPY writes CSV on PGlite. Both must give
 * exactly the file the export gave when JavaScript formatted every cell (`referenceCsv` below
 * is that formatter, kept as the oracle), on the same rows, whatever the cells hold: quotes,
 * commas, line breaks, a leading = + - @ tab or CR, Arabic, emoji; rows sharing a timestamp
 * across batch boundaries; orders without vehicle, branch, section, manager or quote.
 *
 * The PGlite project compares PGlite with the oracle; the PostgreSQL project writes the same
 * rows into PostgreSQL and into a PGlite of its own and compares all three.
 */

const AWKWARD = [
  '=HYPERLINK("http://evil.example","اضغط")',
  'ورشة "النجم"، فرع 2',
  'قطع, وغيار',
  'سطر أول\nسطر ثان',
  'عودة\r\nوسطر',
  '\rيبدأ بعودة',
  '+966 عميل',
  '-خصم خاص',
  '@حساب',
  '\tمسافة',
  '🚗 عميل سعيد 😀',
  '""',
  ',',
  "'مقتبس'",
  'عادي تماماً',
] as const;

/** Past two batch boundaries on PGlite. */
const ORDER_COUNT = 2 * EXPORT_BATCH_SIZE + 37;
const QUOTE_STATES = [
  'sent',
  'viewed',
  'accepted',
  'declined',
  'expired',
  'withdrawn',
  'superseded',
] as const;

const FULFILMENT_STAGES = [
  null,
  'preparing',
  'ready_for_pickup',
  'out_for_delivery',
  'delivered',
  'returned',
] as const;

interface Fixture {
  company: AuthContext;
  manager: AuthContext;
  agent: AuthContext;
}

/** The same rows, ids and times in any database. */
async function writeFixture(db: Database): Promise<Fixture> {
  const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const companyId = id(1);
  const managerId = id(2);
  const agentId = id(3);
  const branchA = id(10);
  const branchB = id(11);
  const sectionA = id(20);
  const phone = (n: number) => ({
    dialCode: '+966',
    phoneNumber: `05${String(n).padStart(8, '0')}`,
  });
  await db.insert(users).values([
    {
      id: companyId,
      companyId,
      role: 'admin',
      username: '=شركة "القياس"، المحدودة',
      isActive: true,
      ...phone(1),
    },
    {
      id: managerId,
      companyId,
      role: 'manager',
      username: 'مدير, الفرع',
      isActive: true,
      ...phone(2),
    },
  ]);
  await db.insert(branches).values([
    { id: branchA, companyId, name: 'فرع\nالرياض', address: 'الرياض', managerId },
    { id: branchB, companyId, name: '-فرع بلا مدير', address: 'جدة' },
  ]);
  await db
    .insert(sections)
    .values({ id: sectionA, companyId, branchId: branchA, name: '@قسم "المحركات"' });
  await db.insert(users).values({
    id: agentId,
    companyId,
    role: 'agent',
    username: 'موظف',
    isActive: true,
    branchId: branchA,
    sectionId: sectionA,
    ...phone(3),
  });
  await db.execute(sql`update users set branch_id = ${branchA} where id = ${managerId}`);

  const clientRows = AWKWARD.map((name, i) => ({
    id: id(100 + i),
    companyId,
    username: name,
    dialCode: i % 4 === 0 ? '+966' : '+971',
    phoneNumber: i % 5 === 0 ? `-05${i}` : `05${String(i).padStart(8, '0')}`,
  }));
  await db.insert(clients).values(clientRows);
  await db.insert(vehicles).values(
    clientRows.map((client, i) => ({
      id: id(200 + i),
      companyId,
      clientId: client.id,
      mark: i % 3 === 0 ? '+تويوتا' : 'هيونداي',
      model: AWKWARD[(i + 3) % AWKWARD.length] ?? '',
      year: i % 2 === 0 ? 2010 + i : null,
      chassis: i % 4 === 0 ? `KMHJ381ABKU${String(100000 + i)}` : null,
    })),
  );

  // Seven orders share each timestamp, so ties are broken by id across batch boundaries; the
  // times fall on both sides of midnight in Riyadh and carry microseconds.
  const base = Date.UTC(2026, 10, 24, 20, 59, 30);
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const pieceRows: (typeof pieces.$inferInsert)[] = [];
  const quoteRows: (typeof quotes.$inferInsert)[] = [];
  const paymentRows: (typeof payments.$inferInsert)[] = [];
  const refundRows: { n: number; paymentIndex: number; refunded: number }[] = [];
  for (let n = 0; n < ORDER_COUNT; n += 1) {
    const orderId = id(10_000 + ((n * 7919) % 100_000));
    const createdAt = new Date(base - Math.floor(n / 7) * 61_000);
    const status = (['pending', 'completed', 'canceled'] as const)[n % 3] ?? 'pending';
    const quoted = status === 'completed' && n % 11 !== 0;
    const quoteStatus = quoted ? QUOTE_STATES[n % QUOTE_STATES.length] : null;
    orderRows.push({
      id: orderId,
      companyId,
      orderRef: n % 13 === 0 ? `=REF-${n}` : `RYN-${String(n).padStart(5, '0')}`,
      clientId: id(100 + (n % AWKWARD.length)),
      vehicleId: n % 6 === 0 ? null : id(200 + (n % AWKWARD.length)),
      branchId: n % 9 === 0 ? null : n % 4 === 0 ? branchB : branchA,
      sectionId: n % 9 === 0 || n % 4 === 0 || n % 5 === 0 ? null : sectionA,
      managerId: n % 9 === 0 && n % 2 === 0 ? managerId : null,
      status,
      quoteVersion: quoted ? 1 + (n % 2) : null,
      quoteStatus,
      createdAt,
      updatedAt: createdAt,
    });
    for (let k = 0; k < n % 4; k += 1) {
      pieceRows.push({
        id: id(500_000 + n * 4 + k),
        companyId,
        orderId,
        nameAr: AWKWARD[(n + k) % AWKWARD.length] ?? 'قطعة',
        quantity: 1 + ((n + k) % 5),
        price:
          status === 'completed'
            ? `${(n * 13 + k * 7) % 2000}.${String((n + k) % 100).padStart(2, '0')}`
            : null,
        status: status === 'completed' ? 'priced' : 'pending',
        createdAt: new Date(createdAt.getTime() + (k % 2) * 1000),
        updatedAt: createdAt,
      });
    }
    if (quoted) {
      for (let version = 1; version <= 1 + (n % 2); version += 1) {
        const total = (n * 1_234 + version) % 10_000_000;
        quoteRows.push({
          id: id(900_000 + n * 2 + version),
          companyId,
          orderId,
          version,
          status: version === 1 + (n % 2) ? (quoteStatus ?? 'sent') : 'superseded',
          lines: [],
          vatRateBasisPoints: 1500,
          pricesIncludeVat: false,
          deliveryHalalas: 0,
          subtotalHalalas: total,
          vatHalalas: 0,
          totalHalalas: total,
          validUntil: new Date(base + 86_400_000),
          createdAt,
          sharedAt: n % 4 === 0 ? null : createdAt,
          acceptedTotalHalalas: quoteStatus === 'accepted' ? total - (n % 100) : null,
        });
      }
      // Accepted sales part paid, paid, or paid and half given back, along their handover.
      const order = orderRows[orderRows.length - 1];
      const accepted = quoteRows[quoteRows.length - 1];
      if (quoteStatus === 'accepted' && order && accepted?.acceptedTotalHalalas && n % 4 !== 0) {
        const due = accepted.acceptedTotalHalalas;
        const paid = n % 4 === 1 ? Math.ceil(due / 3) : due;
        paymentRows.push({
          id: id(1_500_000 + n),
          companyId,
          orderId,
          quoteId: accepted.id as string,
          method: 'cash',
          status: 'paid',
          amountHalalas: paid,
          settledAt: createdAt,
        });
        const refunded = n % 4 === 3 ? Math.floor(paid / 2) : 0;
        if (refunded > 0) order.owedHalalas = due - paid + refunded;
        else order.owedHalalas = due - paid;
        order.paymentStatus = paid - refunded >= due ? 'paid' : 'partially_paid';
        order.fulfilmentStage = FULFILMENT_STAGES[n % FULFILMENT_STAGES.length];
        if (refunded > 0) refundRows.push({ n, paymentIndex: paymentRows.length - 1, refunded });
      }
    }
  }
  await db.insert(orders).values(orderRows);
  for (let i = 0; i < pieceRows.length; i += 500)
    await db.insert(pieces).values(pieceRows.slice(i, i + 500));
  // Repriced and removed after they were written, as pricing and corrections do: the pieces'
  // cells must follow.
  await db.execute(
    sql`update ${pieces} set price = price + 1.5 where quantity = 2 and price is not null`,
  );
  await db.execute(sql`delete from ${pieces} where quantity = 5`);
  for (let i = 0; i < quoteRows.length; i += 500)
    await db.insert(quotes).values(quoteRows.slice(i, i + 500));
  for (let i = 0; i < paymentRows.length; i += 500)
    await db.insert(payments).values(paymentRows.slice(i, i + 500));
  if (refundRows.length > 0) {
    await db.insert(paymentRefunds).values(
      refundRows.map(({ n, paymentIndex, refunded }) => {
        const payment = paymentRows[paymentIndex] as typeof payments.$inferInsert;
        return {
          id: id(1_700_000 + n),
          companyId,
          orderId: payment.orderId,
          paymentId: payment.id,
          amountHalalas: refunded,
        };
      }),
    );
  }
  // Microseconds, which a JavaScript Date cannot carry: the keyset key must keep them.
  await db.execute(sql`update ${orders} set created_at = created_at + interval '0.000317 seconds'`);
  return {
    company: { userId: companyId, role: 'admin', companyId, sessionId: randomUUID() },
    manager: {
      userId: managerId,
      role: 'manager',
      companyId,
      sessionId: randomUUID(),
      placement: { branchId: branchA, sectionId: null },
    },
    agent: {
      userId: agentId,
      role: 'agent',
      companyId,
      sessionId: randomUUID(),
      placement: { branchId: branchA, sectionId: sectionA },
    },
  };
}

/** Where two files part, as the lines around it (nothing when they are equal). */
function firstDifference(actual: Buffer, expected: Buffer): { actual?: string; expected?: string } {
  if (actual.equals(expected)) return {};
  let at = 0;
  while (at < actual.length && actual[at] === expected[at]) at += 1;
  const around = (bytes: Buffer) =>
    bytes.subarray(Math.max(0, at - 200), at + 200).toString('utf8');
  return { actual: around(actual), expected: around(expected) };
}

async function exported(handle: DatabaseHandle, auth: AuthContext, filters: ExportQuery = {}) {
  const stream = await exportOrders({ db: handle.db, database: handle }, auth, {
    ...filters,
    viewerId: auth.userId,
    now: new Date(),
  });
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** A PGlite database of this file's own, migrated here (the PostgreSQL project has no template). */
async function openOwnPglite(): Promise<DatabaseHandle> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    return openDatabase({
      kind: 'pglite',
      loadDataDir: new Blob([await readFile(template.dumpFile)]),
    });
  }
  const handle = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(handle);
  return handle;
}

type ExportQuery = Query<'exportOrders'>;

const CASES: [string, keyof Fixture, ExportQuery][] = [
  ['a company, everything', 'company', {}],
  ['a branch manager', 'manager', {}],
  ['an employee', 'agent', {}],
  ['completed orders only', 'company', { status: 'completed' }],
  ['a quote state', 'company', { quoteStatus: 'accepted' }],
  ['a search with a quote in it', 'company', { search: '"النجم"' }],
  ['a search with a backslash and a percent', 'company', { search: '\\%' }],
];

describe('the export written by COPY', () => {
  const databases: { name: string; handle: DatabaseHandle }[] = [];
  let fixture: Fixture;

  beforeAll(async () => {
    const own = await openOwnPglite();
    databases.push({ name: 'PGlite (keyset batches)', handle: own });
    if (inject('databaseTemplate').kind === 'postgres') {
      databases.unshift({ name: 'PostgreSQL (one COPY stream)', handle: await openTestDatabase() });
    }
    for (const { handle } of databases) fixture = await writeFixture(handle.db);
  }, 180_000);

  afterAll(async () => {
    for (const { handle } of databases) await handle.close();
  });

  it.each(CASES)(
    'gives the same bytes on every database and as before: %s',
    async (_, who, filters) => {
      const reference = await referenceCsv(databases[0]!.handle.db, fixture[who], filters);
      for (const { name, handle } of databases) {
        const bytes = await exported(handle, fixture[who], filters);
        expect({ name, ...firstDifference(bytes, reference) }).toEqual({ name });
      }
    },
  );

  it('neutralises every awkward cell and keeps line breaks inside quoted cells', async () => {
    const text = (await exported(databases[0]!.handle, fixture.company)).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""اضغط"")"`);
    expect(text).toContain('"سطر أول\nسطر ثان"');
    expect(text).toContain('"عودة\r\nوسطر"');
    expect(text).toContain(`"'\rيبدأ بعودة"`);
    expect(text).toContain('🚗 عميل سعيد 😀');
    expect(text).toContain(`'=REF-13,`);
    // Every row ends with CRLF: no bare LF outside quoted cells.
    expect(text.replaceAll('\r\n', '').replaceAll(/"[^"]*"/g, '')).not.toContain('\n');
  });
});

// ---------------------------------------------------------------------------------------------
// The oracle: the export as JavaScript formatted it before the database wrote the cells
// (orders-csv.ts and order-export.repository.ts until COPY replaced them).

const oracleCompany = alias(users, 'oracle_company');
const oracleManager = alias(users, 'oracle_manager');

async function referenceCsv(db: Database, auth: AuthContext, query: ExportQuery): Promise<Buffer> {
  const filters: OrderFilters = { ...query, viewerId: auth.userId, now: new Date() };
  const scope = await scopeOf(db, auth);
  const rows = await db
    .select({
      orderRef: orders.orderRef,
      createdAt: orders.createdAt,
      status: orders.status,
      clientName: clients.username,
      clientDialCode: clients.dialCode,
      clientPhone: clients.phoneNumber,
      companyName: oracleCompany.username,
      branchName: branches.name,
      managerName: oracleManager.username,
      sectionName: sections.name,
      vehicle: sql<string>`coalesce(concat_ws(' ', ${vehicles.mark}, ${vehicles.model}, ${vehicles.year}::text, ${vehicles.chassis}), '')`,
      pieces: sql<string>`coalesce((select string_agg(
          ${pieces.nameAr} || ' × ' || ${pieces.quantity}::text
            || coalesce(' (' || ${pieces.price}::text || ')', ''),
          ' | ' order by ${pieces.createdAt}, ${pieces.id})
        from ${pieces}
        where ${pieces.companyId} = ${orders.companyId} and ${pieces.orderId} = ${orders.id}), '')`,
      total: sql<string>`(select coalesce(sum(${pieces.price} * ${pieces.quantity}), 0)::text
        from ${pieces}
        where ${pieces.companyId} = ${orders.companyId} and ${pieces.orderId} = ${orders.id})`,
      quoteStatus: orders.quoteStatus,
      quoteVersion: orders.quoteVersion,
      quoteSharedAt: quotes.sharedAt,
      quoteTotalHalalas: quotes.totalHalalas,
      quoteAcceptedTotalHalalas: quotes.acceptedTotalHalalas,
      paymentStatus: orders.paymentStatus,
      // From the payments themselves, not the order's kept figure the export reads.
      netPaidHalalas: sql<number>`(select coalesce(sum(p.amount_halalas), 0)
          - coalesce((select sum(r.amount_halalas) from payment_refunds r
              join payments rp on rp.id = r.payment_id where rp.quote_id = ${quotes.id}), 0)
        from payments p where p.quote_id = ${quotes.id} and p.status = 'paid')::int`,
      fulfilmentStage: orders.fulfilmentStage,
    })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(vehicles, eq(vehicles.id, orders.vehicleId))
    .leftJoin(branches, eq(branches.id, orders.branchId))
    .leftJoin(sections, eq(sections.id, orders.sectionId))
    .leftJoin(oracleCompany, eq(oracleCompany.id, orders.companyId))
    .leftJoin(
      oracleManager,
      eq(oracleManager.id, sql`coalesce(${branches.managerId}, ${orders.managerId})`),
    )
    .leftJoin(quotes, and(eq(quotes.orderId, orders.id), eq(quotes.version, orders.quoteVersion)))
    .where(orderConditions(scope, filters))
    .orderBy(...NEWEST_FIRST);
  type Row = (typeof rows)[number];
  const statusWords = { pending: 'قيد المراجعة', completed: 'مكتمل', canceled: 'ملغي' };
  const quoteWords = {
    sent: 'أُرسل',
    viewed: 'شاهده العميل',
    accepted: 'مقبول',
    declined: 'مرفوض',
    expired: 'منتهي الصلاحية',
    withdrawn: 'مسحوب',
    superseded: 'استُبدل بنسخة أحدث',
  };
  const paymentWords = { partially_paid: 'مدفوع جزئيًا', paid: 'مدفوع', refunded: 'مسترد' };
  const fulfilmentWords = {
    preparing: 'قيد التجهيز',
    ready_for_pickup: 'جاهز للاستلام',
    out_for_delivery: 'خرج للتوصيل',
    delivered: 'تم التسليم',
    returned: 'مرتجع',
  };
  const amount = (halalas: number | null) => (halalas === null ? '' : sarText(halalas));
  const columns: [string, (row: Row) => string][] = [
    ['رقم الطلب', (row) => row.orderRef],
    [
      'تاريخ الطلب',
      (row) =>
        new Date(row.createdAt.getTime() + 3 * 3_600_000)
          .toISOString()
          .slice(0, 16)
          .replace('T', ' '),
    ],
    ['الحالة', (row) => statusWords[row.status]],
    ['اسم العميل', (row) => row.clientName],
    ['جوال العميل', (row) => `${row.clientPhone} (${row.clientDialCode})`],
    ['الشركة', (row) => row.companyName ?? ''],
    ['الفرع', (row) => row.branchName ?? ''],
    ['المدير', (row) => row.managerName ?? ''],
    ['القسم', (row) => row.sectionName ?? ''],
    ['المركبة', (row) => row.vehicle],
    ['القطع', (row) => row.pieces],
    ['الإجمالي (ر.س)', (row) => Number(row.total).toFixed(2)],
    [
      'حالة عرض السعر',
      (row) =>
        !row.quoteStatus
          ? ''
          : row.quoteStatus === 'sent' && row.quoteSharedAt === null
            ? 'جاهز للإرسال'
            : quoteWords[row.quoteStatus],
    ],
    ['نسخة العرض', (row) => (row.quoteVersion === null ? '' : String(row.quoteVersion))],
    ['إجمالي العرض شامل الضريبة (ر.س)', (row) => amount(row.quoteTotalHalalas)],
    ['الإجمالي المقبول (ر.س)', (row) => amount(row.quoteAcceptedTotalHalalas)],
    ['حالة الدفع', (row) => (row.paymentStatus ? paymentWords[row.paymentStatus] : '')],
    ['المدفوع (ر.س)', (row) => (row.paymentStatus ? amount(row.netPaidHalalas) : '')],
    ['حالة التسليم', (row) => (row.fulfilmentStage ? fulfilmentWords[row.fulfilmentStage] : '')],
  ];
  const cell = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  const lines = [
    columns.map(([heading]) => cell(heading)).join(','),
    ...rows.map((row) => columns.map(([, format]) => cell(format(row))).join(',')),
  ];
  return Buffer.from(`\uFEFF${lines.map((line) => `${line}\r\n`).join('')}`);
}
