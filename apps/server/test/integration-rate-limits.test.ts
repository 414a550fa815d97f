import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/auth-helpers.js';
import type { ApiResponse } from './support/contract-client.js';
import {
  issueIntegrationKey,
  orderRequest,
  ordersOfCompany,
  submit,
} from './support/order-fixtures.js';
import { createCompany, SUPERADMIN_PHONE, type SignedInPerson } from './support/org-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Small limits, so a test reaches them in a few calls. */
const LIMITS = {
  INTEGRATION_ORDER_LIMIT: '3',
  INTEGRATION_QUESTION_LIMIT: '4',
  INTEGRATION_WINDOW: '1m',
};

let t: TestApp;
let superadminToken: string;

beforeAll(async () => {
  t = await createTestApp({ env: LIMITS });
  superadminToken = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
});
afterAll(async () => t?.close());

/** A company with its chat bot's key; each test takes its own, so windows do not mix. */
async function companyWithBot(): Promise<{ company: SignedInPerson; key: string }> {
  const company = await createCompany(t, superadminToken);
  return { company, key: await issueIntegrationKey(t, company.token) };
}

const ask = (key: string, question = 'هل يوجد توصيل؟') =>
  t.api.request({
    method: 'POST',
    url: '/api/v1/integration/ai/answer',
    body: { question },
    apiKey: null,
    headers: { 'x-integration-key': key },
  });

/** A 429 with its Arabic message; answers the seconds of its Retry-After. */
function expectRefused(response: ApiResponse, message: string): number {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json<{ message: string }>().message).toBe(message);
  return Number(response.headers['retry-after']);
}

describe("a company's chat bot submitting orders", () => {
  it('is refused past the limit with Retry-After, creating nothing, until the window passes', async () => {
    const { company, key } = await companyWithBot();
    expect((await submit(t, key, orderRequest())).statusCode).toBe(201);
    t.clock.advance(20);
    expect((await submit(t, key, orderRequest())).statusCode).toBe(201);
    expect((await submit(t, key, orderRequest())).statusCode).toBe(201);

    const refused = await submit(t, key, orderRequest());
    // The first of the three leaves the one-minute window 40 s from now.
    expect(
      expectRefused(refused, 'طلبات كثيرة من بوت المحادثة لهذه الشركة، حاول مرة أخرى بعد 40 ثانية'),
    ).toBe(40);
    expect(await ordersOfCompany(t, company.id)).toHaveLength(3);

    t.clock.advance(39);
    expect((await submit(t, key, orderRequest())).statusCode).toBe(429);
    t.clock.advance(1);
    expect((await submit(t, key, orderRequest())).statusCode).toBe(201);
    expect(await ordersOfCompany(t, company.id)).toHaveLength(4);
  });

  it('does not slow down another company', async () => {
    const busy = await companyWithBot();
    const other = await companyWithBot();
    for (let i = 0; i < 3; i += 1) await submit(t, busy.key, orderRequest());
    expect((await submit(t, busy.key, orderRequest())).statusCode).toBe(429);

    for (let i = 0; i < 3; i += 1) {
      expect((await submit(t, other.key, orderRequest())).statusCode).toBe(201);
    }
    expect(await ordersOfCompany(t, other.company.id)).toHaveLength(3);
  });

  it('still answers a retry of a stored order, and 401 to a wrong key, when the window is full', async () => {
    const { company, key } = await companyWithBot();
    const first = orderRequest();
    const firstKey = randomUUID();
    const created = await submit(t, key, first, firstKey);
    expect(created.statusCode).toBe(201);
    await submit(t, key, orderRequest());
    await submit(t, key, orderRequest());
    expect((await submit(t, key, orderRequest())).statusCode).toBe(429);

    // The bot lost the first answer and asks again: it gets its order, and nothing is created.
    const retried = await submit(t, key, first, firstKey);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<{ order: { _id: string } }>().order._id).toBe(
      created.json<{ order: { _id: string } }>().order._id,
    );
    // Another body under that key is still a conflict, not a reason to wait.
    expect((await submit(t, key, orderRequest(), firstKey)).statusCode).toBe(409);
    // A key that is not (any more) a company's learns nothing about the company's limit.
    expect((await submit(t, `${key}x`, orderRequest())).statusCode).toBe(401);
    expect(await ordersOfCompany(t, company.id)).toHaveLength(3);
  });

  it('does not count calls with a wrong key against any company', async () => {
    const { key } = await companyWithBot();
    for (let i = 0; i < 5; i += 1) {
      expect((await submit(t, `${key}x`, orderRequest())).statusCode).toBe(401);
    }
    for (let i = 0; i < 3; i += 1) {
      expect((await submit(t, key, orderRequest())).statusCode).toBe(201);
    }
  });

  it('does not count retries of a stored order', async () => {
    const { company, key } = await companyWithBot();
    const body = orderRequest();
    const idempotencyKey = randomUUID();
    expect((await submit(t, key, body, idempotencyKey)).statusCode).toBe(201);
    for (let i = 0; i < 5; i += 1) {
      expect((await submit(t, key, body, idempotencyKey)).statusCode).toBe(200);
    }
    expect((await submit(t, key, orderRequest())).statusCode).toBe(201);
    expect((await submit(t, key, orderRequest())).statusCode).toBe(201);
    expect((await submit(t, key, orderRequest())).statusCode).toBe(429);
    expect(await ordersOfCompany(t, company.id)).toHaveLength(3);
  });
});

describe("a company's chat bot asking questions", () => {
  it('is refused past the limit, other companies are not, and it passes again later', async () => {
    const busy = await companyWithBot();
    const other = await companyWithBot();
    for (let i = 0; i < 4; i += 1) {
      expect((await ask(busy.key)).statusCode).toBe(200);
    }
    const refused = await ask(busy.key);
    expect(
      expectRefused(
        refused,
        'أسئلة كثيرة من بوت المحادثة لهذه الشركة، حاول مرة أخرى بعد دقيقة واحدة',
      ),
    ).toBe(60);

    expect((await ask(other.key)).statusCode).toBe(200);
    expect((await ask(`${busy.key}x`)).statusCode).toBe(401);

    t.clock.advance(60);
    expect((await ask(busy.key)).statusCode).toBe(200);
  });

  it('counts questions apart from orders', async () => {
    const { key } = await companyWithBot();
    for (let i = 0; i < 4; i += 1) await ask(key);
    expect((await ask(key)).statusCode).toBe(429);
    expect((await submit(t, key, orderRequest())).statusCode).toBe(201);
  });
});
