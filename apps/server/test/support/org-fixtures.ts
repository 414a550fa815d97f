import { expect } from 'vitest';
import type { Phone } from '../../src/lib/phone.js';
import { signIn, uniquePhone, type Session } from './auth-helpers.js';
import type { ApiResponse } from './contract-client.js';
import type { TestApp } from './test-app.js';

/**
 * A company's structure built through the API, the way the dashboard builds it: the superadmin
 * creates the company, which adds a manager, a branch run by it, a section and an employee.
 */

export const SUPERADMIN_PHONE: Phone = { dialCode: '+966', number: '0500000001' };

export interface Person {
  id: string;
  phone: Phone;
}

export interface SignedInPerson extends Person {
  token: string;
}

export interface Org {
  company: SignedInPerson;
  manager: SignedInPerson;
  agent: SignedInPerson;
  branchId: string;
  sectionId: string;
}

export function userForm(role: string, phone: Phone, extra: Record<string, string> = {}): FormData {
  const data = new FormData();
  const fields: Record<string, string> = {
    username: `${role === 'admin' ? 'شركة' : 'موظف'} ${phone.number}`,
    email: `u${phone.number}@org.example`,
    phone: JSON.stringify(phone),
    role,
    ...extra,
  };
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

export function registerUser(t: TestApp, token: string, form: FormData): Promise<ApiResponse> {
  return t.api.request({ method: 'POST', url: '/api/v1/auth/register', form, token });
}

async function createPerson(
  t: TestApp,
  token: string,
  role: 'admin' | 'manager' | 'agent',
  extra: Record<string, string> = {},
): Promise<Person> {
  const phone = uniquePhone();
  const created = await registerUser(t, token, userForm(role, phone, extra));
  expect(created.statusCode, created.body).toBe(201);
  return { id: created.json<{ user: { _id: string } }>().user._id, phone };
}

async function signedIn(t: TestApp, person: Person): Promise<SignedInPerson> {
  const session: Session = await signIn(t, person.phone);
  return { ...person, token: session.accessToken };
}

export async function createCompany(t: TestApp, superadminToken: string): Promise<SignedInPerson> {
  return signedIn(t, await createPerson(t, superadminToken, 'admin'));
}

export function createManager(t: TestApp, companyToken: string): Promise<Person> {
  return createPerson(t, companyToken, 'manager');
}

export function createAgent(t: TestApp, token: string, sectionId: string): Promise<Person> {
  return createPerson(t, token, 'agent', { section: sectionId });
}

export async function createBranch(
  t: TestApp,
  companyToken: string,
  body: { managerId: string; branchName?: string; address?: string },
): Promise<string> {
  const created = await t.api.post(
    '/api/v1/branches/',
    { branchName: 'فرع الرياض', address: 'حي العليا، الرياض', ...body },
    { token: companyToken },
  );
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ branch: { _id: string } }>().branch._id;
}

/** A branch with a fresh manager running it; answers both ids. */
export async function createManagedBranch(
  t: TestApp,
  companyToken: string,
  branchName = 'فرع الرياض',
): Promise<{ branchId: string; manager: Person }> {
  const manager = await createManager(t, companyToken);
  const branchId = await createBranch(t, companyToken, { managerId: manager.id, branchName });
  return { branchId, manager };
}

export async function createSection(
  t: TestApp,
  token: string,
  body: { sectionName?: string; branchId?: string },
): Promise<string> {
  const created = await t.api.post(
    '/api/v1/sections/',
    { sectionName: 'قسم المحركات', ...body },
    { token },
  );
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ section: { _id: string } }>().section._id;
}

/** A company with a manager running a branch, a section in it and an employee in that. */
export async function createOrg(t: TestApp, superadminToken: string): Promise<Org> {
  const company = await createCompany(t, superadminToken);
  const { branchId, manager } = await createManagedBranch(t, company.token);
  const sectionId = await createSection(t, company.token, { branchId });
  const agent = await createAgent(t, company.token, sectionId);
  return {
    company,
    manager: await signedIn(t, manager),
    agent: await signedIn(t, agent),
    branchId,
    sectionId,
  };
}
