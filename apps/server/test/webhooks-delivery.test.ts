import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/auth-helpers.js';
import type { ApiResponse } from './support/contract-client.js';
import {
  cancelRequest,
  issueIntegrationKey,
  notificationsOf,
  placeOrder,
  priceAll,
  priceRequest,
} from './support/order-fixtures.js';
import { createOrg, SUPERADMIN_PHONE, type Org } from './support/org-fixtures.js';
import { answerPublic, tokenOf } from './support/quote-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver.js';

/**
 * The outbox end to end, in one process: an order event becomes a signed POST to a real local
 * receiver, retried on failure with the same id, logged attempt by attempt; a company hears only
 * its own events. The clock is moved instead of waiting for retries; `settled()` waits until this
 * process has nothing due or in flight.
 */

const RETRY_SECONDS = [60, 120, 240, 480];

let t: TestApp;
let org: Org;
let other: Org;
let key: string;
let otherKey: string;
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  t = await createTestApp({
    env: {
      WEBHOOK_RETRY_SCHEDULE: RETRY_SECONDS.map((s) => `${s}s`).join(','),
      WEBHOOK_TIMEOUT: '1s',
      // The clock moves by days here; sessions must outlive it.
      ACCESS_TOKEN_TTL: '30d',
      REFRESH_FAMILY_TTL: '60d',
    },
  });
  const superadmin = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  org = await createOrg(t, superadmin);
  other = await createOrg(t, superadmin);
  key = await issueIntegrationKey(t, org.company.token);
  otherKey = await issueIntegrationKey(t, other.company.token);
});

afterAll(async () => {
  await t?.close();
  await Promise.all(receivers.map((receiver) => receiver.close()));
});

afterEach(async () => {
  // Each test's endpoints go with it, so the next starts with a quiet outbox.
  for (const company of [org.company, other.company]) {
    const listed = await t.api.get('/api/v1/webhooks', { token: company.token });
    for (const endpoint of listed.json<{ endpoints: { _id: string }[] }>().endpoints) {
      await t.api.request({
        method: 'DELETE',
        url: `/api/v1/webhooks/${endpoint._id}`,
        token: company.token,
      });
    }
  }
});

async function receiver(): Promise<WebhookReceiver> {
  const started = await startWebhookReceiver();
  receivers.push(started);
  return started;
}

interface EndpointBody {
  _id: string;
  url: string;
  events: string[];
  enabled: boolean;
  disabledReason: string | null;
  failingSince: string | null;
}

interface DeliveryBody {
  _id: string;
  eventType: string;
  orderRef: string | null;
  status: string;
  attemptCount: number;
  nextAttemptAt: string | null;
  attempts: {
    statusCode: number | null;
    error: string | null;
    latencyMs: number;
    responseExcerpt: string | null;
  }[];
}

async function addEndpoint(
  token: string,
  url: string,
  events: string[],
): Promise<{ endpoint: EndpointBody; secret: string }> {
  const created = await t.api.post('/api/v1/webhooks', { url, events }, { token });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ endpoint: EndpointBody; secret: string }>();
}

async function deliveriesOf(token: string, endpointId: string): Promise<DeliveryBody[]> {
  const listed = await t.api.get(`/api/v1/webhooks/${endpointId}/deliveries?limit=30`, { token });
  expect(listed.statusCode, listed.body).toBe(200);
  return listed.json<{ deliveries: DeliveryBody[] }>().deliveries;
}

const settled = () => t.app.webhookDispatcher.settled();

/** Verifies like a receiver would, with the Standard Webhooks library. */
function verify(secret: string, received: { body: string; headers: Record<string, string> }) {
  return new Webhook(secret).verify(received.body, received.headers);
}

describe('an order event', () => {
  it('reaches a subscribed endpoint signed by the Standard Webhooks scheme, with the order as the bot reads it', async () => {
    const hooks = await receiver();
    const { secret } = await addEndpoint(org.company.token, hooks.url, [
      'order.created',
      'order.priced',
    ]);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);

    const order = await placeOrder(t, key);
    await settled();
    const [created] = await hooks.waitFor(1);
    expect(verify(secret, created!)).toMatchObject({ type: 'order.created' });
    expect(created!.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(Number(created!.headers['webhook-timestamp'])).toBeCloseTo(Date.now() / 1000, -2);
    expect(created!.event.data.order!.order).toMatchObject({
      _id: order._id,
      orderRef: order.orderRef,
      status: 'pending',
    });
    expect(created!.event.data.order!.quote).toBeNull();

    const priced = await priceRequest(t, org.agent.token, order, priceAll(order, 100));
    expect(priced.statusCode, priced.body).toBe(200);
    await settled();
    const [, pricedHook] = await hooks.waitFor(2);
    expect(verify(secret, pricedHook!)).toMatchObject({ type: 'order.priced' });
    const view = pricedHook!.event.data.order!;
    expect(pricedHook!.event.data.event.details).toMatchObject({ version: 1 });
    expect(view.quote).toMatchObject({ version: 1, status: 'sent' });
    // 100 SAR a piece, 15 % VAT on top, computed by the server.
    const pieces = order.pieces.reduce((sum, piece) => sum + piece.quantity, 0);
    expect(view.quote!.totals.totalHalalas).toBe(Math.round(pieces * 10_000 * 1.15));
    expect(view.link).toMatch(/\/q\/[A-Za-z0-9_-]{43}$/);
    expect(view.chatMessage).toContain(view.link);

    // A tampered body fails verification: the signature covers every byte.
    expect(() =>
      verify(secret, { ...pricedHook!, body: pricedHook!.body.replace('"sent"', '"accepted"') }),
    ).toThrow();
  });

  it('is sent only to endpoints subscribed to it, and only of the endpoint’s own company', async () => {
    const ours = await receiver();
    const theirs = await receiver();
    await addEndpoint(org.company.token, ours.url, ['order.canceled']);
    await addEndpoint(other.company.token, theirs.url, [
      'order.created',
      'order.priced',
      'order.canceled',
    ]);

    const order = await placeOrder(t, key);
    expect((await cancelRequest(t, org.agent.token, order._id)).statusCode).toBe(200);
    const theirOrder = await placeOrder(t, otherKey);
    await settled();

    expect(ours.received.map((hook) => hook.event.type)).toEqual(['order.canceled']);
    expect(ours.received[0]!.event.data.order!.order._id).toBe(order._id);
    expect(theirs.received.map((hook) => hook.event.type)).toEqual(['order.created']);
    expect(theirs.received[0]!.event.data.order!.order._id).toBe(theirOrder._id);
  });

  it('tells of the customer’s view and answer', async () => {
    const hooks = await receiver();
    await addEndpoint(org.company.token, hooks.url, ['quote.viewed', 'quote.accepted']);
    const order = await placeOrder(t, key);
    expect((await priceRequest(t, org.agent.token, order, priceAll(order, 50))).statusCode).toBe(
      200,
    );
    const quotes = await t.api.get(`/api/v1/orders/${order._id}/quotes`, {
      token: org.agent.token,
    });
    const token = tokenOf(quotes.json<{ link: string }>().link);
    await t.api.request({
      method: 'GET',
      url: `/api/v1/public/quotes/${token}`,
      apiKey: null,
    });
    const accepted = await answerPublic(t, token, {
      version: 1,
      decision: 'accept',
      lines: [{ pieceId: order.pieces[0]!._id, option: 0 }],
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await settled();

    expect(hooks.received.map((hook) => hook.event.type)).toEqual([
      'quote.viewed',
      'quote.accepted',
    ]);
    const answer = hooks.received[1]!.event;
    expect(answer.data.event.details).toMatchObject({
      version: 1,
      lines: [{ pieceId: order.pieces[0]!._id, option: 0 }],
    });
    expect(answer.data.order!.quote!.status).toBe('accepted');
  });
});

describe('a receiver that fails', () => {
  it('is retried with the same id and body until it answers 2xx, every attempt in the log', async () => {
    const hooks = await receiver();
    const { endpoint, secret } = await addEndpoint(org.company.token, hooks.url, ['order.created']);
    hooks.answerNext(
      { status: 503, body: 'down for maintenance' },
      { status: 500 },
      { hang: true },
    );
    const order = await placeOrder(t, key);
    await settled();
    expect(hooks.received).toHaveLength(1);

    // Each retry comes when its wait (±10 %) has passed, not before.
    for (const [index, wait] of RETRY_SECONDS.slice(0, 3).entries()) {
      t.clock.advance(wait * 0.85);
      await settled();
      expect(hooks.received).toHaveLength(index + 1);
      t.clock.advance(wait * 0.3);
      await settled();
      expect(hooks.received).toHaveLength(index + 2);
    }

    const ids = new Set(hooks.received.map((hook) => hook.headers['webhook-id']));
    const bodies = new Set(hooks.received.map((hook) => hook.body));
    expect(ids.size).toBe(1);
    expect(bodies.size).toBe(1);
    for (const hook of hooks.received) verify(secret, hook);

    const [delivery] = await deliveriesOf(org.company.token, endpoint._id);
    expect(delivery).toMatchObject({
      _id: hooks.received[0]!.headers['webhook-id'],
      eventType: 'order.created',
      orderRef: order.orderRef,
      status: 'delivered',
      attemptCount: 4,
      nextAttemptAt: null,
    });
    expect(delivery!.attempts.map((a) => [a.statusCode, a.error])).toEqual([
      [503, null],
      [500, null],
      [null, 'timeout'],
      [200, null],
    ]);
    expect(delivery!.attempts[0]!.responseExcerpt).toBe('down for maintenance');
    expect(delivery!.attempts[2]!.latencyMs).toBeGreaterThanOrEqual(900);
  });

  it('gives up after the last retry and marks the delivery failed', async () => {
    const hooks = await receiver();
    hooks.answerAll({ status: 500 });
    const { endpoint } = await addEndpoint(org.company.token, hooks.url, ['order.created']);
    await placeOrder(t, key);
    await settled();
    for (const wait of RETRY_SECONDS) {
      t.clock.advance(wait * 1.2);
      await settled();
    }
    t.clock.advance(3600);
    await settled();
    expect(hooks.received).toHaveLength(1 + RETRY_SECONDS.length);
    const [delivery] = await deliveriesOf(org.company.token, endpoint._id);
    expect(delivery).toMatchObject({ status: 'failed', attemptCount: 5, nextAttemptAt: null });
    hooks.answerAll({ status: 200 });
  });

  it('is not followed when it redirects: a 3xx is a failure and the other address is never called', async () => {
    const hooks = await receiver();
    hooks.answerNext({ status: 307, location: `${hooks.url}/elsewhere` });
    const { endpoint } = await addEndpoint(org.company.token, hooks.url, ['order.created']);
    await placeOrder(t, key);
    await settled();
    expect(hooks.received.map((hook) => hook.path)).toEqual(['/hooks']);
    const [delivery] = await deliveriesOf(org.company.token, endpoint._id);
    expect(delivery!.attempts).toMatchObject([{ statusCode: 307, error: 'redirect' }]);
    expect(delivery!.status).toBe('pending');
  });

  it('that is slow counts as failed after the time limit and holds up no other endpoint', async () => {
    const slow = await receiver();
    const quick = await receiver();
    slow.answerAll({ status: 200, delayMs: 3_000 });
    const { endpoint: slowEndpoint } = await addEndpoint(org.company.token, slow.url, [
      'order.created',
    ]);
    await addEndpoint(other.company.token, quick.url, ['order.created']);

    await placeOrder(t, key);
    const started = Date.now();
    await placeOrder(t, otherKey);
    await quick.waitFor(1, 900);
    expect(Date.now() - started).toBeLessThan(900);
    await settled();
    const [delivery] = await deliveriesOf(org.company.token, slowEndpoint._id);
    expect(delivery!.attempts).toMatchObject([{ statusCode: null, error: 'timeout' }]);
    slow.answerAll({ status: 200 });
  });

  it('for a whole day is turned off and its company told once; turned on again, what waited is sent', async () => {
    const hooks = await receiver();
    hooks.answerAll({ status: 502 });
    const { endpoint } = await addEndpoint(org.company.token, hooks.url, ['order.created']);
    const first = await placeOrder(t, key);
    await settled();
    // A day of failures: retries of this and of later orders keep failing.
    for (let hours = 0; hours <= 24; hours += 2) {
      t.clock.advance(7200);
      await placeOrder(t, key);
      await settled();
    }
    const listed = await t.api.get('/api/v1/webhooks', { token: org.company.token });
    const off = listed.json<{ endpoints: EndpointBody[] }>().endpoints[0]!;
    expect(off).toMatchObject({ enabled: false, disabledReason: 'failing' });
    expect(off.failingSince).not.toBeNull();
    const told = (await notificationsOf(t, org.company.id)).filter(
      (notice) => notice.title === 'توقف إرسال الإشعارات البرمجية',
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toContain(hooks.url);

    // While off nothing is sent, however long.
    const sentWhileOn = hooks.received.length;
    await placeOrder(t, key);
    t.clock.advance(7200);
    await settled();
    expect(hooks.received).toHaveLength(sentWhileOn);

    hooks.answerAll({ status: 204 });
    const enabled = await t.api.request({
      method: 'PUT',
      url: `/api/v1/webhooks/${endpoint._id}`,
      token: org.company.token,
      body: { enabled: true },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json<{ endpoint: EndpointBody }>().endpoint).toMatchObject({
      enabled: true,
      disabledReason: null,
      failingSince: null,
    });
    await settled();
    const refs = new Set(
      hooks.received.slice(sentWhileOn).map((hook) => hook.event.data.order!.order.orderRef),
    );
    expect(refs.has(first.orderRef)).toBe(false); // its retries were used up while failing
    expect(hooks.received.length).toBeGreaterThan(sentWhileOn);
  });
});

describe('the endpoint screen’s actions', () => {
  it('a test event is signed and logged; resend sends the same message again', async () => {
    const hooks = await receiver();
    const { endpoint, secret } = await addEndpoint(org.company.token, hooks.url, ['quote.expired']);
    const tested = await t.api.post(`/api/v1/webhooks/${endpoint._id}/test`, undefined, {
      token: org.company.token,
    });
    expect(tested.statusCode, tested.body).toBe(202);
    const queued = tested.json<{ delivery: DeliveryBody }>().delivery;
    expect(queued).toMatchObject({ eventType: 'test', status: 'pending', orderRef: null });
    await settled();
    const [hook] = await hooks.waitFor(1);
    expect(verify(secret, hook!)).toMatchObject({ type: 'test' });
    expect(hook!.headers['webhook-id']).toBe(queued._id);

    const resent = await t.api.post(
      `/api/v1/webhooks/${endpoint._id}/deliveries/${queued._id}/resend`,
      undefined,
      { token: org.company.token },
    );
    expect(resent.statusCode, resent.body).toBe(202);
    await settled();
    expect(hooks.received).toHaveLength(2);
    expect(hooks.received[1]!.headers['webhook-id']).toBe(queued._id);
    expect(hooks.received[1]!.body).toBe(hooks.received[0]!.body);
    const [delivery] = await deliveriesOf(org.company.token, endpoint._id);
    expect(delivery).toMatchObject({ status: 'delivered', attemptCount: 2 });
  });

  it('a rotated secret signs beside the previous one for a day, then alone', async () => {
    const hooks = await receiver();
    const { endpoint, secret: before } = await addEndpoint(org.company.token, hooks.url, [
      'order.created',
    ]);
    const rotated = await t.api.post(`/api/v1/webhooks/${endpoint._id}/secret`, undefined, {
      token: org.company.token,
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const after = rotated.json<{ secret: string }>().secret;
    expect(after).not.toBe(before);

    await placeOrder(t, key);
    await settled();
    const [during] = await hooks.waitFor(1);
    expect(during!.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(verify(before, during!)).toMatchObject({ type: 'order.created' });
    expect(verify(after, during!)).toMatchObject({ type: 'order.created' });

    t.clock.advance(86_400 + 60);
    await placeOrder(t, key);
    await settled();
    const [, later] = await hooks.waitFor(2);
    expect(later!.headers['webhook-signature']!.split(' ')).toHaveLength(1);
    expect(verify(after, later!)).toMatchObject({ type: 'order.created' });
    expect(() => verify(before, later!)).toThrow();
  });
});

describe('managing endpoints', () => {
  it('the secret is answered once; lists never show it', async () => {
    const hooks = await receiver();
    const { endpoint, secret } = await addEndpoint(org.company.token, hooks.url, ['order.created']);
    const listed = await t.api.get('/api/v1/webhooks', { token: org.company.token });
    expect(listed.body).not.toContain(secret);
    expect(listed.body).not.toContain(secret.slice(6, 20));
    expect(listed.json<{ endpoints: EndpointBody[] }>().endpoints).toEqual([
      expect.objectContaining({ _id: endpoint._id, url: hooks.url, enabled: true }),
    ]);
    // Stored encrypted: the database holds no copy of it.
    const rows = await t.database.db.execute(sql`select secret from webhook_endpoints`);
    expect(JSON.stringify(rows)).not.toContain(secret.slice(6, 20));
  });

  it('refuses bad input with a message under the field, and stores nothing', async () => {
    const token = org.company.token;
    const refused: [unknown, string][] = [
      [{ url: 'ftp://example.com/hook', events: ['order.created'] }, 'url'],
      [{ url: 'not a url', events: ['order.created'] }, 'url'],
      [{ url: 'https://user:pass@example.com/hook', events: ['order.created'] }, 'url'],
      [{ url: 'https://example.com/hook', events: [] }, 'events'],
      [{ url: 'https://example.com/hook', events: ['order.shipped'] }, 'events'],
    ];
    for (const [body, field] of refused) {
      const answer = await t.api.post('/api/v1/webhooks', body, { token });
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      const error = answer.json<{ message: string; errors: { field: string }[] }>();
      expect(error.message).toMatch(/[\u0600-\u06FF]/);
      expect(error.errors.map((e) => e.field.split('.')[0]?.split('[')[0])).toContain(field);
    }
    const listed = await t.api.get('/api/v1/webhooks', { token });
    expect(listed.json<{ endpoints: unknown[] }>().endpoints).toEqual([]);
  });

  it('allows ten per company, even when added at once', async () => {
    const hooks = await receiver();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        t.api.post(
          '/api/v1/webhooks',
          { url: `${hooks.url}/${n}`, events: ['order.created'] },
          { token: org.company.token },
        ),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([...Array(10).fill(201), 409, 409]);
  });

  it('another company’s endpoint and deliveries answer 404 to every call, and nothing changes', async () => {
    const hooks = await receiver();
    const { endpoint } = await addEndpoint(org.company.token, hooks.url, ['order.created']);
    const tested = await t.api.post(`/api/v1/webhooks/${endpoint._id}/test`, undefined, {
      token: org.company.token,
    });
    const deliveryId = tested.json<{ delivery: { _id: string } }>().delivery._id;
    await settled();
    const token = other.company.token;
    const base = `/api/v1/webhooks/${endpoint._id}`;
    const calls: Promise<ApiResponse>[] = [
      t.api.request({ method: 'PUT', url: base, token, body: { enabled: false } }),
      t.api.request({ method: 'DELETE', url: base, token }),
      t.api.post(`${base}/secret`, undefined, { token }),
      t.api.post(`${base}/test`, undefined, { token }),
      t.api.get(`${base}/deliveries`, { token }),
      t.api.post(`${base}/deliveries/${deliveryId}/resend`, undefined, { token }),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.statusCode, answer.body).toBe(404);
    }
    expect(hooks.received).toHaveLength(1);
    const listed = await t.api.get('/api/v1/webhooks', { token: org.company.token });
    expect(listed.json<{ endpoints: EndpointBody[] }>().endpoints[0]).toMatchObject({
      enabled: true,
    });
  });

  it('only a company admin manages them: staff get 403, nobody signed in 401', async () => {
    for (const person of [org.manager, org.agent]) {
      const answer = await t.api.get('/api/v1/webhooks', { token: person.token });
      expect(answer.statusCode).toBe(403);
    }
    const superadmin = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
    expect((await t.api.get('/api/v1/webhooks', { token: superadmin })).statusCode).toBe(403);
    const anonymous = await t.api.post('/api/v1/webhooks', { url: 'x', events: [] });
    expect(anonymous.statusCode).toBe(401);
  });
});
