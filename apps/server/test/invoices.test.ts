import { sql } from 'drizzle-orm';
import { decodeInvoiceQr, INITIAL_PIH, invoiceHash } from '@taseer/zatca';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import type { components } from '../src/generated/contract-types.js';
import { signIn, uniqueIp } from './support/auth-helpers.js';
import { issueIntegrationKey, placeOrder, type OrderBody } from './support/order-fixtures.js';
import { createOrg, SUPERADMIN_PHONE, type Org } from './support/org-fixtures.js';
import { answerPublic, issue, priceEach, tokenOf } from './support/quote-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * The sale's tax invoice: issued on its own once a sale is paid in full, numbered without gaps in
 * one hash chain per company, its QR and XML saying what the sale was; a refund's credit note in
 * the same chain; staff issuing by hand; the customer's link; one company against another.
 */

type TaxDocument = components['schemas']['TaxDocument'];
type OrderTaxDocuments = components['schemas']['OrderTaxDocuments'];

const PROFILE = {
  legalNameAr: 'شركة قطع الغيار المتحدة للسيارات',
  legalNameEn: 'United Auto Parts Co.',
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
};

let t: TestApp;
let superadmin: string;
let org: Org;
let other: Org;
let key: string;

beforeAll(async () => {
  t = await createTestApp();
  superadmin = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  org = await createOrg(t, superadmin);
  other = await createOrg(t, superadmin);
  key = await issueIntegrationKey(t, org.company.token);
  const saved = await t.api.request({
    method: 'PUT',
    url: '/api/v1/tax-profile',
    token: org.company.token,
    body: PROFILE,
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => t?.close());

/** An order the customer accepted in full: the order, its link token and the accepted total. */
async function acceptedOrder(price = 100): Promise<{ order: OrderBody; token: string }> {
  const order = await placeOrder(t, key);
  const issued = await issue(t, org.agent.token, order._id, priceEach(order, price));
  const token = tokenOf(issued.link);
  const lines = order.pieces.map((piece) => ({ pieceId: piece._id, option: 0 }));
  const accepted = await answerPublic(
    t,
    token,
    { version: 1, decision: 'accept', lines },
    uniqueIp(),
  );
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { order, token };
}

async function owed(orderId: string): Promise<{ due: number; paymentId: string | null }> {
  const money = await t.api.get(`/api/v1/orders/${orderId}/payments`, {
    token: org.company.token,
  });
  expect(money.statusCode, money.body).toBe(200);
  const body = money.json<{
    outstandingHalalas: number;
    payments: { id: string; status: string; amountHalalas: number }[];
  }>();
  // The largest payment: the one a refund can take the most from.
  const paid = body.payments
    .filter((payment) => payment.status === 'paid')
    .sort((a, b) => b.amountHalalas - a.amountHalalas);
  return { due: body.outstandingHalalas, paymentId: paid[0]?.id ?? null };
}

async function payCash(orderId: string, amountHalalas?: number): Promise<string> {
  const amount = amountHalalas ?? (await owed(orderId)).due;
  const recorded = await t.api.request({
    method: 'POST',
    url: `/api/v1/orders/${orderId}/payments`,
    token: org.agent.token,
    body: { method: 'cash', amountHalalas: amount },
  });
  expect(recorded.statusCode, recorded.body).toBe(201);
  return (await owed(orderId)).paymentId!;
}

function documentsOf(orderId: string, token = org.company.token) {
  return t.api.get(`/api/v1/orders/${orderId}/invoices`, { token });
}

/** The order's documents once `count` of them are issued (the job runs after the payment). */
async function issuedDocuments(orderId: string, count: number): Promise<TaxDocument[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const listed = await documentsOf(orderId);
    expect(listed.statusCode, listed.body).toBe(200);
    const { documents } = listed.json<OrderTaxDocuments>();
    if (documents.length >= count || Date.now() > deadline) return documents;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function storedXml(id: string): Promise<{ xml: string; hash: string; previous: string }> {
  const [row] = rowsOf<{ xml: string; hash: string; previous_hash: string }>(
    await t.database.db.execute(
      sql`select xml, hash, previous_hash from tax_documents where id = ${id}`,
    ),
  );
  return { xml: row!.xml, hash: row!.hash, previous: row!.previous_hash };
}

describe('the invoice of a sale paid in full', () => {
  let invoice: TaxDocument;
  let orderId: string;
  let paymentId: string;

  it('is issued once the last of the money is recorded, not before', async () => {
    const { order } = await acceptedOrder(115);
    orderId = order._id;
    const { due } = await owed(order._id);
    await payCash(order._id, due - 100);
    // A part paid is not a sale complete: nothing is issued.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await issuedDocuments(order._id, 0)).length).toBe(0);

    paymentId = await payCash(order._id);
    const [issued] = await issuedDocuments(order._id, 1);
    expect(issued).toBeDefined();
    invoice = issued!;
    expect(invoice.kind).toBe('invoice');
    expect(invoice.number).toBe('INV-000001');
    expect(invoice.counter).toBe(1);
  });

  it('carries the accepted totals, and its QR says who sold what for how much', async () => {
    const quotes = await t.api.get(`/api/v1/orders/${orderId}/quotes`, {
      token: org.company.token,
    });
    const accepted = quotes
      .json<{
        quotes: { status: string; totals: { totalHalalas: number; vatHalalas: number } }[];
      }>()
      .quotes.find((quote) => quote.status === 'accepted')!;
    expect(invoice.totalHalalas).toBe(accepted.totals.totalHalalas);
    expect(invoice.vatHalalas).toBe(accepted.totals.vatHalalas);
    expect(invoice.netHalalas + invoice.vatHalalas).toBe(invoice.totalHalalas);
    expect(invoice.lines.reduce((sum, line) => sum + line.netHalalas, 0)).toBe(invoice.netHalalas);

    const fields = Object.fromEntries(
      decodeInvoiceQr(invoice.qr).map((record) => [record.tag, record.text]),
    );
    expect(fields[1]).toBe(`${PROFILE.legalNameAr} | ${PROFILE.legalNameEn}`);
    expect(fields[2]).toBe(PROFILE.vatNumber);
    expect(fields[3]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(fields[4]).toBe((invoice.totalHalalas / 100).toFixed(2));
    expect(fields[5]).toBe((invoice.vatHalalas / 100).toFixed(2));
  });

  it('starts the chain: its XML hashes to what is stored, after the initial PIH', async () => {
    const stored = await storedXml(invoice.id);
    expect(stored.previous).toBe(INITIAL_PIH);
    expect(invoiceHash(stored.xml)).toBe(stored.hash);
    expect(stored.xml).toContain(`<cbc:ID>${invoice.number}</cbc:ID>`);
    expect(stored.xml).toContain(PROFILE.legalNameAr);
  });

  it('is the one invoice of the sale: asking by hand answers it again', async () => {
    const again = await t.api.request({
      method: 'POST',
      url: `/api/v1/orders/${orderId}/invoices`,
      token: org.manager.token,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<TaxDocument>().id).toBe(invoice.id);
    expect((await documentsOf(orderId)).json<OrderTaxDocuments>().canIssue).toBe(false);
  });

  it('gets a credit note for a partial refund, next in the chain', async () => {
    const refunded = await t.api.request({
      method: 'POST',
      url: `/api/v1/orders/${orderId}/payments/${paymentId}/refunds`,
      token: org.manager.token,
      body: { amountHalalas: 5_750, reason: 'قطعة غير مطابقة' },
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const documents = await issuedDocuments(orderId, 2);
    const note = documents[1]!;
    expect(note).toMatchObject({
      kind: 'credit_note',
      number: 'CRN-000001',
      counter: 2,
      invoiceNumber: invoice.number,
      reason: 'قطعة غير مطابقة',
      totalHalalas: 5_750,
    });
    expect(note.netHalalas + note.vatHalalas).toBe(5_750);
    expect(note.vatHalalas).toBe(750);
    const stored = await storedXml(note.id);
    expect(stored.previous).toBe((await storedXml(invoice.id)).hash);
    expect(invoiceHash(stored.xml)).toBe(stored.hash);
    expect(stored.xml).toContain(`<cbc:ID>${invoice.number}</cbc:ID>`);
  });

  it('shows on the customer’s link, and to no other company', async () => {
    const { order, token } = await acceptedOrder(50);
    await payCash(order._id);
    const [own] = await issuedDocuments(order._id, 1);
    const onLink = await t.api.request({
      method: 'GET',
      url: `/api/v1/public/quotes/${token}/invoices`,
      apiKey: null,
      ip: uniqueIp(),
    });
    expect(onLink.statusCode, onLink.body).toBe(200);
    expect(onLink.json<{ documents: TaxDocument[] }>().documents.map((d) => d.id)).toEqual([
      own!.id,
    ]);

    expect((await documentsOf(order._id, other.company.token)).statusCode).toBe(404);
    expect((await documentsOf(order._id, other.manager.token)).statusCode).toBe(404);
    const foreign = await t.api.request({
      method: 'POST',
      url: `/api/v1/orders/${order._id}/invoices`,
      token: other.company.token,
    });
    expect(foreign.statusCode).toBe(404);
    const unknownLink = await t.api.request({
      method: 'GET',
      url: `/api/v1/public/quotes/${'x'.repeat(43)}/invoices`,
      apiKey: null,
      ip: uniqueIp(),
    });
    expect(unknownLink.statusCode).toBe(404);
  });
});

describe('issuing by hand', () => {
  it('refuses a sale not complete, and issues nothing', async () => {
    const { order } = await acceptedOrder(80);
    const refused = await t.api.request({
      method: 'POST',
      url: `/api/v1/orders/${order._id}/invoices`,
      token: org.manager.token,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string }>().code).toBe('SALE_NOT_COMPLETE');
    expect((await issuedDocuments(order._id, 0)).length).toBe(0);
    const agent = await t.api.request({
      method: 'POST',
      url: `/api/v1/orders/${order._id}/invoices`,
      token: org.agent.token,
    });
    expect(agent.statusCode).toBe(403);
  });

  it('numbers twenty sales issued at once without a gap or a repeat, in one chain', async () => {
    const orders = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const { order } = await acceptedOrder(30);
        return order;
      }),
    );
    await Promise.all(orders.map((order) => payCash(order._id)));
    const documents = await Promise.all(orders.map((order) => issuedDocuments(order._id, 1)));
    const invoices = documents.map((list) => list[0]!);

    const [chain] = rowsOf<{
      rows: { number: string; counter: number; hash: string; previous_hash: string; xml: string }[];
    }>(
      await t.database.db.execute(sql`
        select json_agg(d order by d.counter) as rows from (
          select number, counter, hash, previous_hash, xml from tax_documents
          where company_id = ${org.company.id}
        ) d
      `),
    );
    const rows = chain!.rows;
    expect(rows.map((row) => row.counter)).toEqual(rows.map((_, index) => index + 1));
    const invoiceNumbers = rows
      .filter((row) => row.number.startsWith('INV-'))
      .map((row) => Number(row.number.slice(4)));
    expect(invoiceNumbers).toEqual(invoiceNumbers.map((_, index) => index + 1));
    rows.forEach((row, index) => {
      expect(row.previous_hash).toBe(index === 0 ? INITIAL_PIH : rows[index - 1]!.hash);
      expect(invoiceHash(row.xml)).toBe(row.hash);
    });
    expect(new Set(invoices.map((invoice) => invoice.number)).size).toBe(20);
  });
});

describe('a company without a complete tax profile', () => {
  it('has its paid sales invoiced as soon as the profile is complete', async () => {
    const key2 = await issueIntegrationKey(t, other.company.token);
    const order = await placeOrder(t, key2);
    const issued = await issue(t, other.agent.token, order._id, priceEach(order, 40));
    const lines = order.pieces.map((piece) => ({ pieceId: piece._id, option: 0 }));
    const accepted = await answerPublic(
      t,
      tokenOf(issued.link),
      { version: 1, decision: 'accept', lines },
      uniqueIp(),
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const money = await t.api.get(`/api/v1/orders/${order._id}/payments`, {
      token: other.company.token,
    });
    const due = money.json<{ outstandingHalalas: number }>().outstandingHalalas;
    const paid = await t.api.request({
      method: 'POST',
      url: `/api/v1/orders/${order._id}/payments`,
      token: other.company.token,
      body: { method: 'cash', amountHalalas: due },
    });
    expect(paid.statusCode, paid.body).toBe(201);

    const byHand = await t.api.request({
      method: 'POST',
      url: `/api/v1/orders/${order._id}/invoices`,
      token: other.company.token,
    });
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json<{ code: string }>().code).toBe('TAX_PROFILE_INCOMPLETE');

    const saved = await t.api.request({
      method: 'PUT',
      url: '/api/v1/tax-profile',
      token: other.company.token,
      body: { ...PROFILE, vatNumber: '399999999900003' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const deadline = Date.now() + 10_000;
    let documents: TaxDocument[] = [];
    while (documents.length === 0 && Date.now() < deadline) {
      documents = (await documentsOf(order._id, other.company.token)).json<OrderTaxDocuments>()
        .documents;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(documents.map((document) => document.number)).toEqual(['INV-000001']);
    expect(documents[0]!.seller.vatNumber).toBe('399999999900003');
  });
});

describe('long Arabic names', () => {
  it('fit the invoice whole: its XML names every part, its QR the seller to the last letter', async () => {
    const shop = await createOrg(t, superadmin);
    // 120 Arabic letters: 240 bytes of the QR record's 255.
    const legalNameAr = 'مؤسسة'.padEnd(120, 'ق');
    const saved = await t.api.request({
      method: 'PUT',
      url: '/api/v1/tax-profile',
      token: shop.company.token,
      body: { ...PROFILE, legalNameAr, legalNameEn: null },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const partName = 'مساعدات أمامية يمين ويسار أصلية مع القواعد والمسامير الكاملة '
      .repeat(3)
      .trim();
    const shopKey = await issueIntegrationKey(t, shop.company.token);
    const order = await placeOrder(t, shopKey, {
      pieces: [{ nameAr: partName, nameEn: 'Front shock absorbers', quantity: 2 }],
    });
    const issued = await issue(t, shop.agent.token, order._id, priceEach(order, 333.33));
    const accepted = await answerPublic(
      t,
      tokenOf(issued.link),
      { version: 1, decision: 'accept', lines: [{ pieceId: order.pieces[0]!._id, option: 0 }] },
      uniqueIp(),
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const due = (
      await t.api.get(`/api/v1/orders/${order._id}/payments`, { token: shop.company.token })
    ).json<{ outstandingHalalas: number }>().outstandingHalalas;
    const paid = await t.api.request({
      method: 'POST',
      url: `/api/v1/orders/${order._id}/payments`,
      token: shop.company.token,
      body: { method: 'cash', amountHalalas: due },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const deadline = Date.now() + 10_000;
    let invoice: TaxDocument | undefined;
    while (!invoice && Date.now() < deadline) {
      invoice = (await documentsOf(order._id, shop.company.token)).json<OrderTaxDocuments>()
        .documents[0];
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(invoice?.lines[0]?.name).toBe(partName);
    const [seller] = decodeInvoiceQr(invoice!.qr);
    expect(seller?.text).toBe(legalNameAr);
    const { xml } = await storedXml(invoice!.id);
    expect(xml).toContain(`<cbc:RegistrationName>${legalNameAr}</cbc:RegistrationName>`);
    expect(xml).toContain(partName);

    const tooLong = await t.api.request({
      method: 'PUT',
      url: '/api/v1/tax-profile',
      token: shop.company.token,
      body: { ...PROFILE, legalNameAr, legalNameEn: 'United Auto Parts Trading Est.' },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('legalNameEn');
  });
});

describe('what is issued stays as issued', () => {
  it('is refused any update or delete by the database itself', async () => {
    const refusal = async (statement: Promise<unknown>) =>
      statement.then(
        () => 'allowed',
        (error: unknown) => String((error as { cause?: unknown }).cause ?? error),
      );
    expect(
      await refusal(t.database.db.execute(sql`update tax_documents set total_halalas = 1`)),
    ).toMatch(/append-only \(UPDATE refused\)/);
    expect(await refusal(t.database.db.execute(sql`delete from tax_documents`))).toMatch(
      /append-only \(DELETE refused\)/,
    );
    expect(await refusal(t.database.db.execute(sql`truncate tax_documents cascade`))).toMatch(
      /append-only \(TRUNCATE refused\)/,
    );
  });

  it('answers a malformed order id with 400', async () => {
    const bad = await documentsOf('not-a-uuid');
    expect(bad.statusCode).toBe(400);
  });
});

describe('the invoices list, its file and the VAT summary', () => {
  type ListBody = components['schemas']['TaxDocumentList'];
  type Summary = components['schemas']['VatSummary'];

  async function everyDocument(token: string, query = ''): Promise<ListBody['documents']> {
    const documents: ListBody['documents'] = [];
    for (let page = 1; ; page += 1) {
      const listed = await t.api.get(`/api/v1/invoices/?limit=30&page=${page}${query}`, { token });
      expect(listed.statusCode, listed.body).toBe(200);
      const body = listed.json<ListBody>();
      documents.push(...body.documents);
      if (page >= body.totalPages) return documents;
    }
  }

  it('lists the company’s documents newest first, credit notes naming their invoice', async () => {
    const all = await everyDocument(org.company.token);
    expect(all.length).toBeGreaterThanOrEqual(23);
    const counters = all.map((document) => document.issuedAt);
    expect([...counters].sort().reverse()).toEqual(counters);
    const notes = await everyDocument(org.company.token, '&kind=credit_note');
    expect(notes.map((note) => [note.number, note.invoiceNumber])).toEqual([
      ['CRN-000001', 'INV-000001'],
    ]);
    expect(notes[0]!.orderRef).toMatch(/\S/);
  });

  it('shows a manager its branch’s documents and another company nothing of them', async () => {
    const own = await everyDocument(org.manager.token);
    expect(own.length).toBeGreaterThan(0);
    const theirs = await everyDocument(other.company.token);
    const ours = new Set((await everyDocument(org.company.token)).map((d) => d.id));
    expect(theirs.some((document) => ours.has(document.id))).toBe(false);
    expect((await t.api.get('/api/v1/invoices/', { token: org.agent.token })).statusCode).toBe(403);
    const badRange = await t.api.get('/api/v1/invoices/?from=2026-02-10&to=2026-02-01', {
      token: org.company.token,
    });
    expect(badRange.statusCode).toBe(400);
  });

  it('exports the same documents as a spreadsheet reads them', async () => {
    const file = await t.api.get('/api/v1/invoices/export', { token: org.company.token });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toMatch(/text\/csv/);
    expect(file.body.startsWith('\uFEFFالرقم,النوع,التاريخ')).toBe(true);
    const rows = file.body.trim().split('\r\n');
    expect(rows).toHaveLength((await everyDocument(org.company.token)).length + 1);
    expect(rows.some((row) => row.startsWith('CRN-000001,إشعار دائن,'))).toBe(true);
  });

  it('sums this month’s sales and credit notes for the VAT return', async () => {
    const all = await everyDocument(org.company.token);
    const summary = await t.api.get('/api/v1/vat-summary?period=month', {
      token: org.company.token,
    });
    expect(summary.statusCode, summary.body).toBe(200);
    const body = summary.json<Summary>();
    expect(body.rows).toHaveLength(12);
    const month = t.clock.now().toISOString().slice(0, 7);
    const row = body.rows.find((candidate) => candidate.period === month)!;
    const invoices = all.filter((document) => document.kind === 'invoice');
    const notes = all.filter((document) => document.kind === 'credit_note');
    const sum = (list: typeof all, field: 'netHalalas' | 'vatHalalas') =>
      list.reduce((total, document) => total + document[field], 0);
    expect(row).toMatchObject({
      invoices: invoices.length,
      creditNotes: notes.length,
      salesHalalas: sum(invoices, 'netHalalas'),
      salesVatHalalas: sum(invoices, 'vatHalalas'),
      creditHalalas: sum(notes, 'netHalalas'),
      netVatHalalas: sum(invoices, 'vatHalalas') - sum(notes, 'vatHalalas'),
    });
    const quarters = await t.api.get('/api/v1/vat-summary?period=quarter', {
      token: org.company.token,
    });
    const quarterRows = quarters.json<Summary>().rows;
    expect(quarterRows.map((quarter) => quarter.period.slice(5))).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
    expect(quarterRows.reduce((total, quarter) => total + quarter.netVatHalalas, 0)).toBe(
      row.netVatHalalas,
    );
    expect((await t.api.get('/api/v1/vat-summary', { token: org.manager.token })).statusCode).toBe(
      403,
    );
  });
});

describe('a branch with its own national address', () => {
  const JEDDAH = {
    buildingNumber: '7412',
    street: 'طريق الملك عبدالعزيز',
    district: 'الروضة',
    city: 'جدة',
    postalCode: '23435',
    additionalNumber: '3311',
  };
  const addressUrl = (branchId: string) => `/api/v1/tax-profile/branch-addresses/${branchId}`;
  const setAddress = (token: string, branchId: string, body: unknown) =>
    t.api.request({ method: 'PUT', url: addressUrl(branchId), token, body });

  it('puts it on the branch’s invoices, and the company’s again once removed', async () => {
    const saved = await setAddress(org.company.token, org.branchId, JEDDAH);
    expect(saved.statusCode, saved.body).toBe(200);
    const listed = await t.api.get('/api/v1/tax-profile/branch-addresses', {
      token: org.company.token,
    });
    expect(listed.json()).toEqual({
      branches: [{ branchId: org.branchId, branchName: 'فرع الرياض', address: JEDDAH }],
    });

    const first = await acceptedOrder();
    await payCash(first.order._id);
    const [invoice] = await issuedDocuments(first.order._id, 1);
    expect(invoice?.seller.address).toMatchObject(JEDDAH);
    expect((await storedXml(invoice!.id)).xml).toContain('<cbc:CityName>جدة</cbc:CityName>');

    const removed = await t.api.request({
      method: 'DELETE',
      url: addressUrl(org.branchId),
      token: org.company.token,
    });
    expect(removed.json<{ branch: { address: unknown } }>().branch.address).toBeNull();
    const second = await acceptedOrder();
    await payCash(second.order._id);
    const [next] = await issuedDocuments(second.order._id, 1);
    expect(next?.seller.address).toMatchObject(PROFILE.address);
    // An invoice keeps the address it was issued with.
    const [again] = await issuedDocuments(first.order._id, 1);
    expect(again?.seller.address).toMatchObject(JEDDAH);
  });

  it('refuses bad parts naming each, another company’s branch (404) and a manager (403)', async () => {
    const before = await t.api.get('/api/v1/tax-profile/branch-addresses', {
      token: org.company.token,
    });
    const bad = await setAddress(org.company.token, org.branchId, {
      ...JEDDAH,
      buildingNumber: '74',
      postalCode: '',
      city: '   ',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json<{ errors: { field: string }[] }>()
        .errors.map((e) => e.field)
        .sort(),
    ).toEqual(['buildingNumber', 'city', 'postalCode']);
    expect((await setAddress(org.company.token, other.branchId, JEDDAH)).statusCode).toBe(404);
    expect((await setAddress(other.company.token, org.branchId, JEDDAH)).statusCode).toBe(404);
    expect((await setAddress(org.manager.token, org.branchId, JEDDAH)).statusCode).toBe(403);
    const after = await t.api.get('/api/v1/tax-profile/branch-addresses', {
      token: org.company.token,
    });
    expect(after.json()).toEqual(before.json());
    const others = await t.api.get('/api/v1/tax-profile/branch-addresses', {
      token: other.company.token,
    });
    expect(JSON.stringify(others.json())).not.toContain(org.branchId);
  });
});
