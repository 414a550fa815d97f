import { chosenTotals, offeredTotals, type VatTerms } from '@taseer/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteTerms } from '../src/db/schema.js';
import { signIn, uniqueIp } from './support/auth-helpers.js';
import { issueIntegrationKey, placeOrder, type OrderBody } from './support/order-fixtures.js';
import { createOrg, SUPERADMIN_PHONE, type Org } from './support/org-fixtures.js';
import {
  answerPublic,
  issue,
  readPublic,
  tokenOf,
  type LineInput,
  type QuoteBody,
} from './support/quote-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * What lets the customer trust the quote page: the total he sees for his choice is the total the
 * server records (both computed by @taseer/money), he sees who is selling (numbers to call and
 * message, the branch's address, the registration and VAT numbers), and a new version says what
 * changed since the one before.
 */

interface PublicBody {
  version: number;
  lines: {
    pieceId: string;
    quantity: number;
    state: 'priced' | 'unavailable';
    options: { unitHalalas: number; lineHalalas: number }[];
  }[];
  totals: QuoteBody['totals'];
  answer: QuoteBody['answer'];
  vatNumber: string | null;
  seller: {
    phone: string | null;
    whatsapp: string | null;
    branchAddress: string | null;
    commercialRegistration: string | null;
  };
  revision: null | {
    previousVersion: number;
    previousTotalHalalas: number;
    changedPieceIds: string[];
  };
}

let t: TestApp;
let org: Org;
let key: string;

beforeAll(async () => {
  t = await createTestApp();
  const superadmin = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  org = await createOrg(t, superadmin);
  key = await issueIntegrationKey(t, org.company.token);
});
afterAll(async () => t?.close());

async function read(token: string): Promise<PublicBody> {
  const seen = await readPublic(t, token, uniqueIp());
  expect(seen.statusCode, seen.body).toBe(200);
  return seen.json<PublicBody>();
}

function saveTerms(body: Record<string, unknown>) {
  return t.api.request({
    method: 'PUT',
    url: '/api/v1/quote-terms',
    token: org.company.token,
    body: {
      vatRateBasisPoints: 1500,
      pricesIncludeVat: false,
      validityHours: 48,
      deliveryFee: 0,
      ...body,
    },
  });
}

/** An order with an oil filter (×2 in the sample order) and brake pads in three kinds. */
function linesOf(order: OrderBody, padsPrices = [420, 199.99, 120]): LineInput[] {
  const [oil, pads] = order.pieces;
  return [
    { pieceId: oil!._id, options: [{ price: 35.5 }] },
    {
      pieceId: pads!._id,
      options: [
        { kind: 'original', price: padsPrices[0]! },
        { kind: 'commercial', price: padsPrices[1]! },
        { kind: 'used', price: padsPrices[2]! },
      ],
    },
  ];
}

function termsOf(quote: PublicBody) {
  return {
    vatRateBasisPoints: quote.totals.vatRateBasisPoints,
    pricesIncludeVat: quote.totals.pricesIncludeVat,
    deliveryHalalas: quote.totals.deliveryHalalas,
  };
}

describe('the total the customer sees is the total recorded', () => {
  for (const terms of [
    { label: 'prices without VAT and a delivery fee', pricesIncludeVat: false, deliveryFee: 25 },
    { label: 'prices with VAT included', pricesIncludeVat: true, deliveryFee: 17.35 },
  ]) {
    it(`with ${terms.label}: the commercial pads alone, the filter unticked`, async () => {
      const { label: _label, ...body } = terms;
      const saved = await saveTerms(body);
      expect(saved.statusCode, saved.body).toBe(200);
      const order = await placeOrder(t, key);
      const issued = await issue(t, org.agent.token, order._id, linesOf(order));
      const token = tokenOf(issued.link);
      const quote = await read(token);
      // What the page shows before any choice: the offer as issued.
      expect(offeredTotals(quote.lines, termsOf(quote))).toEqual({
        subtotalHalalas: quote.totals.subtotalHalalas,
        deliveryHalalas: quote.totals.deliveryHalalas,
        vatHalalas: quote.totals.vatHalalas,
        totalHalalas: quote.totals.totalHalalas,
      });
      const pads = order.pieces[1]!._id;
      const choice = [{ pieceId: pads, option: 1 }];
      const shown = chosenTotals(quote.lines, choice, termsOf(quote));
      const answered = await answerPublic(
        t,
        token,
        { version: 1, decision: 'accept', lines: choice },
        uniqueIp(),
      );
      expect(answered.statusCode, answered.body).toBe(200);
      const recorded = answered.json<PublicBody>().answer!.totals!;
      expect(recorded).toMatchObject(shown);
      expect(recorded.totalHalalas).not.toBe(quote.totals.totalHalalas);
      await saveTerms({});
    });
  }
});

describe('who is selling', () => {
  it('shows the company number for calls and WhatsApp and the branch address by default', async () => {
    await saveTerms({ commercialRegistration: null, contactPhone: null, whatsappPhone: null });
    const order = await placeOrder(t, key);
    const issued = await issue(t, org.agent.token, order._id, linesOf(order));
    const quote = await read(tokenOf(issued.link));
    const companyPhone = `+966${org.company.phone.number.replace(/^0/, '')}`;
    expect(quote.seller).toEqual({
      phone: companyPhone,
      whatsapp: companyPhone,
      branchAddress: 'حي العليا، الرياض',
      commercialRegistration: null,
    });
  });

  it('shows the numbers and registration the admin set, written in international form', async () => {
    const saved = await saveTerms({
      vatNumber: '310122393500003',
      commercialRegistration: '1010123456',
      contactPhone: '011 234 5678',
      whatsappPhone: '0551234567',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ terms: Record<string, unknown> }>().terms).toMatchObject({
      commercialRegistration: '1010123456',
      contactPhone: '+966112345678',
      whatsappPhone: '+966551234567',
    });
    const order = await placeOrder(t, key);
    const issued = await issue(t, org.agent.token, order._id, linesOf(order));
    const quote = await read(tokenOf(issued.link));
    expect(quote.vatNumber).toBe('310122393500003');
    expect(quote.seller).toEqual({
      phone: '+966112345678',
      whatsapp: '+966551234567',
      branchAddress: 'حي العليا، الرياض',
      commercialRegistration: '1010123456',
    });
    // Leaving the fields out keeps them; sending them empty clears them.
    expect((await saveTerms({ terms: 'الدفع عند الاستلام' })).statusCode).toBe(200);
    const [kept] = await t.database.db
      .select({ cr: quoteTerms.commercialRegistration, phone: quoteTerms.contactPhone })
      .from(quoteTerms)
      .where(eq(quoteTerms.companyId, org.company.id));
    expect(kept).toEqual({ cr: '1010123456', phone: '+966112345678' });
    await saveTerms({ commercialRegistration: '', contactPhone: '', whatsappPhone: '' });
  });

  it('refuses a bad registration or phone number by field, and saves nothing', async () => {
    await saveTerms({ commercialRegistration: '1010123456' });
    const refused = await saveTerms({
      vatRateBasisPoints: 500,
      commercialRegistration: '12345',
      contactPhone: 'call us',
      whatsappPhone: '0512',
    });
    expect(refused.statusCode).toBe(400);
    const fields = refused
      .json<{ errors: { field: string; message: string }[] }>()
      .errors.map((error) => error.field);
    expect(fields.sort()).toEqual(['commercialRegistration', 'contactPhone', 'whatsappPhone']);
    const [row] = await t.database.db
      .select({ rate: quoteTerms.vatRateBasisPoints, cr: quoteTerms.commercialRegistration })
      .from(quoteTerms)
      .where(eq(quoteTerms.companyId, org.company.id));
    expect(row).toEqual({ rate: 1500, cr: '1010123456' });
    await saveTerms({ commercialRegistration: '' });
  });
});

describe('a new version on the same link', () => {
  it('version 1 has no revision; version 2 names the version before, its total and the changed lines', async () => {
    const order = await placeOrder(t, key);
    const first = await issue(t, org.agent.token, order._id, linesOf(order));
    const token = tokenOf(first.link);
    const v1 = await read(token);
    expect(v1.revision).toBeNull();
    await issue(t, org.agent.token, order._id, linesOf(order, [380, 199.99, 120]));
    const v2 = await read(token);
    expect(v2.version).toBe(2);
    expect(v2.revision).toEqual({
      previousVersion: 1,
      previousTotalHalalas: v1.totals.totalHalalas,
      changedPieceIds: [order.pieces[1]!._id],
    });
    expect(v2.totals.totalHalalas).toBeLessThan(v1.totals.totalHalalas);
  });
});

describe('what the agent sees before issuing', () => {
  it('the order’s quotes carry the terms the next version takes, and the draft’s totals under them are the issued totals', async () => {
    const saved = await saveTerms({ pricesIncludeVat: false, deliveryFee: 19.95 });
    expect(saved.statusCode, saved.body).toBe(200);
    const order = await placeOrder(t, key);
    // The agent, who may not read the company's settings, reads them with the order.
    const before = await t.api.get(`/api/v1/orders/${order._id}/quotes`, {
      token: org.agent.token,
    });
    expect(before.statusCode, before.body).toBe(200);
    const { nextTerms } = before.json<{ nextTerms: VatTerms }>();
    expect(nextTerms).toEqual({
      vatRateBasisPoints: 1500,
      pricesIncludeVat: false,
      deliveryHalalas: 1995,
    });
    const lines = linesOf(order);
    const draft = order.pieces.map((piece) => {
      const line = lines.find((each) => each.pieceId === piece._id)!;
      return {
        pieceId: piece._id,
        quantity: piece.quantity,
        state: 'priced' as const,
        options: line.options!.map((option) => ({ unitHalalas: Math.round(option.price * 100) })),
      };
    });
    const preview = offeredTotals(draft, nextTerms);
    const issued = await issue(t, org.agent.token, order._id, lines);
    expect(issued.quotes[0]!.totals).toMatchObject(preview);
    await saveTerms({});
  });
});

describe('the sale stage beside the status', () => {
  const stageOf = async (orderId: string) => {
    const read = await t.api.get(`/api/v1/orders/${orderId}`, { token: org.agent.token });
    expect(read.statusCode, read.body).toBe(200);
    const { order } = read.json<{ order: { status: string; saleStage: string } }>();
    return `${order.status}/${order.saleStage}`;
  };

  it('follows the sale while the status stays the specification’s', async () => {
    const sold = await placeOrder(t, key);
    expect(await stageOf(sold._id)).toBe('pending/awaiting_price');
    const issued = await issue(t, org.agent.token, sold._id, linesOf(sold));
    expect(await stageOf(sold._id)).toBe('completed/priced');
    const token = tokenOf(issued.link);
    await read(token);
    expect(await stageOf(sold._id)).toBe('completed/awaiting_customer');
    const choice = [{ pieceId: sold.pieces[0]!._id, option: 0 }];
    const accepted = await answerPublic(
      t,
      token,
      { version: 1, decision: 'accept', lines: choice },
      uniqueIp(),
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await stageOf(sold._id)).toBe('completed/accepted');

    const lost = await placeOrder(t, key);
    const lostLink = (await issue(t, org.agent.token, lost._id, linesOf(lost))).link;
    const declined = await answerPublic(
      t,
      tokenOf(lostLink),
      { version: 1, decision: 'decline', reason: 'too_expensive' },
      uniqueIp(),
    );
    expect(declined.statusCode, declined.body).toBe(200);
    // "Completed" in the specification's sense, but not a sale.
    expect(await stageOf(lost._id)).toBe('completed/declined');
  });
});
