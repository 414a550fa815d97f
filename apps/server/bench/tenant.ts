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
import { branches, clients, sections, users } from '../src/db/schema.js';

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

// Clear of the configured superadmin (0500000001), which the app creates at start.
let phoneCounter = 1000;
function phone(): { dialCode: string; phoneNumber: string } {
  phoneCounter += 1;
  return { dialCode: '+966', phoneNumber: `05${String(phoneCounter).padStart(8, '0')}` };
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
