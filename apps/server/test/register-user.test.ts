import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, sections } from '../src/db/schema.js';
import type { Phone } from '../src/lib/phone.js';
import { signIn, uniqueIp, uniquePhone, type Session } from './support/auth-helpers.js';
import type { ApiResponse } from './support/contract-client.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let superadmin: Session;
beforeAll(async () => {
  t = await createTestApp();
  superadmin = await signIn(t, { dialCode: '+966', number: '0500000001' });
});
afterAll(async () => t?.close());

interface CreatedUser {
  user: {
    _id: string;
    role: string;
    image: string | null;
    companyId: string | null;
    companyName: string | null;
    branch: string | null;
    branchName: string | null;
    section: string | null;
    sectionName: string | null;
    isActive: boolean;
    defaultEmployeeCost: number | null;
  };
}

interface ErrorBody {
  message: string;
  errors?: { field: string; message: string }[];
}

function form(
  fields: Record<string, string>,
  image?: { bytes: Buffer; name: string; type: string },
) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (image) data.append('image', new Blob([image.bytes], { type: image.type }), image.name);
  return data;
}

function person(role: string, phone: Phone = uniquePhone(), extra: Record<string, string> = {}) {
  return {
    username: `مستخدم ${phone.number}`,
    email: `u${phone.number}@x.example`,
    phone: JSON.stringify(phone),
    role,
    ...extra,
  };
}

const register = (token: string | undefined, data: FormData): Promise<ApiResponse> =>
  t.api.request({ method: 'POST', url: '/api/v1/auth/register', form: data, token });

async function createCompany(): Promise<{ id: string; session: Session }> {
  const phone = uniquePhone();
  const created = await register(superadmin.accessToken, form(person('admin', phone)));
  expect(created.statusCode).toBe(201);
  const id = created.json<CreatedUser>().user._id;
  return { id, session: await signIn(t, phone) };
}

async function seedBranchWithSection(companyId: string) {
  const branchId = randomUUID();
  const sectionId = randomUUID();
  await t.database.db
    .insert(branches)
    .values({ id: branchId, companyId, name: 'فرع جدة', address: 'جدة' });
  await t.database.db
    .insert(sections)
    .values({ id: sectionId, companyId, branchId, name: 'قسم المحركات' });
  return { branchId, sectionId };
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 40, b: 200 } } });

describe('creating users', () => {
  it('lets the superadmin create a company with a logo, active at once', async () => {
    const logo = await photo(1200, 800)
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner-name' } } })
      .toBuffer();
    const phone = uniquePhone();
    const created = await register(
      superadmin.accessToken,
      form(
        person('admin', phone, { description: 'قطع غيار أصلية', defaultEmployeeCost: '350.5' }),
        {
          bytes: logo,
          name: 'logo.jpg',
          type: 'image/jpeg',
        },
      ),
    );
    expect(created.statusCode).toBe(201);
    const { user } = created.json<CreatedUser>();
    expect(user).toMatchObject({
      role: 'admin',
      isActive: true,
      companyId: user._id,
      companyName: `مستخدم ${phone.number}`,
      defaultEmployeeCost: 350.5,
    });
    expect(user.image).toMatch(/^\/api\/v1\/images\/[0-9a-f-]{36}$/);

    const image = await t.api.get(user.image ?? '', { apiKey: null });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const stored = await sharp(image.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 512, height: 341 });
    expect(stored.exif).toBeUndefined();
    expect(image.rawPayload.includes(Buffer.from('secret-owner-name'))).toBe(false);

    const signedIn = await signIn(t, phone);
    expect(signedIn.userId).toBe(user._id);
  });

  it('places managers and employees in the creator’s company, branch and section', async () => {
    const company = await createCompany();
    const { branchId, sectionId } = await seedBranchWithSection(company.id);

    const managerPhone = uniquePhone();
    const manager = await register(
      company.session.accessToken,
      form(person('manager', managerPhone, { branch: branchId })),
    );
    expect(manager.statusCode).toBe(201);
    expect(manager.json<CreatedUser>().user).toMatchObject({
      role: 'manager',
      companyId: company.id,
      branch: branchId,
      branchName: 'فرع جدة',
      defaultEmployeeCost: null,
    });
    // Placed in the branch means running it: the branch list names this manager.
    const branch = await t.api.get(`/api/v1/branches/${branchId}`, {
      token: company.session.accessToken,
    });
    expect(branch.json<{ branch: { managerId: string | null } }>().branch.managerId).toBe(
      manager.json<CreatedUser>().user._id,
    );
    const second = await register(
      company.session.accessToken,
      form(person('manager', uniquePhone(), { branch: branchId })),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json<ErrorBody>().errors).toEqual([
      { field: 'branch', message: 'لهذا الفرع مدير بالفعل، غيّر مدير الفرع من شاشة الفروع' },
    ]);

    const managerSession = await signIn(t, managerPhone);
    const agent = await register(
      managerSession.accessToken,
      form(person('agent', uniquePhone(), { section: sectionId })),
    );
    expect(agent.statusCode).toBe(201);
    expect(agent.json<CreatedUser>().user).toMatchObject({
      role: 'agent',
      companyId: company.id,
      branch: branchId,
      section: sectionId,
      sectionName: 'قسم المحركات',
    });
  });

  it('refuses roles the caller may not create', async () => {
    const company = await createCompany();
    const cases: [string, string][] = [
      [superadmin.accessToken, 'manager'],
      [superadmin.accessToken, 'agent'],
      [company.session.accessToken, 'admin'],
    ];
    for (const [token, role] of cases) {
      const response = await register(token, form(person(role)));
      expect(response.statusCode, role).toBe(403);
      expect(response.json<ErrorBody>().message).toBe('ليس لديك صلاحية للقيام بهذا الإجراء');
    }
    const superadminRole = await register(superadmin.accessToken, form(person('superadmin')));
    expect(superadminRole.statusCode).toBe(400);

    const agentPhone = uniquePhone();
    await register(company.session.accessToken, form(person('agent', agentPhone)));
    const agentSession = await signIn(t, agentPhone);
    const byAgent = await register(agentSession.accessToken, form(person('agent')));
    expect(byAgent.statusCode).toBe(403);
  });

  it('answers 404 for another company’s branch or section, like an unknown one', async () => {
    const mine = await createCompany();
    const theirs = await createCompany();
    const { branchId, sectionId } = await seedBranchWithSection(theirs.id);
    const extras: Record<string, string>[] = [
      { branch: branchId },
      { section: sectionId },
      { branch: randomUUID() },
    ];
    for (const extra of extras) {
      const response = await register(
        mine.session.accessToken,
        form(person('agent', uniquePhone(), extra)),
      );
      expect(response.statusCode, JSON.stringify(extra)).toBe(404);
    }
  });

  it('answers 409 for a phone or an e-mail already in use', async () => {
    const phone = uniquePhone();
    expect((await register(superadmin.accessToken, form(person('admin', phone)))).statusCode).toBe(
      201,
    );
    const samePhone = await register(
      superadmin.accessToken,
      form({ ...person('admin', phone), email: 'fresh@x.example' }),
    );
    expect(samePhone.statusCode).toBe(409);
    // Named by field, so the form shows it under the phone box and not only in a toast.
    expect(samePhone.json<ErrorBody>().errors).toEqual([
      { field: 'phone', message: 'رقم الجوال مسجل مسبقًا' },
    ]);
    const sameEmail = await register(
      superadmin.accessToken,
      form({ ...person('admin'), email: `U${phone.number}@X.EXAMPLE` }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json<ErrorBody>().errors).toEqual([
      { field: 'email', message: 'البريد الإلكتروني مسجل مسبقًا' },
    ]);
  });

  it('creates one user when two requests race for the same phone', async () => {
    const phone = uniquePhone();
    const answers = await Promise.all(
      ['a', 'b'].map((tag) =>
        register(
          superadmin.accessToken,
          form({ ...person('admin', phone), email: `${tag}${phone.number}@race.example` }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('validates the form fields against the contract', async () => {
    const badPhone = await register(
      superadmin.accessToken,
      form({ ...person('admin'), phone: '{"dialCode":"+966","number":"05123"}' }),
    );
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json<ErrorBody>().errors?.[0]?.field).toBe('phone.number');

    const notJson = await register(
      superadmin.accessToken,
      form({ ...person('admin'), phone: '05' }),
    );
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json<ErrorBody>().errors?.[0]?.field).toBe('phone');

    const missing = await register(superadmin.accessToken, form({ role: 'admin' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorBody>().errors?.map((e) => e.field)).toEqual(
      expect.arrayContaining(['username', 'email', 'phone']),
    );

    const badCost = await register(
      superadmin.accessToken,
      form(person('admin', uniquePhone(), { defaultEmployeeCost: 'free' })),
    );
    expect(badCost.statusCode).toBe(400);
  });

  it('refuses images that are too large or not images', async () => {
    const tooLarge = await register(
      superadmin.accessToken,
      form(person('admin'), {
        bytes: randomBytes(2 * 1024 * 1024 + 1),
        name: 'big.png',
        type: 'image/png',
      }),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json<ErrorBody>().message).toBe('حجم الصورة أكبر من 2 ميجابايت');

    const notAnImage = await register(
      superadmin.accessToken,
      form(person('admin'), {
        bytes: Buffer.from('<svg></svg>'),
        name: 'logo.png',
        type: 'image/png',
      }),
    );
    expect(notAnImage.statusCode).toBe(415);

    const gif = await photo(10, 10).gif().toBuffer();
    const unsupported = await register(
      superadmin.accessToken,
      form(person('admin'), { bytes: gif, name: 'logo.gif', type: 'image/gif' }),
    );
    expect(unsupported.statusCode).toBe(415);
  });

  it('needs a bearer token and a multipart body', async () => {
    expect((await register(undefined, form(person('admin')))).statusCode).toBe(401);
    const json = await t.api.post('/api/v1/auth/register', person('admin'), {
      token: superadmin.accessToken,
      ip: uniqueIp(),
    });
    expect(json.statusCode).toBe(415);
  });
});
