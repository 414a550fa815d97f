import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/auth-helpers.js';
import {
  createManagedBranch,
  createOrg,
  SUPERADMIN_PHONE,
  type Org,
} from './support/org-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

interface Answer {
  match: { questionId: string; answer: string; score: number } | null;
  confident: boolean;
}

let t: TestApp;
let a: Org;
let b: Org;
let keyA: string;
let keyB: string;
let otherBranchId: string;

async function issueKey(companyToken: string): Promise<string> {
  const response = await t.api.request({
    method: 'POST',
    url: '/api/v1/users/integration-key',
    token: companyToken,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ key: string }>().key;
}

async function addPair(token: string, title: string, question: string, answer: string) {
  const response = await t.api.request({
    method: 'POST',
    url: '/api/v1/users/ai',
    body: { questions: [{ title, question, answer }] },
    token,
  });
  expect(response.statusCode, response.body).toBe(200);
}

const ask = (body: unknown, key: string | null) =>
  t.api.request({
    method: 'POST',
    url: '/api/v1/integration/ai/answer',
    body,
    apiKey: null,
    headers: key === null ? {} : { 'x-integration-key': key },
  });

beforeAll(async () => {
  t = await createTestApp();
  const superadminToken = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  a = await createOrg(t, superadminToken);
  b = await createOrg(t, superadminToken);
  otherBranchId = (await createManagedBranch(t, b.company.token, 'فرع آخر')).branchId;
  keyA = await issueKey(a.company.token);
  keyB = await issueKey(b.company.token);
  await addPair(a.company.token, 'الضمان', 'هل القطع الأصلية عليها ضمان؟', 'ضمان سنة');
  await addPair(a.manager.token, 'التوصيل', 'هل يوجد توصيل إلى المنزل؟', 'داخل الرياض');
  await addPair(b.company.token, 'الاسترجاع', 'هل يمكن استرجاع القطعة؟', 'خلال أسبوع');
});

afterAll(async () => {
  await t?.close();
});

describe("the chat bot's answers", () => {
  it("answers from the company's shared pairs with its key alone, no API key needed", async () => {
    const response = await ask({ question: 'عندكم ضمان على القطع الاصليه؟' }, keyA);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<Answer>();
    expect(answer.match?.answer).toBe('ضمان سنة');
    expect(answer.confident).toBe(true);
  });

  it("adds a branch's pairs when the conversation names the branch", async () => {
    const withoutBranch = (await ask({ question: 'توصيل للمنزل' }, keyA)).json<Answer>();
    expect(withoutBranch.match?.answer).not.toBe('داخل الرياض');
    const withBranch = await ask({ question: 'توصيل للمنزل', branchId: a.branchId }, keyA);
    expect(withBranch.statusCode).toBe(200);
    expect(withBranch.json<Answer>().match?.answer).toBe('داخل الرياض');
  });

  it("never answers from another company's pairs", async () => {
    const answer = (await ask({ question: 'هل يمكن استرجاع القطعة' }, keyA)).json<Answer>();
    expect(answer.match?.answer).not.toBe('خلال أسبوع');
    const theirs = (await ask({ question: 'هل يمكن استرجاع القطعة' }, keyB)).json<Answer>();
    expect(theirs.match?.answer).toBe('خلال أسبوع');
  });

  it("answers 404 for another company's branch or an unknown one", async () => {
    for (const branchId of [otherBranchId, b.branchId, '00000000-0000-4000-8000-000000000000']) {
      const response = await ask({ question: 'توصيل', branchId }, keyA);
      expect(response.statusCode).toBe(404);
      expect(response.json<{ message: string }>().message).toBe('الفرع غير موجود');
    }
  });

  it('hands over when nothing matches', async () => {
    const response = await ask({ question: 'كم عمرك؟' }, keyA);
    expect(response.json<Answer>()).toEqual({ match: null, confident: false });
  });

  it('answers 401 without a key or with a wrong one', async () => {
    for (const key of [null, 'not-a-key', `${keyA}x`]) {
      const response = await ask({ question: 'ضمان' }, key);
      expect(response.statusCode).toBe(401);
    }
  });

  it('stops answering a key once the company issues a new one', async () => {
    const fresh = await issueKey(a.company.token);
    expect((await ask({ question: 'ضمان' }, keyA)).statusCode).toBe(401);
    expect((await ask({ question: 'ضمان' }, fresh)).statusCode).toBe(200);
    keyA = fresh;
  });

  it('refuses bad questions with 400', async () => {
    for (const body of [
      {},
      { question: '' },
      { question: '   ' },
      { question: 'س'.repeat(501) },
      { question: 'ضمان', branchId: 'فرع' },
      { question: 'ضمان', extra: true },
    ]) {
      const response = await ask(body, keyA);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
