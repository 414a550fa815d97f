import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { branches, sections, users } from '../../src/db/schema.js';
import type { Phone } from '../../src/lib/phone.js';
import { signIn, uniquePhone, type Session } from './auth-helpers.js';
import type { ApiResponse } from './contract-client.js';
import type { TestApp } from './test-app.js';

/**
 * Companies, branches, sections and people for the user-management suites. People are created
 * through the API (POST /auth/register); branches and sections are written directly, so these
 * suites do not depend on the branch and section endpoints.
 */

export const SUPERADMIN_PHONE: Phone = { dialCode: '+966', number: '0500000001' };

export interface ErrorBody {
  message: string;
  errors?: { field: string; message: string }[];
}

export interface Upload {
  bytes: Buffer;
  name: string;
  type: string;
}

export function form(fields: Record<string, string>, image?: Upload): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (image) data.append('image', new Blob([image.bytes], { type: image.type }), image.name);
  return data;
}

export function person(
  role: string,
  phone: Phone = uniquePhone(),
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    username: `مستخدم ${phone.number}`,
    email: `u${phone.number}@x.example`,
    phone: JSON.stringify(phone),
    role,
    ...extra,
  };
}

export function register(t: TestApp, token: string, data: FormData): Promise<ApiResponse> {
  return t.api.request({ method: 'POST', url: '/api/v1/auth/register', form: data, token });
}

export function updateUser(
  t: TestApp,
  token: string,
  id: string,
  data: FormData,
): Promise<ApiResponse> {
  return t.api.request({ method: 'PUT', url: `/api/v1/users/${id}`, form: data, token });
}

export function deleteUser(t: TestApp, token: string, id: string): Promise<ApiResponse> {
  return t.api.request({ method: 'DELETE', url: `/api/v1/users/${id}`, token });
}

export interface Person {
  id: string;
  phone: Phone;
}

/** Creates a user through the register call and answers its id. */
export async function createPerson(
  t: TestApp,
  token: string,
  role: 'admin' | 'manager' | 'agent',
  extra: Record<string, string> = {},
  image?: Upload,
): Promise<Person> {
  const phone = uniquePhone();
  const created = await register(t, token, form(person(role, phone, extra), image));
  expect(created.statusCode, created.body).toBe(201);
  return { id: created.json<{ user: { _id: string } }>().user._id, phone };
}

export interface Company extends Person {
  session: Session;
}

export async function createCompany(
  t: TestApp,
  superadmin: Session,
  extra: Record<string, string> = {},
): Promise<Company> {
  const company = await createPerson(t, superadmin.accessToken, 'admin', extra);
  return { ...company, session: await signIn(t, company.phone) };
}

export async function addBranch(
  t: TestApp,
  companyId: string,
  name = `فرع ${randomUUID().slice(0, 4)}`,
): Promise<string> {
  const id = randomUUID();
  await t.database.db.insert(branches).values({ id, companyId, name, address: 'الرياض' });
  return id;
}

export async function addSection(
  t: TestApp,
  companyId: string,
  branchId: string,
  name = `قسم ${randomUUID().slice(0, 4)}`,
): Promise<string> {
  const id = randomUUID();
  await t.database.db.insert(sections).values({ id, companyId, branchId, name });
  return id;
}

/** Makes the manager run the branch, as the branch screens do (both sides of the link). */
export async function runBranch(t: TestApp, branchId: string, managerId: string): Promise<void> {
  await t.database.db.update(branches).set({ managerId }).where(eq(branches.id, branchId));
  await t.database.db.update(users).set({ branchId }).where(eq(users.id, managerId));
}

export async function branchManagerOf(t: TestApp, branchId: string): Promise<string | null> {
  const [row] = await t.database.db
    .select({ managerId: branches.managerId })
    .from(branches)
    .where(eq(branches.id, branchId));
  return row?.managerId ?? null;
}

export async function placementOf(
  t: TestApp,
  userId: string,
): Promise<{ branchId: string | null; sectionId: string | null } | null> {
  const [row] = await t.database.db
    .select({ branchId: users.branchId, sectionId: users.sectionId })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** A plain colour image in the given format. */
export function picture(
  format: 'jpeg' | 'png' | 'webp' | 'gif',
  width = 64,
  height = 64,
): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 120, b: 90 } },
  });
  return image.toFormat(format).toBuffer();
}
