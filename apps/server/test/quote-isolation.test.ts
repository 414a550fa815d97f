import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notifications,
  orderEvents,
  orders,
  pieces,
  quoteLinks,
  quotes,
} from '../src/db/schema.js';
import { signIn, uniqueIp } from './support/auth-helpers.js';
import type { ApiResponse } from './support/contract-client.js';
import { issueIntegrationKey, placeOrder, type OrderBody } from './support/order-fixtures.js';
import {
  createAgent,
  createManagedBranch,
  createOrg,
  createSection,
  SUPERADMIN_PHONE,
  type Org,
} from './support/org-fixtures.js';
import {
  answerPublic,
  issue,
  issueRequest,
  priceEach,
  readPublic,
  tokenOf,
} from './support/quote-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Quotes stay within the caller's reach: another company, another branch or another section gets
 * 404 on an order's quotes exactly like an unknown id, and stores nothing; the superadmin reads but
 * does not issue; the quote-status filter, the export's quote columns and the quote statistics
 * count only what the caller may see.
 */

let t: TestApp;
let superadmin: string;
/** Company A: its first branch (manager, section 1 with an agent) … */
let a: Org;
/** … a second section in that branch with its own agent … */
let sectionTwo: string;
let sectionTwoAgent: string;
/** … and a second branch with its own manager (no section). */
let branchTwo: string;
let branchTwoManager: string;
let b: Org;
let keyA: string;
let keyB: string;

beforeAll(async () => {
  t = await createTestApp();
  superadmin = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  a = await createOrg(t, superadmin);
  b = await createOrg(t, superadmin);
  const second = await createManagedBranch(t, a.company.token, 'فرع جدة');
  branchTwo = second.branchId;
  branchTwoManager = (await signIn(t, second.manager.phone)).accessToken;
  sectionTwo = await createSection(t, a.company.token, {
    branchId: a.branchId,
    sectionName: 'قسم الكهرباء',
  });
  sectionTwoAgent = (await signIn(t, (await createAgent(t, a.company.token, sectionTwo)).phone))
    .accessToken;
  keyA = await issueIntegrationKey(t, a.company.token);
  keyB = await issueIntegrationKey(t, b.company.token);
}, 120_000);
afterAll(async () => t?.close());

const UNKNOWN_ORDER = '5b0f5c4e-2f1b-4a7e-9a3e-1d2c3b4a5f60';

const listQuotes = (orderId: string, token: string): Promise<ApiResponse> =>
  t.api.get(`/api/v1/orders/${orderId}/quotes`, { token });

const share = (orderId: string, token: string): Promise<ApiResponse> =>
  t.api.request({
    method: 'POST',
    url: `/api/v1/orders/${orderId}/quotes/share`,
    token,
    body: { channel: 'whatsapp' },
  });

/** The three quote calls on an order, with a body that would succeed for its own staff. */
const quoteCalls = (order: OrderBody, token: string): Promise<ApiResponse>[] => [
  listQuotes(order._id, token),
  issueRequest(t, token, order._id, priceEach(order, 10)),
  share(order._id, token),
];

/** Everything a refused call must leave as it was, for one order and its company. */
async function snapshot(order: OrderBody) {
  const db = t.database.db;
  const [companyId] = await db
    .select({ id: orders.companyId })
    .from(orders)
    .where(eq(orders.id, order._id));
  return {
    order: await db.select().from(orders).where(eq(orders.id, order._id)),
    pieces: await db.select().from(pieces).where(eq(pieces.orderId, order._id)).orderBy(pieces.id),
    quotes: await db.select().from(quotes).where(eq(quotes.orderId, order._id)),
    link: await db.select().from(quoteLinks).where(eq(quoteLinks.orderId, order._id)),
    events: await db.select().from(orderEvents).where(eq(orderEvents.orderId, order._id)),
    notices: (
      await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.companyId, companyId!.id))
    ).length,
  };
}

/** What the same calls answer for an id no one has (with the same body). */
async function unknownOrderAnswers(order: OrderBody, token: string): Promise<string[]> {
  const answers = await Promise.all(quoteCalls({ ...order, _id: UNKNOWN_ORDER }, token));
  return answers.map((answer) => `${answer.statusCode} ${answer.body}`);
}

describe('another place’s order', () => {
  it('another company’s admin, manager and employee get 404 like an unknown id, and nothing is stored', async () => {
    const pending = await placeOrder(t, keyA, { sectionId: a.sectionId });
    const quoted = await placeOrder(t, keyA, { sectionId: a.sectionId });
    await issue(t, a.agent.token, quoted._id, priceEach(quoted, 50));
    for (const order of [pending, quoted]) {
      const before = await snapshot(order);
      for (const token of [b.company.token, b.manager.token, b.agent.token]) {
        const answers = await Promise.all(quoteCalls(order, token));
        const seen = answers.map((answer) => `${answer.statusCode} ${answer.body}`);
        expect(seen).toEqual(await unknownOrderAnswers(order, token));
        expect(seen[0]).toBe(
          `404 ${JSON.stringify({ code: 'ORDER_NOT_FOUND', message: 'الطلب غير موجود' })}`,
        );
      }
      expect(await snapshot(order)).toEqual(before);
    }
  });

  it('a manager of another branch and an employee of another section of the same company get 404 too', async () => {
    const pending = await placeOrder(t, keyA, { sectionId: a.sectionId });
    const quoted = await placeOrder(t, keyA, { sectionId: a.sectionId });
    await issue(t, a.agent.token, quoted._id, priceEach(quoted, 50));
    const inBranchTwo = await placeOrder(t, keyA, { branchId: branchTwo });
    await issue(t, branchTwoManager, inBranchTwo._id, priceEach(inBranchTwo, 50));
    const cases: [OrderBody, string[]][] = [
      [pending, [branchTwoManager, sectionTwoAgent]],
      [quoted, [branchTwoManager, sectionTwoAgent]],
      // The first branch's manager and its employees do not reach the second branch.
      [inBranchTwo, [a.manager.token, a.agent.token, sectionTwoAgent]],
    ];
    for (const [order, outsiders] of cases) {
      const before = await snapshot(order);
      for (const token of outsiders) {
        const answers = await Promise.all(quoteCalls(order, token));
        expect(answers.map((answer) => `${answer.statusCode} ${answer.body}`)).toEqual(
          await unknownOrderAnswers(order, token),
        );
        expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404]);
      }
      expect(await snapshot(order)).toEqual(before);
    }
    // Their own staff reach them.
    expect((await listQuotes(quoted._id, a.manager.token)).statusCode).toBe(200);
    expect((await listQuotes(quoted._id, a.company.token)).statusCode).toBe(200);
    expect((await listQuotes(inBranchTwo._id, a.company.token)).statusCode).toBe(200);
  });

  it('the superadmin reads an order’s quotes but neither issues nor shares (403), and nothing is stored', async () => {
    const quoted = await placeOrder(t, keyA, { sectionId: a.sectionId });
    const issued = await issue(t, a.agent.token, quoted._id, priceEach(quoted, 50));
    const pending = await placeOrder(t, keyA, { sectionId: a.sectionId });
    const read = await listQuotes(quoted._id, superadmin);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<{ link: string; quotes: unknown[] }>()).toMatchObject({
      link: issued.link,
      quotes: [{ version: 1, status: 'sent' }],
    });
    for (const order of [quoted, pending]) {
      const before = await snapshot(order);
      const [, issuing, sharing] = await Promise.all(quoteCalls(order, superadmin));
      expect(issuing?.statusCode).toBe(403);
      expect(sharing?.statusCode).toBe(403);
      expect(await snapshot(order)).toEqual(before);
    }
  });
});

interface Listed {
  orders: { orderRef: string }[];
  totalPages: number;
}

/** Every order reference of the caller's list with a quote status, all pages. */
async function listedRefs(token: string, quoteStatus: string): Promise<string[]> {
  const refs: string[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await t.api.get(
      `/api/v1/orders/?limit=30&page=${page}&quoteStatus=${quoteStatus}`,
      {
        token,
      },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json<Listed>();
    refs.push(...body.orders.map((order) => order.orderRef));
    if (page >= body.totalPages) return refs;
  }
}

/** A CSV text as rows of cells (RFC 4180: quoted cells may hold commas, quotes and breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

async function exported(token: string, query = ''): Promise<string[][]> {
  const answer = await t.api.get(`/api/v1/orders/exports/${query}`, { token });
  expect(answer.statusCode, answer.body).toBe(200);
  return parseCsv(answer.body);
}

/** The export's four quote columns of one order: status word, version, total, accepted total. */
async function quoteColumns(token: string, orderRef: string): Promise<string[] | undefined> {
  const rows = await exported(token);
  const header = rows[0] ?? [];
  const at = header.indexOf('حالة عرض السعر');
  // The quote's four columns; the payment and handover ones after them have tests of their own.
  expect(header.slice(at, at + 4)).toEqual([
    'حالة عرض السعر',
    'نسخة العرض',
    'إجمالي العرض شامل الضريبة (ر.س)',
    'الإجمالي المقبول (ر.س)',
  ]);
  return rows.find((row) => row[0] === orderRef)?.slice(at, at + 4);
}

type QuoteDay = {
  date: string;
  sent: number;
  accepted: number;
  declined: number;
  acceptedHalalas: number;
};
type Counts = Omit<QuoteDay, 'date'>;

async function quoteCounts(token: string): Promise<Counts> {
  const answer = await t.api.get('/api/v1/common/stats', { token });
  expect(answer.statusCode, answer.body).toBe(200);
  const days = answer.json<{ quoteChartData: QuoteDay[] }>().quoteChartData;
  return days.reduce(
    (sum, day) => ({
      sent: sum.sent + day.sent,
      accepted: sum.accepted + day.accepted,
      declined: sum.declined + day.declined,
      acceptedHalalas: sum.acceptedHalalas + day.acceptedHalalas,
    }),
    { sent: 0, accepted: 0, declined: 0, acceptedHalalas: 0 },
  );
}

const minus = (after: Counts, before: Counts): Counts => ({
  sent: after.sent - before.sent,
  accepted: after.accepted - before.accepted,
  declined: after.declined - before.declined,
  acceptedHalalas: after.acceptedHalalas - before.acceptedHalalas,
});

const accept = (token: string, version: number, order: OrderBody) =>
  answerPublic(
    t,
    token,
    {
      version,
      decision: 'accept',
      lines: order.pieces.map((p) => ({ pieceId: p._id, option: 0 })),
    },
    uniqueIp(),
  );

describe('what each caller counts and lists', () => {
  it('the quote-status filter of the list and the export, and the statistics, stay within the caller’s reach', async () => {
    const callers = {
      company: a.company.token,
      manager: a.manager.token,
      agent: a.agent.token,
      sectionTwoAgent,
      branchTwoManager,
      otherCompany: b.company.token,
      superadmin,
    };
    const before: Record<string, Counts> = {};
    for (const [name, token] of Object.entries(callers)) before[name] = await quoteCounts(token);

    // Section 1: priced twice (one order quoted), version 2 accepted whole: 3 × 90.00 × 1.15 = 310.50.
    const one = await placeOrder(t, keyA, { sectionId: a.sectionId });
    const first = await issue(t, a.agent.token, one._id, priceEach(one, 100));
    await issue(t, a.agent.token, one._id, priceEach(one, 90));
    expect((await accept(tokenOf(first.link), 2, one)).statusCode).toBe(200);
    // Section 2: quoted and declined.
    const two = await placeOrder(t, keyA, { sectionId: sectionTwo });
    const second = await issue(t, sectionTwoAgent, two._id, priceEach(two, 20));
    const declined = await answerPublic(
      t,
      tokenOf(second.link),
      { version: 1, decision: 'decline', reason: 'too_expensive' },
      uniqueIp(),
    );
    expect(declined.statusCode).toBe(200);
    // Branch 2: quoted and accepted whole: 3 × 10.00 × 1.15 = 34.50.
    const three = await placeOrder(t, keyA, { branchId: branchTwo });
    const third = await issue(t, branchTwoManager, three._id, priceEach(three, 10));
    expect((await accept(tokenOf(third.link), 1, three)).statusCode).toBe(200);
    // Section 1 again: quoted, not answered.
    const four = await placeOrder(t, keyA, { sectionId: a.sectionId });
    await issue(t, a.agent.token, four._id, priceEach(four, 5));
    // Company B: quoted and accepted: 3 × 1000.00 × 1.15 = 3,450.00.
    const five = await placeOrder(t, keyB);
    const fifth = await issue(t, b.agent.token, five._id, priceEach(five, 1000));
    expect((await accept(tokenOf(fifth.link), 1, five)).statusCode).toBe(200);

    const mine = [one, two, three, four, five].map((order) => order.orderRef);
    const visible = (refs: string[]) => refs.filter((ref) => mine.includes(ref)).sort();
    const expectLists = async (
      token: string,
      accepted: OrderBody[],
      sent: OrderBody[],
      declinedOnes: OrderBody[],
    ) => {
      const refs = (list: OrderBody[]) => list.map((order) => order.orderRef).sort();
      expect(visible(await listedRefs(token, 'accepted'))).toEqual(refs(accepted));
      expect(visible(await listedRefs(token, 'sent'))).toEqual(refs(sent));
      expect(visible(await listedRefs(token, 'declined'))).toEqual(refs(declinedOnes));
      for (const [status, list] of [
        ['accepted', accepted],
        ['sent', sent],
        ['declined', declinedOnes],
      ] as const) {
        const csv = await exported(token, `?quoteStatus=${status}`);
        expect(visible(csv.slice(1).map((row) => row[0] ?? '')), status).toEqual(refs(list));
      }
    };
    await expectLists(a.company.token, [one, three], [four], [two]);
    await expectLists(a.manager.token, [one], [four], [two]);
    await expectLists(a.agent.token, [one], [four], []);
    await expectLists(sectionTwoAgent, [], [], [two]);
    await expectLists(branchTwoManager, [three], [], []);
    await expectLists(b.company.token, [five], [], []);
    await expectLists(b.agent.token, [five], [], []);
    await expectLists(superadmin, [one, three, five], [four], [two]);

    const delta = async (name: keyof typeof callers) =>
      minus(await quoteCounts(callers[name]), before[name]!);
    // Sent counts each order once, not each version.
    expect(await delta('company')).toEqual({
      sent: 4,
      accepted: 2,
      declined: 1,
      acceptedHalalas: 31050 + 3450,
    });
    expect(await delta('manager')).toEqual({
      sent: 3,
      accepted: 1,
      declined: 1,
      acceptedHalalas: 31050,
    });
    expect(await delta('agent')).toEqual({
      sent: 2,
      accepted: 1,
      declined: 0,
      acceptedHalalas: 31050,
    });
    expect(await delta('sectionTwoAgent')).toEqual({
      sent: 1,
      accepted: 0,
      declined: 1,
      acceptedHalalas: 0,
    });
    expect(await delta('branchTwoManager')).toEqual({
      sent: 1,
      accepted: 1,
      declined: 0,
      acceptedHalalas: 3450,
    });
    expect(await delta('otherCompany')).toEqual({
      sent: 1,
      accepted: 1,
      declined: 0,
      acceptedHalalas: 345000,
    });
    expect(await delta('superadmin')).toEqual({
      sent: 5,
      accepted: 3,
      declined: 1,
      acceptedHalalas: 31050 + 3450 + 345000,
    });
  });
});

describe('the export’s quote columns', () => {
  it('say ready to send, then sent, viewed and accepted, with the version and totals in SAR with 2 decimals', async () => {
    const order = await placeOrder(t, keyA, { sectionId: a.sectionId });
    const token = a.agent.token;
    expect(await quoteColumns(token, order.orderRef)).toEqual(['', '', '', '']);

    // 2 × 30.01 + 200.28 = 260.30; VAT 39.05; total 299.35.
    const lines = (oil: number, pads: number) => [
      { pieceId: order.pieces[0]!._id, options: [{ price: oil }] },
      { pieceId: order.pieces[1]!._id, options: [{ price: pads }] },
    ];
    const issued = await issue(t, token, order._id, lines(30.01, 200.28));
    expect(await quoteColumns(token, order.orderRef)).toEqual(['جاهز للإرسال', '1', '299.35', '']);
    expect((await share(order._id, token)).statusCode).toBe(200);
    expect(await quoteColumns(token, order.orderRef)).toEqual(['أُرسل', '1', '299.35', '']);
    expect((await readPublic(t, tokenOf(issued.link), uniqueIp())).statusCode).toBe(200);
    expect(await quoteColumns(token, order.orderRef)).toEqual(['شاهده العميل', '1', '299.35', '']);

    // A new version is not shared yet: ready to send again. (2 × 50 + 100) × 1.15 = 230.00.
    await issue(t, token, order._id, lines(50, 100));
    expect(await quoteColumns(token, order.orderRef)).toEqual(['جاهز للإرسال', '2', '230.00', '']);
    expect((await share(order._id, token)).statusCode).toBe(200);
    // Accepting the brake pads only: 100.00 × 1.15 = 115.00.
    const accepted = await answerPublic(
      t,
      tokenOf(issued.link),
      { version: 2, decision: 'accept', lines: [{ pieceId: order.pieces[1]!._id, option: 0 }] },
      uniqueIp(),
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const columns = ['مقبول', '2', '230.00', '115.00'];
    expect(await quoteColumns(token, order.orderRef)).toEqual(columns);
    // The company reads the same row; another company does not have it.
    expect(await quoteColumns(a.company.token, order.orderRef)).toEqual(columns);
    expect(await quoteColumns(b.company.token, order.orderRef)).toBeUndefined();
    expect(await quoteColumns(sectionTwoAgent, order.orderRef)).toBeUndefined();
  });
});
