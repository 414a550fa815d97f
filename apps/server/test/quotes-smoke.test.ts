import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/auth-helpers.js';
import { issueIntegrationKey, notificationsOf, placeOrder } from './support/order-fixtures.js';
import { createOrg, SUPERADMIN_PHONE, type Org } from './support/org-fixtures.js';
import { answerPublic, issue, readPublic, tokenOf } from './support/quote-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let org: Org;
let key: string;

beforeAll(async () => {
  t = await createTestApp();
  const superadmin = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  org = await createOrg(t, superadmin);
  key = await issueIntegrationKey(t, org.company.token);
});

afterAll(async () => {
  await t?.close();
});

describe('a quote from pricing to the customer answer', () => {
  it('works end to end', async () => {
    const order = await placeOrder(t, key);
    const [oil, pads] = order.pieces;
    const issued = await issue(t, org.agent.token, order._id, [
      {
        pieceId: oil!._id,
        options: [
          { kind: 'original', price: 50, brand: 'Toyota' },
          { kind: 'commercial', price: 30 },
        ],
      },
      { pieceId: pads!._id, unavailable: true, note: 'نفدت الكمية' },
    ]);
    expect(issued.order.status).toBe('completed');
    expect(issued.quotes[0]?.totals).toMatchObject({
      subtotalHalalas: 10000,
      vatHalalas: 1500,
      totalHalalas: 11500,
    });
    const token = tokenOf(issued.link);
    const seen = await readPublic(t, token);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json<{ status: string }>().status).toBe('viewed');
    const accepted = await answerPublic(t, token, {
      version: 1,
      decision: 'accept',
      lines: [{ pieceId: oil!._id, option: 1 }],
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(
      accepted.json<{ answer: { totals: { totalHalalas: number } } }>().answer.totals.totalHalalas,
    ).toBe(6900);
    const again = await answerPublic(t, token, {
      version: 1,
      decision: 'accept',
      lines: [{ pieceId: oil!._id, option: 1 }],
    });
    expect(again.statusCode).toBe(200);
    const notes = await notificationsOf(t, org.agent.id);
    expect(notes.map((n) => n.title)).toContain('قبل العميل عرض السعر');
    const list = await t.api.request({
      method: 'GET',
      url: `/api/v1/orders/?quoteStatus=accepted`,
      token: org.company.token,
    });
    expect(list.statusCode, list.body).toBe(200);
    const csv = await t.api.request({
      method: 'GET',
      url: `/api/v1/orders/exports/`,
      token: org.company.token,
    });
    expect(csv.body).toContain('69.00');
    const stats = await t.api.request({
      method: 'GET',
      url: `/api/v1/common/stats`,
      token: org.company.token,
    });
    expect(stats.json<{ quoteChartData: unknown[] }>().quoteChartData).toHaveLength(1);
  });
});
