import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatSettings } from '../src/db/schema.js';
import { signIn } from './support/auth-helpers.js';
import {
  createManagedBranch,
  createManager,
  createOrg,
  SUPERADMIN_PHONE,
  type Org,
} from './support/org-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

interface ChatSetting {
  welcomeMessage: string;
  closeMessage: string;
  ratingMessage: string;
}

const EMPTY: ChatSetting = { welcomeMessage: '', closeMessage: '', ratingMessage: '' };

let t: TestApp;
let a: Org;
let b: Org;
let otherBranchManagerToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const superadminToken = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  a = await createOrg(t, superadminToken);
  b = await createOrg(t, superadminToken);
  const second = await createManagedBranch(t, a.company.token, 'فرع الدمام');
  otherBranchManagerToken = (await signIn(t, second.manager.phone)).accessToken;
});

afterAll(async () => {
  await t?.close();
});

async function read(token: string): Promise<ChatSetting> {
  const response = await t.api.request({ method: 'GET', url: '/api/v1/users/chatsetting', token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ chatSetting: ChatSetting }>().chatSetting;
}

const update = (token: string, body: unknown) =>
  t.api.request({ method: 'PUT', url: '/api/v1/users/chatsetting/1', body, token });

async function storedRows() {
  return t.database.db.select().from(chatSettings);
}

describe('chat messages', () => {
  it('reads empty texts before anything is saved', async () => {
    expect(await read(a.manager.token)).toEqual(EMPTY);
    expect(await read(a.company.token)).toEqual(EMPTY);
  });

  it('saves the messages sent, trimmed, and answers the record with the success message', async () => {
    const response = await update(a.manager.token, {
      welcomeMessage: '  أهلاً بك في فرع الرياض، كيف نخدمك؟ ',
      closeMessage: 'شكراً لتواصلك معنا',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: 'تم تحديث الإعدادات بنجاح',
      chatSetting: {
        welcomeMessage: 'أهلاً بك في فرع الرياض، كيف نخدمك؟',
        closeMessage: 'شكراً لتواصلك معنا',
        ratingMessage: '',
      },
    });
    expect(await read(a.manager.token)).toEqual(
      response.json<{ chatSetting: ChatSetting }>().chatSetting,
    );
  });

  it('keeps the messages not sent and clears one sent empty', async () => {
    const response = await update(a.manager.token, {
      ratingMessage: 'قيّم خدمتنا من 1 إلى 5',
      closeMessage: '',
    });
    expect(response.statusCode).toBe(200);
    expect(await read(a.manager.token)).toEqual({
      welcomeMessage: 'أهلاً بك في فرع الرياض، كيف نخدمك؟',
      closeMessage: '',
      ratingMessage: 'قيّم خدمتنا من 1 إلى 5',
    });
  });

  it("keeps one record per branch and one for the company, apart from other companies'", async () => {
    expect(await read(otherBranchManagerToken)).toEqual(EMPTY);
    expect(await read(a.company.token)).toEqual(EMPTY);
    expect(await read(b.manager.token)).toEqual(EMPTY);

    await update(a.company.token, { welcomeMessage: 'أهلاً بك في الشركة' });
    await update(otherBranchManagerToken, { welcomeMessage: 'أهلاً بك في فرع الدمام' });
    await update(b.company.token, { welcomeMessage: 'شركة أخرى' });

    expect((await read(a.company.token)).welcomeMessage).toBe('أهلاً بك في الشركة');
    expect((await read(otherBranchManagerToken)).welcomeMessage).toBe('أهلاً بك في فرع الدمام');
    expect((await read(a.manager.token)).welcomeMessage).toBe('أهلاً بك في فرع الرياض، كيف نخدمك؟');
    expect(await read(b.manager.token)).toEqual(EMPTY);
    // Saving again updates the same record instead of adding one.
    await update(a.company.token, { closeMessage: 'مع السلامة' });
    const companyRows = (await storedRows()).filter(
      (row) => row.companyId === a.company.id && row.branchId === null,
    );
    expect(companyRows).toHaveLength(1);
  });

  it('answers a manager that runs no branch with empty texts, and 409 when it saves', async () => {
    const loose = await createManager(t, a.company.token);
    const token = (await signIn(t, loose.phone)).accessToken;
    expect(await read(token)).toEqual(EMPTY);
    const before = await storedRows();
    const response = await update(token, { welcomeMessage: 'مرحبا' });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(
      'لست مسؤولًا عن أي فرع حاليًا، اطلب من الشركة تعيينك على فرع أولًا',
    );
    expect(await storedRows()).toEqual(before);
  });
});

describe('bad chat messages change nothing', () => {
  const cases: [string, unknown, string][] = [
    [
      'a welcome message over 500 characters',
      { welcomeMessage: 'ر'.repeat(501) },
      'رسالة الترحيب: يجب ألا يتجاوز 500 حرفًا',
    ],
    [
      'a close message over 500 characters beside a valid one',
      { welcomeMessage: 'صالحة', closeMessage: 'ر'.repeat(501) },
      'رسالة الإغلاق: يجب ألا يتجاوز 500 حرفًا',
    ],
    [
      'a rating message that is not text',
      { ratingMessage: 5 },
      'رسالة التقييم: يجب أن تكون القيمة نصًا',
    ],
    ['an unknown field', { welcomeMessage: 'صالحة', color: 'red' }, 'الحقل color: حقل غير معروف'],
    ['an empty body', {}, ''],
  ];

  for (const [name, body, message] of cases) {
    it(`answers 400 for ${name}`, async () => {
      const before = await read(a.manager.token);
      const response = await update(a.manager.token, body);
      expect(response.statusCode, response.body).toBe(400);
      const text = response.json<{ message: string }>().message;
      if (message) expect(text).toBe(message);
      else expect(text).toMatch(/[\u0600-\u06FF]/);
      expect(await read(a.manager.token)).toEqual(before);
    });
  }

  it('accepts 500 Arabic characters exactly', async () => {
    const response = await update(b.manager.token, { ratingMessage: 'ر'.repeat(500) });
    expect(response.statusCode).toBe(200);
  });

  it('answers 400 for malformed JSON', async () => {
    const before = await read(a.manager.token);
    const response = await t.api.request({
      method: 'PUT',
      url: '/api/v1/users/chatsetting/1',
      rawBody: '{"welcomeMessage": ',
      contentType: 'application/json',
      token: a.manager.token,
    });
    expect(response.statusCode).toBe(400);
    expect(await read(a.manager.token)).toEqual(before);
  });
});
