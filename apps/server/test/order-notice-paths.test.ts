import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markOverdueOrders } from '../src/modules/desk/overdue-sweep.js';
import { signIn, uniqueIp } from './support/auth-helpers.js';
import {
  cancelRequest,
  issueIntegrationKey,
  notificationsOf,
  placeOrder,
  type OrderBody,
} from './support/order-fixtures.js';
import { createOrg, SUPERADMIN_PHONE, type Org } from './support/org-fixtures.js';
import { answerPublic, issue, priceEach, readPublic, tokenOf } from './support/quote-fixtures.js';
import { postToLink } from './support/quote-link-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * What staff notice about an order opens that order: every notice of an order's life — its
 * arrival, assignment, pricing, the customer opening, asking to change, accepting or declining
 * the quote, choosing how to pay, paying, the handover, a cancelation, a late price — points at
 * `/offers/{id}`, the offers list with that order's offer open. Its sentences need no gender: a
 * woman's order reads as naturally as a man's.
 */

const CUSTOMER = 'نورة السبيعي';

let t: TestApp;
let org: Org;
let key: string;

beforeAll(async () => {
  t = await createTestApp({
    // The clock moves by days for the late order: sessions outlive it; the sweep is the test's.
    env: { ACCESS_TOKEN_TTL: '30d', REFRESH_FAMILY_TTL: '60d' },
    backgroundSweeps: false,
  });
  const superadmin = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  org = await createOrg(t, superadmin);
  key = await issueIntegrationKey(t, org.company.token);
  const settings = await t.api.request({
    method: 'PUT',
    url: '/api/v1/payment-settings',
    token: org.company.token,
    body: { options: ['pay_on_pickup'], onlinePercent: 100 },
  });
  expect(settings.statusCode, settings.body).toBe(200);
});
afterAll(async () => t?.close());

const placeHers = () =>
  placeOrder(t, key, {
    client: {
      name: CUSTOMER,
      phone: { dialCode: '+966', number: `056${String(Date.now()).slice(-7)}` },
    },
  });

/** Every notice the order's staff hold about the order (its reference in the text). */
async function noticesAbout(order: OrderBody) {
  const all = [];
  for (const person of [org.company, org.manager, org.agent]) {
    all.push(
      ...(await notificationsOf(t, person.id)).filter((n) => n.message.includes(order.orderRef)),
    );
  }
  return all;
}

const publicCall = (token: string, path: string, body: unknown) => postToLink(t, token, path, body);

describe('every notice about an order opens the order', () => {
  it('from its arrival to its handover, each one points at /offers/{id} and reads without a gender', async () => {
    const order = await placeHers();
    const assigned = await t.api.request({
      method: 'PUT',
      url: `/api/v1/orders/${order._id}/assignee`,
      token: org.manager.token,
      body: { userId: org.agent.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const first = await issue(t, org.agent.token, order._id, priceEach(order, 100));
    const token = tokenOf(first.link);
    expect((await readPublic(t, token, uniqueIp())).statusCode).toBe(200);
    const [oil, pads] = order.pieces.map((piece) => piece._id);
    const change = await publicCall(token, '/change-request', {
      version: 1,
      lines: [{ pieceId: oil, want: 'not_needed' }],
    });
    expect(change.statusCode, change.body).toBe(200);
    await issue(t, org.agent.token, order._id, priceEach(order, 110));
    const accepted = await answerPublic(
      t,
      token,
      {
        version: 2,
        decision: 'accept',
        lines: [
          { pieceId: oil, option: 0 },
          { pieceId: pads, option: 0 },
        ],
      },
      uniqueIp(),
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const chosen = await publicCall(token, '/payment', { version: 2, option: 'pay_on_pickup' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const paid = await t.api.request({
      method: 'POST',
      url: `/api/v1/orders/${order._id}/payments`,
      token: org.agent.token,
      body: { method: 'cash', amountHalalas: 5_000 },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const moved = await t.api.request({
      method: 'POST',
      url: `/api/v1/orders/${order._id}/fulfilment`,
      token: org.agent.token,
      body: { stage: 'ready_for_pickup' },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const notices = await noticesAbout(order);
    expect(new Set(notices.map((notice) => notice.title))).toEqual(
      new Set([
        'طلب تسعير جديد',
        'أُسند إليك طلب',
        'تم تسعير الطلب',
        'فُتح عرض السعر',
        'طُلب تعديل عرض السعر',
        'تم تحديث عرض السعر',
        'قُبل عرض السعر',
        'اختيرت طريقة الدفع',
        'تم استلام دفعة',
        'الطلب جاهز للاستلام',
      ]),
    );
    for (const notice of notices) expect(notice.path, notice.title).toBe(`/offers/${order._id}`);

    // The customer is named beside the order, never as the subject of a verb.
    const said = (title: string) => notices.find((notice) => notice.title === title)?.message;
    const ref = `${order.orderRef} (${CUSTOMER})`;
    expect(said('طلب تسعير جديد')).toBe(
      `طلب تسعير فلتر زيت وفحمات فرامل أمامية لسيارة تويوتا كامري 2019 من ${CUSTOMER} (${order.orderRef})`,
    );
    expect(said('فُتح عرض السعر')).toBe(`فُتح رابط عرض سعر الطلب ${ref}`);
    expect(said('طُلب تعديل عرض السعر')).toBe(
      `طُلب تعديل النسخة 1 من عرض الطلب ${ref}: غير مطلوبة: فلتر زيت`,
    );
    expect(said('قُبل عرض السعر')).toMatch(
      new RegExp(
        `^قُبل عرض الطلب ${escape(ref)}: كل القطع \\(2 من 2\\) بإجمالي [\\d,]+\\.\\d\\d ر\\.س$`,
      ),
    );
    expect(said('اختيرت طريقة الدفع')).toBe(
      `اختيرت طريقة الدفع للطلب ${ref}: الدفع عند الاستلام من الفرع`,
    );
    expect(said('تم استلام دفعة')).toBe(`وصلت دفعة 50.00 ر.س نقدًا للطلب ${ref}`);
    expect(said('الطلب جاهز للاستلام')).toBe(`حالة تسليم الطلب ${ref} الآن: جاهز للاستلام`);
  });

  it('a declined quote, a canceled order and a late one open their order too', async () => {
    const declined = await placeHers();
    const issued = await issue(t, org.agent.token, declined._id, priceEach(declined));
    const answer = await answerPublic(
      t,
      tokenOf(issued.link),
      { version: 1, decision: 'decline', reason: 'found_elsewhere' },
      uniqueIp(),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const canceled = await placeHers();
    expect((await cancelRequest(t, org.manager.token, canceled._id)).statusCode).toBe(200);
    const late = await placeHers();
    t.clock.advance(7 * 24 * 3600);
    expect(await markOverdueOrders(t.database.db, t.clock)).toBeGreaterThanOrEqual(1);

    const ofDeclined = await noticesAbout(declined);
    expect(ofDeclined.find((n) => n.title === 'رُفض عرض السعر')?.message).toBe(
      `رُفض عرض الطلب ${declined.orderRef} (${CUSTOMER}): وُجدت القطع في مكان آخر`,
    );
    const ofCanceled = await noticesAbout(canceled);
    expect(ofCanceled.map((n) => n.title)).toContain('تم إلغاء الطلب');
    const ofLate = await noticesAbout(late);
    expect(ofLate.map((n) => n.title)).toContain('طلب تجاوز وقت الرد المستهدف');
    for (const [order, notices] of [
      [declined, ofDeclined],
      [canceled, ofCanceled],
      [late, ofLate],
    ] as const) {
      expect(notices.length).toBeGreaterThan(1);
      for (const notice of notices) expect(notice.path, notice.title).toBe(`/offers/${order._id}`);
    }
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
