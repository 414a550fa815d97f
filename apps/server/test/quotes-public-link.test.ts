import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, uniqueIp } from './support/auth-helpers.js';
import { issueIntegrationKey, notificationsOf, placeOrder } from './support/order-fixtures.js';
import { createOrg, SUPERADMIN_PHONE, type Org } from './support/org-fixtures.js';
import { answerPublic, issue, priceEach, readPublic, tokenOf } from './support/quote-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * The customer's link is a public surface: no key, no session, so it shows as little as it can,
 * answers a guess exactly like nothing, is limited per address, and never reaches the logs.
 */

const logLines: string[] = [];
let t: TestApp;
let org: Org;
let key: string;

beforeAll(async () => {
  t = await createTestApp({
    env: { QUOTE_PAGE_LIMIT: '8', LOG_LEVEL: 'info' },
    logStream: { write: (line) => void logLines.push(line) },
  });
  const superadmin = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  org = await createOrg(t, superadmin);
  key = await issueIntegrationKey(t, org.company.token);
});
afterAll(async () => t?.close());

describe('a quote link', () => {
  it('shows the quote without key or session, uncached, with the customer barely named', async () => {
    const order = await placeOrder(t, key);
    const issued = await issue(t, org.agent.token, order._id, priceEach(order));
    const answer = await readPublic(t, tokenOf(issued.link), uniqueIp());
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const quote = answer.json<{ customer: { firstName: string; maskedPhone: string } }>();
    expect(quote.customer.firstName).toBe('محمد');
    expect(answer.body).not.toContain(order.clientName);
    expect(answer.body).not.toContain(order.clientId.phone.number);
    expect(quote.customer.maskedPhone).toMatch(/^\+966 05•+\d{3}$/);
  });

  it('tells the order’s staff once when the customer first opens it', async () => {
    const order = await placeOrder(t, key, { sectionId: org.sectionId });
    const issued = await issue(t, org.agent.token, order._id, priceEach(order));
    const ip = uniqueIp();
    for (let i = 0; i < 3; i += 1) await readPublic(t, tokenOf(issued.link), ip);
    for (const person of [org.company, org.manager, org.agent]) {
      const seen = (await notificationsOf(t, person.id)).filter(
        (n) => n.title === 'شاهد العميل عرض السعر' && n.message.includes(order.orderRef),
      );
      expect(seen, person.id).toHaveLength(1);
    }
  });

  it('answers a changed, made-up or foreign token exactly like nothing at all', async () => {
    const order = await placeOrder(t, key);
    const token = tokenOf((await issue(t, org.agent.token, order._id, priceEach(order))).link);
    const changed = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const bodies = new Set<string>();
    // A token of another server (another secret) is just another string of the same shape.
    const foreign = randomBytes(32).toString('base64url');
    for (const guess of [changed, 'short', 'x'.repeat(43), foreign]) {
      const read = await readPublic(t, guess, uniqueIp());
      expect(read.statusCode, guess).toBe(404);
      bodies.add(read.body);
      const answer = await answerPublic(
        t,
        guess,
        { version: 1, decision: 'decline', reason: 'not_needed' },
        uniqueIp(),
      );
      expect(answer.statusCode, guess).toBe(404);
      bodies.add(answer.body);
    }
    expect([...bodies]).toEqual([JSON.stringify({ message: 'عرض السعر غير موجود' })]);
  });

  it('is limited per address, and another address is still served', async () => {
    const order = await placeOrder(t, key);
    const token = tokenOf((await issue(t, org.agent.token, order._id, priceEach(order))).link);
    const ip = uniqueIp();
    const codes: number[] = [];
    for (let i = 0; i < 9; i += 1) codes.push((await readPublic(t, token, ip)).statusCode);
    expect(codes.slice(0, 8)).toEqual(Array(8).fill(200));
    expect(codes[8]).toBe(429);
    const limited = await readPublic(t, token, ip);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await readPublic(t, token, uniqueIp())).statusCode).toBe(200);
  });

  it('never reaches the request log', async () => {
    const order = await placeOrder(t, key);
    const token = tokenOf((await issue(t, org.agent.token, order._id, priceEach(order))).link);
    await readPublic(t, token, uniqueIp());
    await t.app.inject({ url: `/q/${token}`, headers: { accept: 'text/html' } });
    const log = logLines.join('');
    expect(log).toContain('/api/v1/public/quotes/[redacted]');
    expect(log).not.toContain(token);
  });
});
