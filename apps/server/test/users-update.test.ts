import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, users } from '../src/db/schema.js';
import { signIn, uniquePhone, type Session } from './support/auth-helpers.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import {
  addBranch,
  addSection,
  branchManagerOf,
  createCompany,
  createPerson,
  form,
  picture,
  placementOf,
  runBranch,
  SUPERADMIN_PHONE,
  updateUser,
  type Company,
  type ErrorBody,
} from './support/tenant-fixtures.js';

interface SavedUser {
  message: string;
  user: {
    _id: string;
    username: string;
    email: string | null;
    phone: { dialCode: string; number: string };
    role: string;
    image: string | null;
    description: string | null;
    defaultEmployeeCost: number | null;
    branch: string | null;
    section: string | null;
  };
}

let t: TestApp;
let superadmin: Session;

interface Staffed {
  company: Company;
  branchA: string;
  branchB: string;
  sectionA1: string;
  sectionA2: string;
  sectionB1: string;
  manager: { id: string; session: Session };
  agentA1: { id: string; session: Session };
  agentA2: string;
  agentB1: string;
}

async function createStaffedCompany(): Promise<Staffed> {
  const company = await createCompany(t, superadmin);
  const token = company.session.accessToken;
  const branchA = await addBranch(t, company.id);
  const branchB = await addBranch(t, company.id);
  const sectionA1 = await addSection(t, company.id, branchA);
  const sectionA2 = await addSection(t, company.id, branchA);
  const sectionB1 = await addSection(t, company.id, branchB);
  const manager = await createPerson(t, token, 'manager');
  await runBranch(t, branchA, manager.id);
  const agentA1 = await createPerson(t, token, 'agent', { section: sectionA1 });
  const agentA2 = await createPerson(t, token, 'agent', { section: sectionA2 });
  const agentB1 = await createPerson(t, token, 'agent', { section: sectionB1 });
  return {
    company,
    branchA,
    branchB,
    sectionA1,
    sectionA2,
    sectionB1,
    manager: { id: manager.id, session: await signIn(t, manager.phone) },
    agentA1: { id: agentA1.id, session: await signIn(t, agentA1.phone) },
    agentA2: agentA2.id,
    agentB1: agentB1.id,
  };
}

let mine: Staffed;
let theirs: Staffed;

beforeAll(async () => {
  t = await createTestApp();
  superadmin = await signIn(t, SUPERADMIN_PHONE);
  mine = await createStaffedCompany();
  theirs = await createStaffedCompany();
});
afterAll(async () => t?.close());

async function userRow(id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row;
}

describe('updating yourself (the profile screen)', () => {
  it('lets every role change its own name, e-mail, phone and picture', async () => {
    const cases: [Session, string][] = [
      [superadmin, 'superadmin'],
      [mine.company.session, 'admin'],
      [mine.manager.session, 'manager'],
      [mine.agentA1.session, 'agent'],
    ];
    for (const [session, role] of cases) {
      const phone = uniquePhone();
      const response = await updateUser(
        t,
        session.accessToken,
        session.userId,
        form(
          {
            username: `اسم جديد ${role}`,
            email: `new.${role}.${phone.number}@x.example`,
            phone: JSON.stringify(phone),
            role,
          },
          { bytes: await picture('png'), name: 'me.png', type: 'image/png' },
        ),
      );
      expect(response.statusCode, role).toBe(200);
      const body = response.json<SavedUser>();
      expect(body.message).toBe('تم تحديث المستخدم بنجاح');
      expect(body.user).toMatchObject({ username: `اسم جديد ${role}`, phone, role });
      expect(body.user.image).toMatch(/^\/api\/v1\/images\//);

      const profile = await t.api.get('/api/v1/users/profile', { token: session.accessToken });
      expect(profile.json<{ profile: { username: string } }>().profile.username).toBe(
        `اسم جديد ${role}`,
      );
    }
  });

  it('changes nothing for fields left out or sent empty', async () => {
    const before = await userRow(mine.agentA1.id);
    const response = await updateUser(
      t,
      mine.agentA1.session.accessToken,
      mine.agentA1.id,
      form({ username: '', email: '', description: '' }),
    );
    expect(response.statusCode).toBe(200);
    const after = await userRow(mine.agentA1.id);
    expect(after).toMatchObject({
      username: before?.username,
      email: before?.email,
      phoneNumber: before?.phoneNumber,
      imageId: before?.imageId,
      description: before?.description,
    });
  });

  it('refuses a role other than the user’s own, with a message', async () => {
    const response = await updateUser(
      t,
      mine.manager.session.accessToken,
      mine.manager.id,
      form({ role: 'admin', username: 'لن يُحفظ' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().message).toBe('لا يمكن تغيير دور المستخدم');
    expect((await userRow(mine.manager.id))?.username).not.toBe('لن يُحفظ');
  });

  it('refuses moving yourself to another branch or section', async () => {
    const response = await updateUser(
      t,
      mine.agentA1.session.accessToken,
      mine.agentA1.id,
      form({ section: mine.sectionA2 }),
    );
    expect(response.statusCode).toBe(400);
    expect((await placementOf(t, mine.agentA1.id))?.sectionId).toBe(mine.sectionA1);
  });
});

describe('phones and e-mails stay unique', () => {
  it('answers 409 with a message for another account’s phone or e-mail, in any letter case', async () => {
    const other = await userRow(theirs.agentB1);
    if (!other?.email) throw new Error('missing user');
    const before = await userRow(mine.agentA2);
    const phone = await updateUser(
      t,
      mine.company.session.accessToken,
      mine.agentA2,
      form({ phone: JSON.stringify({ dialCode: other.dialCode, number: other.phoneNumber }) }),
    );
    expect(phone.statusCode).toBe(409);
    expect(phone.json<ErrorBody>().message).toBe('رقم الجوال مسجل مسبقًا');
    expect(phone.json<ErrorBody>().errors).toEqual([
      { field: 'phone', message: 'رقم الجوال مسجل مسبقًا' },
    ]);
    const email = await updateUser(
      t,
      mine.company.session.accessToken,
      mine.agentA2,
      form({ email: other.email.toUpperCase(), username: 'لن يُحفظ' }),
    );
    expect(email.statusCode).toBe(409);
    expect(email.json<ErrorBody>().message).toBe('البريد الإلكتروني مسجل مسبقًا');
    expect(email.json<ErrorBody>().errors).toEqual([
      { field: 'email', message: 'البريد الإلكتروني مسجل مسبقًا' },
    ]);
    expect(await userRow(mine.agentA2)).toEqual(before);
  });

  it('accepts the user’s own current phone and e-mail', async () => {
    const self = await userRow(mine.agentA2);
    if (!self?.email) throw new Error('missing user');
    const response = await updateUser(
      t,
      mine.company.session.accessToken,
      mine.agentA2,
      form({
        email: self.email,
        phone: JSON.stringify({ dialCode: self.dialCode, number: self.phoneNumber }),
      }),
    );
    expect(response.statusCode).toBe(200);
  });
});

describe('who may update whom', () => {
  it('lets the superadmin edit a company, including its wage and description', async () => {
    const response = await updateUser(
      t,
      superadmin.accessToken,
      theirs.company.id,
      form({
        username: 'شركة معدلة',
        description: 'وصف جديد',
        defaultEmployeeCost: '350.5',
        role: 'admin',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<SavedUser>().user).toMatchObject({
      username: 'شركة معدلة',
      description: 'وصف جديد',
      defaultEmployeeCost: 350.5,
    });
  });

  it('takes the wage as riyals of 2 to 6 digits, set by the superadmin for companies only', async () => {
    for (const wage of ['5', '05', '1.5', '1234567', 'abc', '12.345']) {
      const response = await updateUser(
        t,
        superadmin.accessToken,
        theirs.company.id,
        form({ defaultEmployeeCost: wage }),
      );
      expect(response.statusCode, wage).toBe(400);
      expect(response.json<ErrorBody>().errors?.[0]?.field, wage).toBe('defaultEmployeeCost');
    }
    const byCompany = await updateUser(
      t,
      mine.company.session.accessToken,
      mine.company.id,
      form({ defaultEmployeeCost: '999' }),
    );
    expect(byCompany.statusCode).toBe(403);
    expect(byCompany.json<ErrorBody>().message).toBe('أجر الموظف يحدده مدير النظام فقط');
    expect((await userRow(mine.company.id))?.defaultEmployeeCost).toBe(200);

    const onSuperadmin = await updateUser(
      t,
      superadmin.accessToken,
      superadmin.userId,
      form({ defaultEmployeeCost: '300' }),
    );
    expect(onSuperadmin.statusCode).toBe(400);
  });

  it('lets a company edit its managers and employees, and a manager its branch’s employees', async () => {
    const byCompany = await updateUser(
      t,
      mine.company.session.accessToken,
      mine.manager.id,
      form({ username: 'مدير معدل', role: 'manager' }),
    );
    expect(byCompany.statusCode).toBe(200);
    const byManager = await updateUser(
      t,
      mine.manager.session.accessToken,
      mine.agentA2,
      form({ username: 'موظف معدل' }),
    );
    expect(byManager.statusCode).toBe(200);
    expect((await userRow(mine.agentA2))?.username).toBe('موظف معدل');
  });

  it('answers 403 within reach when the role may not edit that kind of user', async () => {
    // An employee reaches its own section: a colleague there is within reach but not editable.
    const colleague = await createPerson(t, mine.company.session.accessToken, 'agent', {
      section: mine.sectionA1,
    });
    const cases: [Session, string][] = [
      [superadmin, mine.manager.id],
      [superadmin, mine.agentA2],
      [mine.agentA1.session, colleague.id],
    ];
    for (const [session, target] of cases) {
      const response = await updateUser(
        t,
        session.accessToken,
        target,
        form({ username: 'ممنوع' }),
      );
      expect(response.statusCode, target).toBe(403);
      expect(response.json<ErrorBody>().message).toBe('ليس لديك صلاحية للقيام بهذا الإجراء');
    }
  });

  it('answers 404 outside the caller’s reach exactly as for an unknown id', async () => {
    const unknown = await updateUser(
      t,
      mine.company.session.accessToken,
      randomUUID(),
      form({ username: 'x y' }),
    );
    expect(unknown.statusCode).toBe(404);
    const cases: [Session, string][] = [
      [mine.company.session, theirs.company.id],
      [mine.company.session, theirs.manager.id],
      [mine.company.session, theirs.agentB1],
      [mine.company.session, superadmin.userId],
      [mine.manager.session, mine.company.id],
      [mine.manager.session, mine.agentB1],
      [mine.agentA1.session, mine.agentA2],
    ];
    for (const [session, target] of cases) {
      const before = await userRow(target);
      const response = await updateUser(
        t,
        session.accessToken,
        target,
        form({ username: 'ممنوع' }),
      );
      expect(response.statusCode, target).toBe(404);
      expect(response.json<ErrorBody>()).toEqual(unknown.json<ErrorBody>());
      expect(await userRow(target)).toEqual(before);
    }
  });

  it('refuses a malformed id with 400', async () => {
    const response = await updateUser(
      t,
      superadmin.accessToken,
      'not-a-uuid',
      form({ username: 'x y' }),
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('moving managers and employees', () => {
  it('moves a manager to a free branch: it runs the new one and the old one has none', async () => {
    const company = await createStaffedCompany();
    const response = await updateUser(
      t,
      company.company.session.accessToken,
      company.manager.id,
      form({ branch: company.branchB }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<SavedUser>().user.branch).toBe(company.branchB);
    expect(await branchManagerOf(t, company.branchB)).toBe(company.manager.id);
    expect(await branchManagerOf(t, company.branchA)).toBeNull();
    // Its scope follows at once: it now sees branch B's employees.
    const agents = await t.api.get('/api/v1/users/agents', {
      token: company.manager.session.accessToken,
    });
    expect(agents.json<{ agents: { _id: string }[] }>().agents.map((a) => a._id)).toEqual([
      company.agentB1,
    ]);
  });

  it('refuses a branch another manager runs with 409 and changes nothing', async () => {
    const company = await createStaffedCompany();
    const other = await createPerson(t, company.company.session.accessToken, 'manager');
    await runBranch(t, company.branchB, other.id);
    const response = await updateUser(
      t,
      company.company.session.accessToken,
      company.manager.id,
      form({ branch: company.branchB, username: 'لن يُحفظ' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>().message).toBe(
      'لهذا الفرع مدير بالفعل، غيّر مدير الفرع من شاشة الفروع',
    );
    expect(await branchManagerOf(t, company.branchA)).toBe(company.manager.id);
    expect(await branchManagerOf(t, company.branchB)).toBe(other.id);
    expect(await userRow(company.manager.id)).toMatchObject({ branchId: company.branchA });
  });

  it('lets only one of two managers moved into one free branch at once take it', async () => {
    const company = await createStaffedCompany();
    const token = company.company.session.accessToken;
    const other = await createPerson(t, token, 'manager');
    const free = await addBranch(t, company.company.id);
    const answers = await Promise.all(
      [company.manager.id, other.id].map((id) => updateUser(t, token, id, form({ branch: free }))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0]?.statusCode === 200 ? company.manager.id : other.id;
    expect(await branchManagerOf(t, free)).toBe(winner);
    const placed = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.branchId, free));
    expect(placed).toEqual([{ id: winner }]);
  });

  it('refuses a section for a manager and a branch of another company', async () => {
    const section = await updateUser(
      t,
      mine.company.session.accessToken,
      mine.manager.id,
      form({ section: mine.sectionA1 }),
    );
    expect(section.statusCode).toBe(400);
    const foreign = await updateUser(
      t,
      mine.company.session.accessToken,
      mine.manager.id,
      form({ branch: theirs.branchB }),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<ErrorBody>().message).toBe('الفرع غير موجود');
    expect(await branchManagerOf(t, mine.branchA)).toBe(mine.manager.id);
  });

  it('lets a company move an employee to a section of another branch, the branch following', async () => {
    const response = await updateUser(
      t,
      mine.company.session.accessToken,
      mine.agentB1,
      form({ branch: mine.branchA, section: mine.sectionA2 }),
    );
    expect(response.statusCode).toBe(200);
    expect(await placementOf(t, mine.agentB1)).toEqual({
      branchId: mine.branchA,
      sectionId: mine.sectionA2,
    });
    const bySection = await updateUser(
      t,
      mine.company.session.accessToken,
      mine.agentB1,
      form({ section: mine.sectionB1 }),
    );
    expect(bySection.statusCode).toBe(200);
    expect(await placementOf(t, mine.agentB1)).toEqual({
      branchId: mine.branchB,
      sectionId: mine.sectionB1,
    });
  });

  it('refuses a section outside the chosen branch, or a new branch without a section', async () => {
    const mismatch = await updateUser(
      t,
      mine.company.session.accessToken,
      mine.agentB1,
      form({ branch: mine.branchA, section: mine.sectionB1 }),
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json<ErrorBody>().message).toBe('القسم المختار لا يتبع الفرع المختار');
    const noSection = await updateUser(
      t,
      mine.company.session.accessToken,
      mine.agentB1,
      form({ branch: mine.branchA }),
    );
    expect(noSection.statusCode).toBe(400);
    expect(noSection.json<ErrorBody>().errors?.[0]?.field).toBe('section');
    const foreign = await updateUser(
      t,
      mine.company.session.accessToken,
      mine.agentB1,
      form({ section: theirs.sectionB1 }),
    );
    expect(foreign.statusCode).toBe(404);
    expect(await placementOf(t, mine.agentB1)).toEqual({
      branchId: mine.branchB,
      sectionId: mine.sectionB1,
    });
  });

  it('lets a manager move an employee only between the sections of its own branch', async () => {
    const within = await updateUser(
      t,
      mine.manager.session.accessToken,
      mine.agentA2,
      form({ section: mine.sectionA1 }),
    );
    expect(within.statusCode).toBe(200);
    expect(await placementOf(t, mine.agentA2)).toEqual({
      branchId: mine.branchA,
      sectionId: mine.sectionA1,
    });
    const cases: Record<string, string>[] = [
      { section: mine.sectionB1 },
      { branch: mine.branchB, section: mine.sectionB1 },
      { section: theirs.sectionA1 },
    ];
    for (const fields of cases) {
      const response = await updateUser(
        t,
        mine.manager.session.accessToken,
        mine.agentA2,
        form(fields),
      );
      expect(response.statusCode, JSON.stringify(fields)).toBe(404);
    }
    expect(await placementOf(t, mine.agentA2)).toEqual({
      branchId: mine.branchA,
      sectionId: mine.sectionA1,
    });
  });

  it('does not let a company place itself in a branch', async () => {
    const response = await updateUser(
      t,
      superadmin.accessToken,
      mine.company.id,
      form({ branch: mine.branchA }),
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('pictures', () => {
  it('replaces the picture and deletes the old one', async () => {
    const first = await updateUser(
      t,
      mine.company.session.accessToken,
      mine.agentA2,
      form({}, { bytes: await picture('jpeg'), name: 'a.jpg', type: 'image/jpeg' }),
    );
    expect(first.statusCode).toBe(200);
    const oldImage = first.json<SavedUser>().user.image ?? '';
    const second = await updateUser(
      t,
      mine.company.session.accessToken,
      mine.agentA2,
      form({}, { bytes: await picture('webp'), name: 'b.webp', type: 'image/webp' }),
    );
    expect(second.statusCode).toBe(200);
    const newImage = second.json<SavedUser>().user.image ?? '';
    expect(newImage).not.toBe(oldImage);
    expect((await t.api.get(oldImage, { apiKey: null })).statusCode).toBe(404);
    expect((await t.api.get(newImage, { apiKey: null })).statusCode).toBe(200);
    const oldId = oldImage.split('/').at(-1) ?? '';
    expect(await t.database.db.select().from(images).where(eq(images.id, oldId))).toEqual([]);
  });

  it('keeps the picture when the upload is refused', async () => {
    const before = await userRow(mine.agentA2);
    const response = await updateUser(
      t,
      mine.company.session.accessToken,
      mine.agentA2,
      form(
        { username: 'لن يُحفظ' },
        { bytes: Buffer.from('GIF89a not really'), name: 'x.png', type: 'image/png' },
      ),
    );
    expect(response.statusCode).toBe(415);
    expect(await userRow(mine.agentA2)).toEqual(before);
  });
});
