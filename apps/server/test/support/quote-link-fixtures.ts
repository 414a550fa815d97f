import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orderEvents } from '../../src/db/schema.js';
import { signIn, uniqueIp } from './auth-helpers.js';
import type { ApiResponse } from './contract-client.js';
import {
  issueIntegrationKey,
  notificationsOf,
  placeOrder,
  type OrderBody,
} from './order-fixtures.js';
import { createOrg, SUPERADMIN_PHONE, type Org } from './org-fixtures.js';
import { issue, priceEach, readPublic, tokenOf, type LineInput } from './quote-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.js';

/**
 * What the customer asks through a quote's link besides answering it (changes, a new quote) is
 * tested on the same world: a company whose bot has its key and hears one event through a
 * webhook, another company that must never hear of it, and orders whose quote was sent and
 * opened by the customer.
 */

export interface QuoteLinkWorld {
  t: TestApp;
  org: Org;
  other: Org;
  /** The companies' integration keys, to place orders as their chat bots do. */
  key: string;
  otherKey: string;
  /** Receives the company's webhooks of `event`. */
  hooks: WebhookReceiver;
  close(): Promise<void>;
}

export async function createQuoteLinkWorld(event: string): Promise<QuoteLinkWorld> {
  const t = await createTestApp({
    // Each customer call comes from its own address; the limit per address is checked with one.
    env: { QUOTE_PAGE_LIMIT: '4', ACCESS_TOKEN_TTL: '30d' },
  });
  const superadmin = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  const org = await createOrg(t, superadmin);
  const other = await createOrg(t, superadmin);
  const key = await issueIntegrationKey(t, org.company.token);
  const otherKey = await issueIntegrationKey(t, other.company.token);
  const hooks = await startWebhookReceiver();
  const created = await t.api.post(
    '/api/v1/webhooks',
    { url: hooks.url, events: [event] },
    { token: org.company.token },
  );
  expect(created.statusCode, created.body).toBe(201);
  return {
    t,
    org,
    other,
    key,
    otherKey,
    hooks,
    close: async () => {
      await t.close();
      await hooks.close();
    },
  };
}

/**
 * An order placed with `key`, its quote issued by `company`'s agent (one price per piece unless
 * `lines` says otherwise) and its link opened by the customer.
 */
export async function openQuote(
  t: TestApp,
  { key, company }: { key: string; company: Org },
  lines: (order: OrderBody) => LineInput[] = (order) => priceEach(order),
): Promise<{ order: OrderBody; token: string }> {
  const order = await placeOrder(t, key);
  const issued = await issue(t, company.agent.token, order._id, lines(order));
  const token = tokenOf(issued.link);
  expect((await readPublic(t, token, uniqueIp())).statusCode).toBe(200);
  return { order, token };
}

/** A customer's POST to `/api/v1/public/quotes/{token}{path}`, from an address of its own. */
export function postToLink(
  t: TestApp,
  token: string,
  path: string,
  body: unknown,
  ip: string = uniqueIp(),
): Promise<ApiResponse> {
  return t.api.request({
    method: 'POST',
    url: `/api/v1/public/quotes/${token}${path}`,
    apiKey: null,
    body,
    ip,
  });
}

/** The order's history events of one type, with who caused them. */
export function eventsOf(t: TestApp, orderId: string, type: string) {
  return t.database.db
    .select({ data: orderEvents.data, actorType: orderEvents.actorType })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, type)));
}

/** A person's notices with this title about this order (its reference in the text). */
export async function noticesAbout(
  t: TestApp,
  person: { id: string },
  order: OrderBody,
  title: string,
) {
  return (await notificationsOf(t, person.id)).filter(
    (n) => n.title === title && n.message.includes(order.orderRef),
  );
}

/** The webhook of `type` about the order, once the dispatcher has sent it (5 s at most). */
export async function waitForHook(
  t: TestApp,
  hooks: WebhookReceiver,
  type: string,
  orderRef: string,
) {
  for (let tries = 0; tries < 50; tries += 1) {
    const found = hooks.received.find(
      (hook) => hook.event.type === type && hook.event.data.order?.order.orderRef === orderRef,
    );
    if (found) return found;
    await t.app.webhookDispatcher.settled();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${type} webhook for ${orderRef}`);
}
