import { createPublicKey, verify } from 'node:crypto';
import { decodeInvoiceQr, developmentCredentials, invoiceHash } from '@taseer/zatca';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { SecretBox } from '../src/lib/secret-box.js';
import type { components } from '../src/generated/contract-types.js';
import { signIn, uniqueIp } from './support/auth-helpers.js';
import { issueIntegrationKey, notificationsOf, placeOrder } from './support/order-fixtures.js';
import { createOrg, SUPERADMIN_PHONE, type Org } from './support/org-fixtures.js';
import { answerPublic, issue, priceEach, tokenOf } from './support/quote-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClock } from './support/test-clock.js';

/**
 * Phase 2: a company's stamp stored (a development one for the local stand-in), every document
 * signed with it and reported to the stand-in over real HTTP, ZATCA's decision recorded per
 * document; a document signed with one certificate and reported with another is rejected with
 * ZATCA's message; the stand-in refuses what was tampered with.
 */

type TaxDocument = components['schemas']['TaxDocument'];
type ZatcaSettings = components['schemas']['ZatcaSettings'];

const PROFILE = {
  legalNameAr: 'مؤسسة قطع الخليج',
  legalNameEn: null,
  vatNumber: '300000000000003',
  commercialRegistration: '1010999999',
  address: {
    buildingNumber: '1234',
    street: 'شارع التحلية',
    district: 'السليمانية',
    city: 'الرياض',
    postalCode: '12241',
    additionalNumber: '5678',
  },
  issuingBranchId: null,
};

let t: TestApp;
let org: Org;
let key: string;

beforeAll(async () => {
  t = await createTestApp();
  const superadmin = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  org = await createOrg(t, superadmin);
  key = await issueIntegrationKey(t, org.company.token);
  const profile = await t.api.request({
    method: 'PUT',
    url: '/api/v1/tax-profile',
    token: org.company.token,
    body: PROFILE,
  });
  expect(profile.statusCode, profile.body).toBe(200);
});
afterAll(async () => t?.close());

const saveStamp = (body: unknown, token = org.company.token) =>
  t.api.request({ method: 'PUT', url: '/api/v1/zatca-settings', token, body });

async function paidSale(): Promise<string> {
  const order = await placeOrder(t, key);
  const issued = await issue(t, org.agent.token, order._id, priceEach(order, 57.5));
  const lines = order.pieces.map((piece) => ({ pieceId: piece._id, option: 0 }));
  const accepted = await answerPublic(
    t,
    tokenOf(issued.link),
    { version: 1, decision: 'accept', lines },
    uniqueIp(),
  );
  expect(accepted.statusCode, accepted.body).toBe(200);
  const money = await t.api.get(`/api/v1/orders/${order._id}/payments`, {
    token: org.company.token,
  });
  const due = money.json<{ outstandingHalalas: number }>().outstandingHalalas;
  const paid = await t.api.request({
    method: 'POST',
    url: `/api/v1/orders/${order._id}/payments`,
    token: org.agent.token,
    body: { method: 'cash', amountHalalas: due },
  });
  expect(paid.statusCode, paid.body).toBe(201);
  return order._id;
}

/** The order's documents once `done` says they are as awaited (the jobs run after commits). */
async function documentsWhen(
  orderId: string,
  done: (documents: TaxDocument[]) => boolean,
): Promise<TaxDocument[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const listed = await t.api.get(`/api/v1/orders/${orderId}/invoices`, {
      token: org.company.token,
    });
    const { documents } = listed.json<{ documents: TaxDocument[] }>();
    if (done(documents) || Date.now() > deadline) return documents;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function storedXml(id: string): Promise<string> {
  const [row] = rowsOf<{ xml: string }>(
    await t.database.db.execute(sql`select xml from tax_documents where id = ${id}`),
  );
  return row!.xml;
}

describe('the stamp', () => {
  it('refuses a key that is not the certificate’s, and a manager', async () => {
    const one = developmentCredentials();
    const other = developmentCredentials();
    const refused = await saveStamp({
      environment: 'simulation',
      certificate: one.certificatePem,
      privateKey: other.privateKeyPem,
      apiSecret: 'secret',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('privateKey');
    expect((await saveStamp({ environment: 'local' }, org.manager.token)).statusCode).toBe(403);
    const settings = await t.api.get('/api/v1/zatca-settings', { token: org.company.token });
    expect(settings.json<ZatcaSettings>().environment).toBeNull();
  });
});

describe('a stamped sale', () => {
  let orderId: string;

  it('is signed: its QR holds the hash, a signature that verifies, and the public key', async () => {
    const saved = await saveStamp({ environment: 'local' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toMatch(/PRIVATE KEY/);
    expect(saved.json<{ settings: ZatcaSettings }>().settings.certificate?.subject).toMatch(
      /Taseer/,
    );
    // The stand-in is this server's own: nothing is reported before it listens.
    orderId = await paidSale();
    const [invoice] = await documentsWhen(orderId, (documents) => documents.length === 1);
    expect(invoice?.reporting?.status).toBe('pending');

    const xml = await storedXml(invoice!.id);
    expect(xml).toContain('<ds:SignatureValue>');
    const tags = new Map(decodeInvoiceQr(invoice!.qr).map((record) => [record.tag, record.bytes]));
    expect([...tags.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const hash = Buffer.from(tags.get(6)!).toString('utf8');
    expect(hash).toBe(invoiceHash(xml));
    const publicKey = createPublicKey({
      key: Buffer.from(tags.get(8)!),
      format: 'der',
      type: 'spki',
    });
    const signature = Buffer.from(Buffer.from(tags.get(7)!).toString('utf8'), 'base64');
    expect(verify('sha256', Buffer.from(hash, 'base64'), publicKey, signature)).toBe(true);
  });

  it('is reported once ZATCA answers; one signed with a replaced stamp is rejected in ZATCA’s words', async () => {
    // The first sale was signed with the first stamp and waits; the stamp is then replaced.
    const replaced = await saveStamp({ environment: 'local' });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const second = await paidSale();
    await documentsWhen(second, (documents) => documents.length === 1);

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    // The first reports failed (nothing listened): their retries come a minute later.
    (t.clock as TestClock).advance(70);
    const settled = (documents: TaxDocument[]) => documents[0]?.reporting?.status !== 'pending';
    const [first] = await documentsWhen(orderId, settled);
    const [reported] = await documentsWhen(second, settled);

    expect(reported?.reporting).toMatchObject({ status: 'reported', messages: [] });
    expect(first?.reporting?.status).toBe('rejected');
    expect(first?.reporting?.messages).toContainEqual(
      expect.objectContaining({ type: 'error', code: 'certificate-invalid' }),
    );
    // The company is told once, with ZATCA's reason, and led to what was rejected; a document
    // ZATCA took tells nobody.
    const rejections = (await notificationsOf(t, org.company.id)).filter(
      (notice) => notice.title === 'رفضت الهيئة الإبلاغ عن مستند',
    );
    expect(rejections).toEqual([
      {
        title: 'رفضت الهيئة الإبلاغ عن مستند',
        message: expect.stringMatching(
          new RegExp(`^رفضت هيئة الزكاة والضريبة والجمارك الفاتورة ${first!.number}: .+`),
        ),
        path: '/invoices?reporting=rejected',
      },
    ]);
    const list = await t.api.get('/api/v1/invoices/?limit=30', { token: org.company.token });
    const listed = list
      .json<{ documents: { id: string; reportingStatus: string | null }[] }>()
      .documents.map((document) => [document.id, document.reportingStatus]);
    expect(listed).toEqual(
      expect.arrayContaining([
        [first!.id, 'rejected'],
        [reported!.id, 'reported'],
      ]),
    );
    // The list narrows to what needs correcting, and its export with it.
    const rejected = await t.api.get('/api/v1/invoices/?limit=30&reporting=rejected', {
      token: org.company.token,
    });
    expect(rejected.json<{ documents: { id: string }[] }>().documents.map((d) => d.id)).toEqual([
      first!.id,
    ]);
    const exported = await t.api.get('/api/v1/invoices/export?reporting=reported', {
      token: org.company.token,
    });
    expect(exported.body).toContain(reported!.number);
    expect(exported.body).not.toContain(first!.number);
    const unknown = await t.api.get('/api/v1/invoices/?reporting=late', {
      token: org.company.token,
    });
    expect(unknown.statusCode).toBe(400);
    const settings = await t.api.get('/api/v1/zatca-settings', { token: org.company.token });
    expect(settings.json<ZatcaSettings>().reports).toEqual({ pending: 0, rejected: 1 });
  });
});

describe('the local ZATCA stand-in', () => {
  it('refuses a document whose figures were changed after it was signed', async () => {
    const [row] = rowsOf<{ id: string; xml: string; hash: string; certificate_pem: string }>(
      await t.database.db.execute(sql`
        select d.id, d.xml, d.hash, z.certificate_pem from tax_documents d
        join zatca_settings z on z.company_id = d.company_id
        where d.company_id = ${org.company.id} order by d.counter desc limit 1
      `),
    );
    const tampered = row!.xml.replace(
      /<cbc:PayableAmount currencyID="SAR">[^<]+</,
      '<cbc:PayableAmount currencyID="SAR">1.00<',
    );
    const token = Buffer.from(
      row!.certificate_pem.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, ''),
    ).toString('base64');
    const address = t.app.server.address() as { port: number };
    const answer = await fetch(
      `http://127.0.0.1:${address.port}/local-zatca/e-invoicing/invoices/reporting/single`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Basic ${Buffer.from(`${token}:local-zatca-secret`).toString('base64')}`,
        },
        body: JSON.stringify({
          uuid: row!.id,
          invoiceHash: row!.hash,
          invoice: Buffer.from(tampered).toString('base64'),
        }),
      },
    );
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as {
      reportingStatus: string;
      validationResults: { errorMessages: { code: string }[] };
    };
    expect(body.reportingStatus).toBe('NOT_REPORTED');
    expect(body.validationResults.errorMessages.map((message) => message.code)).toEqual(
      expect.arrayContaining(['invalid-invoice-hash', 'QRCODE_INVALID']),
    );
  });
});

describe('a stamp the server can no longer open', () => {
  it('holds its documents back, says so, and issues them once the stamp is saved again', async () => {
    expect((await saveStamp({ environment: 'local' })).statusCode).toBe(200);
    // As after WEBHOOK_SECRET_KEY changed: the key was sealed under another one.
    const foreign = new SecretBox('a key this server does not have').seal('not a key');
    await t.database.db.execute(
      sql`update zatca_settings set private_key_sealed = ${foreign}
          where company_id = ${org.company.id}`,
    );
    const settings = await t.api.get('/api/v1/zatca-settings', { token: org.company.token });
    expect(settings.json<ZatcaSettings>().readable).toBe(false);

    const orderId = await paidSale();
    // The invoice waits rather than go out unsigned: its job says why.
    await expect
      .poll(
        async () => {
          const [job] = rowsOf<{ last_error: string | null }>(
            await t.database.db.execute(
              sql`select last_error from jobs where kind = 'invoice.issue'
                  and payload->>'orderId' = ${orderId}`,
            ),
          );
          return job?.last_error ?? null;
        },
        { timeout: 10_000 },
      )
      .toMatch(/cannot be opened/);
    expect(await documentsWhen(orderId, () => false)).toEqual([]);
    const byHand = await t.api.post(`/api/v1/orders/${orderId}/invoices`, undefined, {
      token: org.company.token,
    });
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json<{ code: string }>().code).toBe('ZATCA_STAMP_UNREADABLE');

    expect((await saveStamp({ environment: 'local' })).statusCode).toBe(200);
    const [invoice] = await documentsWhen(orderId, (documents) => documents.length === 1);
    expect(invoice?.kind).toBe('invoice');
    const after = await t.api.get('/api/v1/zatca-settings', { token: org.company.token });
    expect(after.json<ZatcaSettings>().readable).toBe(true);
  });
});
