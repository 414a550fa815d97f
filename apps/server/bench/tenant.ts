/**
 * What the benchmarks share: a scratch database next to DATABASE_URL's (or a temporary PGlite
 * directory) and one company with 10 branches, 50 sections, their managers and employees, and
 * 2 000 customers.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client.js';
import { rowsOf } from '../src/db/rows.js';
import { branches, clients, integrationKeys, sections, users } from '../src/db/schema.js';
import { loadConfig } from '../src/config.js';
import { TokenService } from '../src/modules/auth/token.service.js';
import { newIntegrationKey } from '../src/modules/integration/integration-key.js';
import { BENCH_ENV } from './server-process.js';

export type Role = 'superadmin' | 'admin' | 'manager' | 'agent';
export interface Person {
  id: string;
  role: Role;
  companyId: string | null;
}

export async function openScratchDatabase(): Promise<{
  kind: 'pglite' | 'postgres';
  where: string;
  database: DatabaseHandle;
  dispose(): Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dataDir = await mkdtemp(join(tmpdir(), 'taseer-bench-'));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    return {
      kind: 'pglite',
      where: dataDir,
      database,
      dispose: async () => {
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `taseer_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `create database "${name}"`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: scratch.toString(), poolSize: 4 });
  return {
    kind: 'postgres',
    where: scratch.toString(),
    database,
    dispose: async () => {
      await database.close();
      await adminQuery(url, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** The PostgreSQL server every PostgreSQL bench uses; `pnpm bench` sets it when unset. */
export function adminUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('a PostgreSQL bench needs DATABASE_URL (a PostgreSQL server)');
  return url;
}

/** The URL of database `name` on DATABASE_URL's server. */
export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Where a bench measures: a database kept by `load.ts` (`pnpm bench`) or an earlier `--keep`,
 * or a scratch one it writes itself. `open()` may be called again after closing: PGlite is one
 * process's, so a bench closes its handle before the server it starts opens the directory.
 */
export interface BenchTarget {
  kind: 'pglite' | 'postgres';
  /** The database name (PostgreSQL) or the data directory (PGlite). */
  where: string;
  /** What the server is given: DATABASE_URL or DATA_DIR. */
  env: Record<string, string>;
  /** Written by someone else: read, not written, and not removed. */
  kept: boolean;
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

/**
 * The targets of `--database <name>` (PostgreSQL, next to DATABASE_URL's database) and
 * `--data <dir>` (PGlite), in that order; with neither, one scratch target: a new database next
 * to DATABASE_URL's when it is set, else a temporary PGlite directory.
 */
export async function benchTargets(options: {
  database?: string | undefined;
  data?: string | undefined;
  poolSize?: number;
}): Promise<BenchTarget[]> {
  const poolSize = options.poolSize ?? 2;
  const postgres = (name: string, kept: boolean): BenchTarget => {
    const url = databaseUrl(name);
    return {
      kind: 'postgres',
      where: name,
      env: { DATABASE_URL: url },
      kept,
      open: () => openDatabase({ kind: 'postgres', url, poolSize }),
      dispose: async () => {
        if (!kept) await adminQuery(adminUrl(), `drop database if exists "${name}" with (force)`);
      },
    };
  };
  const pglite = (dataDir: string, kept: boolean): BenchTarget => ({
    kind: 'pglite',
    where: dataDir,
    env: { DATA_DIR: dataDir },
    kept,
    open: () => openDatabase({ kind: 'pglite', dataDir }),
    dispose: async () => {
      if (!kept) await rm(dataDir, { recursive: true, force: true });
    },
  });
  const targets: BenchTarget[] = [];
  if (options.database) targets.push(postgres(options.database, true));
  if (options.data) targets.push(pglite(options.data, true));
  if (targets.length > 0) return targets;
  if (process.env.DATABASE_URL) {
    const name = `taseer_bench_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl(), `create database "${name}"`);
    return [postgres(name, false)];
  }
  return [pglite(await mkdtemp(join(tmpdir(), 'taseer-bench-')), false)];
}

export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface Company {
  superadmin: Person;
  company: Person;
  manager: Person & { branchId: string };
  agent: Person & { sectionId: string };
}

// Eight digits after 05, spread as real numbers are: the counter times a multiplier prime to
// 10^8 is a permutation of 0…10^8-1, so no two people share a number; the counter starts clear
// of the configured superadmin's (0500000001), which the app creates at start.
let phoneCounter = 1000;
function phone(): { dialCode: string; phoneNumber: string } {
  phoneCounter += 1;
  const digits = (phoneCounter * 2_654_435_761) % 100_000_000;
  return { dialCode: '+966', phoneNumber: `05${String(digits).padStart(8, '0')}` };
}

export async function writeCompany(db: Database): Promise<Company> {
  const superadmin: Person = { id: randomUUID(), role: 'superadmin', companyId: null };
  const companyId = randomUUID();
  await db.insert(users).values([
    { id: superadmin.id, role: 'superadmin', username: 'مدير النظام', isActive: true, ...phone() },
    {
      id: companyId,
      companyId,
      role: 'admin',
      username: 'شركة القياس',
      isActive: true,
      ...phone(),
    },
  ]);

  const branchIds: string[] = [];
  const sectionIds: string[] = [];
  const staff: (typeof users.$inferInsert)[] = [];
  const branchRows: (typeof branches.$inferInsert)[] = [];
  const sectionRows: (typeof sections.$inferInsert)[] = [];
  for (let b = 0; b < 10; b += 1) {
    const branchId = randomUUID();
    const managerId = randomUUID();
    branchIds.push(branchId);
    branchRows.push({
      id: branchId,
      companyId,
      name: `فرع ${b + 1}`,
      address: 'الرياض',
      managerId,
    });
    staff.push({
      id: managerId,
      companyId,
      role: 'manager',
      username: `مدير ${b + 1}`,
      isActive: true,
      ...phone(),
    });
    for (let s = 0; s < 5; s += 1) {
      const sectionId = randomUUID();
      sectionIds.push(sectionId);
      sectionRows.push({ id: sectionId, companyId, branchId, name: `قسم ${b + 1}-${s + 1}` });
      for (let a = 0; a < 4; a += 1) {
        staff.push({
          id: randomUUID(),
          companyId,
          role: 'agent',
          username: `موظف ${b + 1}-${s + 1}-${a + 1}`,
          isActive: true,
          ...phone(),
        });
      }
    }
  }
  // Managers first without a branch (the branch points at them), then placed.
  await db.insert(users).values(staff.map((row) => ({ ...row })));
  await db.insert(branches).values(branchRows);
  await db.insert(sections).values(sectionRows);
  let agentIndex = 0;
  for (const row of staff) {
    if (row.role === 'manager') {
      const branch = branchRows.find((b) => b.managerId === row.id);
      await db.execute(sql`update users set branch_id = ${branch?.id} where id = ${row.id}`);
    } else {
      const sectionRow = sectionRows[Math.floor(agentIndex / 4)];
      agentIndex += 1;
      await db.execute(
        sql`update users set branch_id = ${sectionRow?.branchId}, section_id = ${sectionRow?.id} where id = ${row.id}`,
      );
    }
  }

  const clientRows = Array.from({ length: 2000 }, (_, i) => ({
    id: randomUUID(),
    companyId,
    username: `عميل ${i + 1}`,
    ...phone(),
  }));
  for (let i = 0; i < clientRows.length; i += 500) {
    await db.insert(clients).values(clientRows.slice(i, i + 500));
  }

  const firstBranch = branchRows[0];
  const firstSection = sectionRows[0];
  const firstAgent = staff.find((row) => row.role === 'agent');
  if (!firstBranch?.managerId || !firstSection || !firstAgent) throw new Error('no staff written');
  return {
    superadmin,
    company: { id: companyId, role: 'admin', companyId },
    manager: {
      id: firstBranch.managerId,
      role: 'manager',
      companyId,
      branchId: firstBranch.id,
    },
    agent: { id: firstAgent.id, role: 'agent', companyId, sectionId: firstSection.id },
  };
}

/**
 * The people of a database written by `writeCompany` (the loader's, or a bench's own): the
 * company and the first branch's manager and employee.
 */
export async function findCompany(db: Database): Promise<Company> {
  const row = rowsOf<Record<string, string>>(
    await db.execute(sql`
      select
        (select id from users where role = 'superadmin' and username = 'مدير النظام'
          order by created_at limit 1) as superadmin,
        c.id as company,
        b.manager_id as manager, b.id as branch,
        a.id as agent, a.section_id as section
      from users c
      join branches b on b.company_id = c.id and b.name = 'فرع 1'
      join users a on a.company_id = c.id and a.role = 'agent' and a.username = 'موظف 1-1-1'
      where c.role = 'admin' and c.username = 'شركة القياس'
      limit 1
    `),
  )[0];
  if (!row) throw new Error('the database holds no benchmark company (bench/load.ts writes one)');
  const companyId = String(row.company);
  return {
    superadmin: { id: String(row.superadmin), role: 'superadmin', companyId: null },
    company: { id: companyId, role: 'admin', companyId },
    manager: { id: String(row.manager), role: 'manager', companyId, branchId: String(row.branch) },
    agent: { id: String(row.agent), role: 'agent', companyId, sectionId: String(row.section) },
  };
}

/** A company of one branch and one section, as the bot-facing benches need it. */
export interface SmallCompany {
  companyId: string;
  /** Its chat bot's integration key. */
  botKey: string;
  /** An access token of the company itself (signed with BENCH_ENV's JWT_SECRET). */
  token: string;
}

export async function writeSmallCompany(db: Database): Promise<SmallCompany> {
  const companyId = randomUUID();
  await db.insert(users).values({
    id: companyId,
    companyId,
    role: 'admin',
    username: 'شركة القياس',
    isActive: true,
    ...phone(),
  });
  const branchId = randomUUID();
  await db.insert(branches).values({ id: branchId, companyId, name: 'الفرع', address: 'الرياض' });
  await db.insert(sections).values({ id: randomUUID(), companyId, branchId, name: 'القسم' });
  const key = newIntegrationKey();
  await db.insert(integrationKeys).values({
    id: randomUUID(),
    companyId,
    name: 'bench',
    keyHash: key.keyHash,
    keyPrefix: key.keyPrefix,
  });
  const config = loadConfig({ NODE_ENV: 'test', ...BENCH_ENV });
  const tokens = new TokenService({ db, config, clock: { now: () => new Date() } });
  const family = await tokens.startFamily(db, companyId);
  const token = await tokens.issueAccessToken({
    userId: companyId,
    role: 'admin',
    companyId,
    sessionId: family.familyId,
  });
  return { companyId, botKey: key.key, token };
}

/** The headers of a call the company itself makes (its API key and token). */
export function companyHeaders(company: SmallCompany): Record<string, string> {
  return {
    'content-type': 'application/json',
    'x-api-key': BENCH_ENV.API_KEY,
    authorization: `Bearer ${company.token}`,
  };
}

/**
 * Customer `n`'s address, for X-Forwarded-For (the server trusting its proxy): each customer's
 * link calls stay within the link's per-address limit, as real customers' do.
 */
export function customerAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** An order the bot submitted and the company priced: its id, its link's token and its parts. */
export interface QuotedOrder {
  orderId: string;
  token: string;
  pieceIds: string[];
}

/**
 * An order of three parts from the bot (customer `customer`'s phone), priced by the company at
 * 115 SAR a part.
 */
export async function quotedOrder(
  origin: string,
  company: SmallCompany,
  customer = 0,
): Promise<QuotedOrder> {
  const created = await fetch(`${origin}/api/v1/integration/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-integration-key': company.botKey,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({
      client: {
        name: `عميل القياس ${customer}`,
        phone: { dialCode: '+966', number: `055${String(1_234_567 + customer).slice(-7)}` },
      },
      vehicle: { mark: 'تويوتا', model: 'كامري', year: 2020 },
      pieces: [
        { nameAr: 'فلتر زيت', quantity: 2 },
        { nameAr: 'فحمات فرامل أمامية', quantity: 1 },
        { nameAr: 'مساعدات خلفية', quantity: 2 },
      ],
    }),
  });
  if (created.status !== 201) throw new Error(`intake answered ${created.status}`);
  const { order } = (await created.json()) as {
    order: { _id: string; pieces: { _id: string }[] };
  };
  const pieceIds = order.pieces.map((piece) => piece._id);
  const priced = await fetch(`${origin}/api/v1/orders/${order._id}/quotes`, {
    method: 'POST',
    headers: companyHeaders(company),
    body: JSON.stringify({
      lines: pieceIds.map((pieceId) => ({ pieceId, options: [{ price: 115 }] })),
    }),
  });
  if (priced.status !== 200) throw new Error(`pricing answered ${priced.status}`);
  const { link } = (await priced.json()) as { link: string };
  const token = link.split('/q/')[1];
  if (!token) throw new Error(`no token in ${link}`);
  return { orderId: order._id, token, pieceIds };
}

/** The customer accepts the quote on his link, every part at its first option. */
export async function acceptQuote(
  origin: string,
  order: QuotedOrder,
  customer: number,
): Promise<void> {
  const accepted = await fetch(`${origin}/api/v1/public/quotes/${order.token}/answer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': customerAddress(customer) },
    body: JSON.stringify({
      version: 1,
      decision: 'accept',
      lines: order.pieceIds.map((pieceId) => ({ pieceId, option: 0 })),
    }),
  });
  if (accepted.status !== 200) throw new Error(`accepting answered ${accepted.status}`);
  await accepted.arrayBuffer();
}

/** A complete tax profile, so a sale paid in full gets its ZATCA invoice. */
export async function writeTaxProfile(origin: string, company: SmallCompany): Promise<void> {
  const saved = await fetch(`${origin}/api/v1/tax-profile`, {
    method: 'PUT',
    headers: companyHeaders(company),
    body: JSON.stringify({
      legalNameAr: 'شركة القياس لقطع الغيار',
      legalNameEn: 'Bench Auto Parts Co.',
      vatNumber: '310122393500003',
      commercialRegistration: '1010123456',
      address: {
        buildingNumber: '2322',
        street: 'طريق الملك فهد',
        district: 'العليا',
        city: 'الرياض',
        postalCode: '12211',
        additionalNumber: '8123',
      },
      issuingBranchId: null,
    }),
  });
  if (saved.status !== 200) throw new Error(`the tax profile answered ${saved.status}`);
  await saved.arrayBuffer();
}
