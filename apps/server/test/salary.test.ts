import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerActiveCompany, signIn } from './support/auth-helpers.js';
import { createCompany, createOrg, SUPERADMIN_PHONE, type Org } from './support/org-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let superadminToken: string;
let org: Org;

beforeAll(async () => {
  t = await createTestApp();
  superadminToken = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  org = await createOrg(t, superadminToken);
});

afterAll(async () => {
  await t?.close();
});

async function salary(token = superadminToken): Promise<number> {
  const response = await t.api.request({ method: 'GET', url: '/api/v1/users/salary', token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ salary: number }>().salary;
}

const setSalary = (body: unknown, token = superadminToken) =>
  t.api.request({ method: 'PUT', url: '/api/v1/users/salary', body, token });

async function wageOf(companyToken: string): Promise<number> {
  const response = await t.api.request({
    method: 'GET',
    url: '/api/v1/users/profile',
    token: companyToken,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ profile: { defaultEmployeeCost: number } }>().profile.defaultEmployeeCost;
}

describe('employee salary', () => {
  it('is 200 SAR until the superadmin sets it, and every role reads it', async () => {
    for (const token of [superadminToken, org.company.token, org.manager.token, org.agent.token]) {
      expect(await salary(token)).toBe(200);
    }
  });

  it('is set by the superadmin, with the success message', async () => {
    const response = await setSalary({ salary: 350.5 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'تم تحديث الاجور بنجاح', salary: 350.5 });
    expect(await salary(org.agent.token)).toBe(350.5);
  });

  it('is the wage of companies created afterwards, while earlier companies keep theirs', async () => {
    expect(await wageOf(org.company.token)).toBe(200);
    const created = await createCompany(t, superadminToken);
    expect(await wageOf(created.token)).toBe(350.5);
    const signedUp = await registerActiveCompany(t);
    const session = await signIn(t, signedUp);
    expect(await wageOf(session.accessToken)).toBe(350.5);
  });

  it('takes riyals of 2 to 6 digits, the rule of a company’s wage: 10 to 999999.99', async () => {
    expect((await setSalary({ salary: 10 })).statusCode).toBe(200);
    expect(await salary()).toBe(10);
    expect((await setSalary({ salary: 999_999.99 })).statusCode).toBe(200);
    expect(await salary()).toBe(999_999.99);
    expect((await setSalary({ salary: 275 })).statusCode).toBe(200);
  });

  const bad: [string, unknown, string][] = [
    ['a one-digit amount', { salary: 5 }, 'الراتب: يجب ألا تقل القيمة عن 10'],
    ['zero', { salary: 0 }, 'الراتب: يجب ألا تقل القيمة عن 10'],
    ['a negative amount', { salary: -1 }, 'الراتب: يجب ألا تقل القيمة عن 10'],
    ['a seven-digit amount', { salary: 1_000_000 }, 'الراتب: يجب ألا تزيد القيمة عن 999999.99'],
    ['a third decimal', { salary: 12.345 }, 'الراتب: يقبل منزلتين عشريتين على الأكثر'],
    ['an amount sent as text', { salary: '300' }, 'الراتب: يجب أن تكون القيمة رقمًا'],
    ['no amount', {}, 'الراتب مطلوب'],
    ['an unknown field', { salary: 300, currency: 'USD' }, 'الحقل currency: حقل غير معروف'],
  ];
  for (const [name, body, message] of bad) {
    it(`refuses ${name} with 400, keeping the salary`, async () => {
      const response = await setSalary(body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
      expect(await salary()).toBe(275);
    });
  }

  it('is refused to companies, managers and employees (403), keeping the salary', async () => {
    for (const token of [org.company.token, org.manager.token, org.agent.token]) {
      const response = await setSalary({ salary: 10 }, token);
      expect(response.statusCode).toBe(403);
      expect(response.json<{ message: string }>().message).toBe(
        'ليس لديك صلاحية للقيام بهذا الإجراء',
      );
    }
    expect(await salary()).toBe(275);
  });

  it('needs a signed-in user', async () => {
    const response = await t.api.request({ method: 'GET', url: '/api/v1/users/salary' });
    expect(response.statusCode).toBe(401);
  });
});
