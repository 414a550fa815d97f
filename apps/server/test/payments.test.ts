import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSettings, payments } from '../src/db/schema.js';
import { rowsOf } from '../src/db/rows.js';
import { signIn, uniqueIp } from './support/auth-helpers.js';
import { issueIntegrationKey, placeOrder, type OrderBody } from './support/order-fixtures.js';
import { createOrg, SUPERADMIN_PHONE, type Org } from './support/org-fixtures.js';
import { answerPublic, issue, priceEach, tokenOf } from './support/quote-fixtures.js';
import { createTestApp, TEST_API_KEY, type TestApp } from './support/test-app.js';

/**
 * Payment of an accepted quote against the local test gateway, over real HTTP: the server's
 * Moyasar adapter talks to the stand-in it serves, the stand-in's hosted page takes the card and
 * POSTs its notification back. Only what the gateway answers when asked ever counts.
 */

const PAYING_CARD = '4201320111111010';
const DECLINED_CARD = '4000000000000002';

interface PublicPayment {
  status: string;
  options: string[];
  chosenOption: string | null;
  totalHalalas: number;
  onlineHalalas: number;
  paidHalalas: number;
  refundedHalalas: number;
  pending: boolean;
  lastFailure: string | null;
  bank: { iban: string } | null;
  paidAt: string | null;
}

interface PublicQuote {
  version: number;
  payment: PublicPayment | null;
}

interface OrderPayments {
  status: string;
  dueHalalas: number;
  paidHalalas: number;
  refundedHalalas: number;
  outstandingHalalas: number;
  chosenOption: string | null;
  payments: {
    id: string;
    method: string;
    status: string;
    amountHalalas: number;
    refundedHalalas: number;
    failureReason: string | null;
  }[];
}

let t: TestApp;
let org: Org;
let other: Org;
let key: string;
/** The origin the server listens on: the customer's browser and the gateway reach it there. */
let origin: string;

const SETTINGS = {
  options: ['card', 'pay_on_pickup', 'bank_transfer'],
  onlinePercent: 100,
  gateway: { provider: 'local' },
  bank: {
    bankName: 'مصرف الراجحي',
    accountName: 'شركة القطع',
    iban: 'SA03 8000 0000 6080 1016 7519',
  },
};

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const superadmin = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  org = await createOrg(t, superadmin);
  other = await createOrg(t, superadmin);
  key = await issueIntegrationKey(t, org.company.token);
  const saved = await saveSettings(org.company.token, SETTINGS);
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => t?.close());

function saveSettings(token: string, body: unknown) {
  return t.api.request({ method: 'PUT', url: '/api/v1/payment-settings', token, body });
}

/** An order the customer accepted in full: its id, link token and accepted total. */
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

/** The customer's calls come to the listening origin, as his browser's would. */
function choose(token: string, option: string, version = 1, host = new URL(origin).host) {
  return t.api.request({
    method: 'POST',
    url: `/api/v1/public/quotes/${token}/payment`,
    apiKey: null,
    body: { version, option },
    headers: { host },
    ip: uniqueIp(),
  });
}

async function check(token: string): Promise<PublicQuote> {
  const checked = await t.api.request({
    method: 'POST',
    url: `/api/v1/public/quotes/${token}/payment/check`,
    apiKey: null,
    ip: uniqueIp(),
  });
  expect(checked.statusCode, checked.body).toBe(200);
  return checked.json<PublicQuote>();
}

/** The customer types a card on the gateway's hosted page; answers where he is sent back. */
async function payOnHostedPage(checkoutUrl: string, card: string): Promise<URL> {
  const answer = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number: card, expiry: '12/30', cvc: '123', name: 'Test' }),
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get('location')!);
}

async function startCard(token: string): Promise<string> {
  const chosen = await choose(token, 'card');
  expect(chosen.statusCode, chosen.body).toBe(200);
  const { checkoutUrl } = chosen.json<{ checkoutUrl: string | null }>();
  expect(checkoutUrl).toMatch(/\/local-gateway\/pay\//);
  return checkoutUrl!;
}

function orderPayments(token: string, orderId: string) {
  return t.api.request({ method: 'GET', url: `/api/v1/orders/${orderId}/payments`, token });
}

async function paymentsOf(orderId: string): Promise<OrderPayments> {
  const listed = await orderPayments(org.company.token, orderId);
  expect(listed.statusCode, listed.body).toBe(200);
  return listed.json<OrderPayments>();
}

async function eventTypes(orderId: string): Promise<string[]> {
  const timeline = await t.api.request({
    method: 'GET',
    url: `/api/v1/orders/${orderId}/events`,
    token: org.company.token,
  });
  expect(timeline.statusCode, timeline.body).toBe(200);
  return timeline.json<{ events: { type: string }[] }>().events.map((event) => event.type);
}

function notify(body: unknown, ip = uniqueIp()) {
  return t.api.request({
    method: 'POST',
    url: '/api/v1/payment-notifications/moyasar',
    apiKey: null,
    body,
    ip,
  });
}

async function checkoutIdOf(orderId: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: payments.providerInvoiceId })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  return row!.id!;
}

describe('payment settings', () => {
  it('keep the gateway secret sealed and show only its last four characters', async () => {
    const { company } = other;
    const secretKey = 'sk_test_abcdefghij0123456789WXYZ';
    const saved = await saveSettings(company.token, {
      options: ['card'],
      onlinePercent: 30,
      gateway: { provider: 'moyasar', publishableKey: 'pk_test_abcdefghij0123', secretKey },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(secretKey);
    const read = await t.api.request({
      method: 'GET',
      url: '/api/v1/payment-settings',
      token: company.token,
    });
    expect(read.json()).toMatchObject({
      options: ['card'],
      onlinePercent: 30,
      gateway: { provider: 'moyasar', secretKeyHint: '••••WXYZ' },
      localGatewayAvailable: true,
    });
    expect(read.body).not.toContain(secretKey);
    const [stored] = await t.database.db
      .select({ secret: paymentSettings.gatewaySecretKey })
      .from(paymentSettings)
      .where(eq(paymentSettings.companyId, company.id));
    expect(stored!.secret).not.toContain('abcdefghij');

    // Saved again without the secret: the stored one is kept.
    const again = await saveSettings(company.token, {
      options: ['card'],
      onlinePercent: 50,
      gateway: { provider: 'moyasar' },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ settings: { gateway: { secretKeyHint: '••••WXYZ' } } });
  });

  it('refuse bad values with the field named, and change nothing', async () => {
    const before = await t.api.request({
      method: 'GET',
      url: '/api/v1/payment-settings',
      token: org.company.token,
    });
    for (const [body, field] of [
      [{ options: ['card'], onlinePercent: 100 }, 'gateway'],
      [{ ...SETTINGS, bank: { ...SETTINGS.bank, iban: 'SA0380000000608010167518' } }, 'bank.iban'],
      [{ options: ['bank_transfer'], onlinePercent: 100 }, 'bank'],
      [
        { ...SETTINGS, gateway: { provider: 'moyasar', secretKey: 'not-a-key' } },
        'gateway.secretKey',
      ],
    ] as const) {
      const refused = await saveSettings(org.company.token, body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe(field);
    }
    const invalid = await saveSettings(org.company.token, { ...SETTINGS, onlinePercent: 0 });
    expect(invalid.statusCode).toBe(400);
    const after = await t.api.request({
      method: 'GET',
      url: '/api/v1/payment-settings',
      token: org.company.token,
    });
    expect(after.json()).toEqual(before.json());
  });

  it('are the admin’s alone', async () => {
    for (const token of [org.manager.token, org.agent.token]) {
      const refused = await saveSettings(token, SETTINGS);
      expect(refused.statusCode).toBe(403);
    }
  });
});

describe('paying online on the customer’s link', () => {
  it('shows the ways to pay once accepted, and the test card pays: the link reads paid', async () => {
    const { order, token } = await acceptedOrder();
    const before = await check(token);
    expect(before.payment).toMatchObject({
      status: 'unpaid',
      options: ['card', 'pay_on_pickup', 'bank_transfer'],
      pending: false,
    });
    const due = before.payment!.totalHalalas;
    expect(before.payment!.onlineHalalas).toBe(due);

    const checkoutUrl = await startCard(token);
    const back = await payOnHostedPage(checkoutUrl, PAYING_CARD);
    expect(back.pathname).toBe(`/q/${token}`);
    const after = await check(token);
    expect(after.payment).toMatchObject({ status: 'paid', paidHalalas: due, pending: false });
    expect(after.payment!.paidAt).not.toBeNull();

    const money = await paymentsOf(order._id);
    expect(money).toMatchObject({ status: 'paid', paidHalalas: due, outstandingHalalas: 0 });
    expect(money.payments.filter((p) => p.status === 'paid')).toHaveLength(1);
    expect(await eventTypes(order._id)).toContain('payment.succeeded');
    const listed = await t.api.request({
      method: 'GET',
      url: `/api/v1/orders/${order._id}`,
      token: org.company.token,
    });
    expect(listed.json<{ order: { saleStage: string } }>().order.saleStage).toBe('paid');

    // Paid: another checkout is refused and nothing changes.
    const again = await choose(token, 'card');
    expect(again.statusCode).toBe(409);
    expect(again.json<{ code: string }>().code).toBe('ALREADY_PAID');
  });

  it('opens one checkout for a double click and for five clicks at once', async () => {
    const { order, token } = await acceptedOrder();
    const clicks = await Promise.all([1, 2, 3, 4, 5].map(() => choose(token, 'card')));
    const urls = new Set(
      clicks.map((click) => {
        expect(click.statusCode, click.body).toBe(200);
        return click.json<{ checkoutUrl: string }>().checkoutUrl;
      }),
    );
    expect(urls.size).toBe(1);
    expect((await paymentsOf(order._id)).payments).toHaveLength(1);
  });

  it('shows a declined card and lets the customer try again with another', async () => {
    const { order, token } = await acceptedOrder();
    const first = await startCard(token);
    await payOnHostedPage(first, DECLINED_CARD);
    const declined = await check(token);
    expect(declined.payment).toMatchObject({
      status: 'unpaid',
      pending: false,
      lastFailure: 'insufficient_funds',
    });
    expect(await eventTypes(order._id)).toContain('payment.failed');

    const retry = await startCard(token);
    expect(retry).not.toBe(first);
    await payOnHostedPage(retry, PAYING_CARD);
    expect((await check(token)).payment).toMatchObject({ status: 'paid', lastFailure: null });
    const money = await paymentsOf(order._id);
    expect(money.payments.map((p) => p.status).sort()).toEqual(['failed', 'paid']);
  });

  it('counts a payment once under twenty notifications at once, replays included', async () => {
    const { order, token } = await acceptedOrder();
    const checkoutUrl = await startCard(token);
    await payOnHostedPage(checkoutUrl, PAYING_CARD);
    const checkoutId = await checkoutIdOf(order._id);
    const notices = Array.from({ length: 20 }, (_, i) =>
      notify({
        id: `evt-${order._id}-${i % 5}`,
        type: 'payment_paid',
        data: { id: `pay-${i}`, invoice_id: checkoutId },
      }),
    );
    const answers = await Promise.all([...notices, check(token).then(() => null)]);
    for (const answer of answers) if (answer) expect(answer.statusCode, answer.body).toBe(200);
    await t.app.jobRunner.settled();
    const money = await paymentsOf(order._id);
    expect(money.payments.filter((p) => p.status === 'paid')).toHaveLength(1);
    expect(money.paidHalalas).toBe(money.dueHalalas);
    expect(
      (await eventTypes(order._id)).filter((type) => type === 'payment.succeeded'),
    ).toHaveLength(1);
  });

  it('believes no forged notification: an unpaid checkout stays open', async () => {
    const { order, token } = await acceptedOrder();
    await startCard(token);
    const checkoutId = await checkoutIdOf(order._id);
    const forged = await notify({
      id: `forged-${order._id}`,
      type: 'payment_paid',
      secret_token: 'guess',
      data: { id: 'made-up', invoice_id: checkoutId, status: 'paid', amount: 1 },
    });
    expect(forged.statusCode).toBe(200);
    await t.app.jobRunner.settled();
    const money = await paymentsOf(order._id);
    expect(money).toMatchObject({ status: 'unpaid', paidHalalas: 0 });
    expect(money.payments[0]!.status).toBe('pending');

    // A notice about a checkout nobody has is answered alike and leaves nothing behind.
    const unknown = await notify({
      id: 'x',
      type: 'payment_paid',
      data: { id: 'y', invoice_id: 'nope' },
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ received: true });
  });

  it('refuses and flags an amount the gateway reports other than ours', async () => {
    const { order, token } = await acceptedOrder();
    const checkoutUrl = await startCard(token);
    // What we recorded and what the gateway charges now differ (a tampered or wrong checkout).
    await t.database.db
      .update(payments)
      .set({ amountHalalas: sql`${payments.amountHalalas} + 1` })
      .where(eq(payments.orderId, order._id));
    await payOnHostedPage(checkoutUrl, PAYING_CARD);
    const seen = await check(token);
    expect(seen.payment!.status).toBe('unpaid');
    const money = await paymentsOf(order._id);
    expect(money.payments[0]).toMatchObject({
      status: 'flagged',
      failureReason: 'amount_mismatch',
    });
    expect(await eventTypes(order._id)).not.toContain('payment.succeeded');
  });

  it('reconciles a paid checkout nobody reported, by asking the gateway later', async () => {
    const { order, token } = await acceptedOrder();
    // The customer's request names an origin nothing listens on: the gateway's notification
    // is lost, and the customer never comes back.
    const chosen = await choose(token, 'card', 1, '127.0.0.1:9');
    expect(chosen.statusCode, chosen.body).toBe(200);
    const checkoutUrl = chosen.json<{ checkoutUrl: string }>().checkoutUrl;
    await payOnHostedPage(checkoutUrl, PAYING_CARD);
    await t.app.jobRunner.settled();
    expect((await paymentsOf(order._id)).status).toBe('unpaid');
    t.clock.advance(180);
    t.app.jobRunner.wake();
    await t.app.jobRunner.settled();
    expect((await paymentsOf(order._id)).status).toBe('paid');
  });

  it('records the customer’s choice to pay on pickup, and refuses an option not offered', async () => {
    const { order, token } = await acceptedOrder();
    const chosen = await choose(token, 'pay_on_pickup');
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({
      checkoutUrl: null,
      quote: { payment: { chosenOption: 'pay_on_pickup', status: 'unpaid' } },
    });
    const refused = await choose(token, 'pay_on_delivery');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string }>().code).toBe('PAYMENT_OPTION_UNAVAILABLE');
    expect((await paymentsOf(order._id)).chosenOption).toBe('pay_on_pickup');

    const transfer = await choose(token, 'bank_transfer');
    expect(transfer.json()).toMatchObject({
      quote: { payment: { bank: { iban: 'SA0380000000608010167519' } } },
    });
  });

  it('refuses payment before acceptance and for an unknown link', async () => {
    const order = await placeOrder(t, key);
    const issued = await issue(t, org.agent.token, order._id, priceEach(order));
    const early = await choose(tokenOf(issued.link), 'card');
    expect(early.statusCode).toBe(409);
    expect(early.json<{ code: string }>().code).toBe('QUOTE_NOT_ACCEPTED');
    const unknown = await choose('A'.repeat(43), 'card');
    expect(unknown.statusCode).toBe(404);
    expect((await paymentsOf(order._id)).payments).toHaveLength(0);
  });
});

describe('money staff record and give back', () => {
  it('records cash up to what is owed, then nothing more', async () => {
    const { order } = await acceptedOrder();
    const due = (await paymentsOf(order._id)).dueHalalas;
    const record = (body: unknown, token = org.agent.token) =>
      t.api.request({ method: 'POST', url: `/api/v1/orders/${order._id}/payments`, token, body });

    const tooMuch = await record({ method: 'cash', amountHalalas: due + 1 });
    expect(tooMuch.statusCode).toBe(400);
    const noReference = await record({ method: 'bank_transfer', amountHalalas: 100 });
    expect(noReference.statusCode).toBe(400);
    expect((await paymentsOf(order._id)).payments).toHaveLength(0);

    const part = await record({ method: 'cash', amountHalalas: 5_000 });
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json()).toMatchObject({
      status: 'partially_paid',
      outstandingHalalas: due - 5_000,
    });
    const rest = await record({
      method: 'bank_transfer',
      amountHalalas: due - 5_000,
      reference: 'TRX-2231',
    });
    expect(rest.json()).toMatchObject({ status: 'paid', outstandingHalalas: 0 });
    const more = await record({ method: 'cash', amountHalalas: 100 });
    expect(more.statusCode).toBe(409);
    expect(await eventTypes(order._id)).toEqual(
      expect.arrayContaining(['payment.succeeded', 'payment.succeeded']),
    );
  });

  it('refunds part of a card payment through the gateway, never more than was paid', async () => {
    const { order, token } = await acceptedOrder(200);
    await payOnHostedPage(await startCard(token), PAYING_CARD);
    await check(token);
    const paid = (await paymentsOf(order._id)).payments.find((p) => p.status === 'paid')!;
    const refund = (amountHalalas: number, tokenOf = org.manager.token) =>
      t.api.request({
        method: 'POST',
        url: `/api/v1/orders/${order._id}/payments/${paid.id}/refunds`,
        token: tokenOf,
        body: { amountHalalas, reason: 'قطعة غير مطابقة' },
      });

    const agent = await refund(100, org.agent.token);
    expect(agent.statusCode).toBe(403);
    const share = Math.floor(paid.amountHalalas * 0.4);
    const attempts = await Promise.all([1, 2, 3, 4, 5].map(() => refund(share)));
    expect(attempts.filter((a) => a.statusCode === 201)).toHaveLength(2);
    expect(attempts.filter((a) => a.statusCode === 400)).toHaveLength(3);
    const money = await paymentsOf(order._id);
    expect(money.refundedHalalas).toBe(2 * share);
    expect(money.refundedHalalas).toBeLessThanOrEqual(paid.amountHalalas);
    expect(money.status).toBe('partially_paid');
    expect(await eventTypes(order._id)).toContain('payment.refunded');
  });
});

describe('tenant isolation', () => {
  it('answers another company’s order and payment as unknown', async () => {
    const { order } = await acceptedOrder();
    const recorded = await t.api.request({
      method: 'POST',
      url: `/api/v1/orders/${order._id}/payments`,
      token: org.agent.token,
      body: { method: 'cash', amountHalalas: 100 },
    });
    const paymentId = recorded.json<OrderPayments>().payments[0]!.id;
    const outsider = other.company.token;
    const listed = await orderPayments(outsider, order._id);
    expect(listed.statusCode).toBe(404);
    const recordedByOutsider = await t.api.request({
      method: 'POST',
      url: `/api/v1/orders/${order._id}/payments`,
      token: outsider,
      body: { method: 'cash', amountHalalas: 100 },
    });
    expect(recordedByOutsider.statusCode).toBe(404);
    const refundedByOutsider = await t.api.request({
      method: 'POST',
      url: `/api/v1/orders/${order._id}/payments/${paymentId}/refunds`,
      token: outsider,
      body: { amountHalalas: 100 },
    });
    expect(refundedByOutsider.statusCode).toBe(404);
    const count = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from payment_refunds where payment_id = ${paymentId}`,
      ),
    );
    expect(count[0]!.n).toBe(0);
  });
});

describe('on a production server', () => {
  it('never serves the local gateway nor lets a company choose it', async () => {
    const secret = (name: string) => `${name}-production-secret-0123456789abcdef`;
    const production = await createTestApp({
      env: {
        NODE_ENV: 'production',
        API_KEY: TEST_API_KEY,
        JWT_SECRET: secret('jwt'),
        OTP_SECRET: secret('otp'),
        QUOTE_LINK_SECRET: secret('link'),
        WEBHOOK_SECRET_KEY: secret('webhook'),
        PUBLIC_URL: 'https://taseer.example',
        SUPERADMIN_PHONE: SUPERADMIN_PHONE.number,
      },
    });
    try {
      const page = await production.app.inject({ method: 'GET', url: '/local-gateway/pay/x' });
      expect(page.statusCode).toBe(404);
      const api = await production.app.inject({
        method: 'POST',
        url: '/local-gateway/v1/invoices',
        payload: { amount: 100, description: 'x' },
      });
      expect(api.statusCode).toBe(404);
      const superadmin = (await signIn(production, SUPERADMIN_PHONE)).accessToken;
      const company = (await createOrg(production, superadmin)).company;
      const refused = await production.api.request({
        method: 'PUT',
        url: '/api/v1/payment-settings',
        token: company.token,
        body: SETTINGS,
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe(
        'gateway.provider',
      );
      const read = await production.api.request({
        method: 'GET',
        url: '/api/v1/payment-settings',
        token: company.token,
      });
      expect(read.json()).toMatchObject({ options: [], localGatewayAvailable: false });
    } finally {
      await production.close();
    }
  });
});
