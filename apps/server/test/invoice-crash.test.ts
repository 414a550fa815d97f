import { randomBytes } from 'node:crypto';
import { INITIAL_PIH, invoiceHash } from '@taseer/zatca';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { rowsOf } from '../src/db/rows.js';
import { signIn, uniqueIp } from './support/auth-helpers.js';
import { databaseUrlFor } from './support/database-template.js';
import { issueIntegrationKey, placeOrder } from './support/order-fixtures.js';
import { createOrg, SUPERADMIN_PHONE, type Org } from './support/org-fixtures.js';
import { answerPublic, issue, priceEach, tokenOf } from './support/quote-fixtures.js';
import { adminQuery, startServerProcess, type ServerProcess } from './support/server-process.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Invoice numbers across a crash: a server process issuing a company's invoices is killed
 * (SIGKILL, nothing flushed, transactions cut where they stood), another takes over, and the
 * numbers and counters still run from 1 without a gap or a repeat, in one hash chain. On
 * PostgreSQL, which outlives the process; the embedded database dies with its process.
 */

const SALES = 24;
const template = inject('databaseTemplate');

interface ChainRow {
  number: string;
  counter: number;
  hash: string;
  previous_hash: string;
  xml: string;
}

describe.skipIf(template.kind !== 'postgres')('invoice numbers when the process is killed', () => {
  const name = `taseer_test_${randomBytes(6).toString('hex')}`;
  let databaseUrl: string;
  let database: DatabaseHandle;
  let first: ServerProcess | undefined;
  let second: ServerProcess | undefined;
  let companyId: string;

  async function chain(): Promise<ChainRow[]> {
    return rowsOf<ChainRow>(
      await database.db.execute(sql`
        select number, counter, hash, previous_hash, xml from tax_documents
        where company_id = ${companyId} order by counter`),
    );
  }

  function expectWhole(rows: ChainRow[]): void {
    expect(rows.map((row) => row.counter)).toEqual(rows.map((_, index) => index + 1));
    expect(rows.map((row) => row.number)).toEqual(
      rows.map((_, index) => `INV-${String(index + 1).padStart(6, '0')}`),
    );
    rows.forEach((row, index) => {
      expect(row.previous_hash).toBe(index === 0 ? INITIAL_PIH : rows[index - 1]!.hash);
      expect(invoiceHash(row.xml)).toBe(row.hash);
    });
  }

  async function until(ask: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await ask())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  beforeAll(async () => {
    if (template.kind !== 'postgres') return;
    await adminQuery(
      template.adminUrl,
      `create database "${name}" template "${template.templateName}"`,
    );
    databaseUrl = databaseUrlFor(template.adminUrl, name);
    // The sales are made through the API, while the tax profile lacks its VAT number: each
    // sale's invoice job waits for it.
    const t: TestApp = await createTestApp({
      database: await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 }),
    });
    try {
      const superadmin = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
      const org: Org = await createOrg(t, superadmin);
      companyId = org.company.id;
      const profile = await t.api.request({
        method: 'PUT',
        url: '/api/v1/tax-profile',
        token: org.company.token,
        body: {
          legalNameAr: 'شركة قطع الغيار المتحدة',
          vatNumber: null,
          commercialRegistration: '1010123456',
          address: {
            buildingNumber: '2322',
            street: 'طريق الملك فهد',
            district: 'العليا',
            city: 'الرياض',
            postalCode: '12211',
            additionalNumber: '8123',
          },
        },
      });
      expect(profile.statusCode, profile.body).toBe(200);
      const key = await issueIntegrationKey(t, org.company.token);
      for (let sale = 0; sale < SALES; sale += 1) {
        const order = await placeOrder(t, key);
        const quote = await issue(t, org.agent.token, order._id, priceEach(order, 20 + sale));
        const lines = order.pieces.map((piece) => ({ pieceId: piece._id, option: 0 }));
        const accepted = await answerPublic(
          t,
          tokenOf(quote.link),
          { version: 1, decision: 'accept', lines },
          uniqueIp(),
        );
        expect(accepted.statusCode, accepted.body).toBe(200);
        const due = (
          await t.api.get(`/api/v1/orders/${order._id}/payments`, { token: org.company.token })
        ).json<{ outstandingHalalas: number }>().outstandingHalalas;
        const paid = await t.api.request({
          method: 'POST',
          url: `/api/v1/orders/${order._id}/payments`,
          token: org.agent.token,
          body: { method: 'cash', amountHalalas: due },
        });
        expect(paid.statusCode, paid.body).toBe(201);
      }
    } finally {
      await t.close();
    }
    database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  }, 180_000);

  afterAll(async () => {
    for (const server of [first, second]) server?.child.kill('SIGKILL');
    await database?.close();
    if (template.kind === 'postgres') {
      await adminQuery(template.adminUrl, `drop database if exists "${name}" with (force)`);
    }
  }, 30_000);

  it('keeps the numbers whole when the issuing process dies mid-way, and goes on after', async () => {
    expect(await chain()).toEqual([]);
    first = await startServerProcess({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' });
    // The VAT number arrives: every waiting sale's job becomes due at once.
    await database.db.execute(sql`
      update quote_terms set vat_number = '310122393500003' where company_id = ${companyId}`);
    await database.db.execute(sql`
      update jobs set next_attempt_at = now() where kind = 'invoice.issue' and status = 'pending'`);
    await database.db.execute(sql`select pg_notify('taseer_jobs', '')`);
    await until(async () => (await chain()).length >= 3);
    first.child.kill('SIGKILL');
    await first.exited;

    const survived = await chain();
    expect(survived.length).toBeGreaterThanOrEqual(3);
    expect(survived.length).toBeLessThan(SALES);
    expectWhole(survived);
    const [counter] = rowsOf<{
      last_counter: number;
      last_invoice_number: number;
      last_hash: string;
    }>(
      await database.db.execute(sql`
        select last_counter, last_invoice_number, last_hash from tax_document_counters
        where company_id = ${companyId}`),
    );
    expect(counter).toEqual({
      last_counter: survived.length,
      last_invoice_number: survived.length,
      last_hash: survived.at(-1)!.hash,
    });

    // The dead process's claims lapse (here at once, instead of after their lease) and another
    // process issues the rest.
    await database.db.execute(sql`
      update jobs set next_attempt_at = now() where kind = 'invoice.issue' and status = 'pending'`);
    second = await startServerProcess({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' });
    await until(async () => (await chain()).length === SALES);
    expectWhole(await chain());
  }, 90_000);
});
