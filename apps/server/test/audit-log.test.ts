import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, uniquePhone } from './support/auth-helpers.js';
import {
  auditPage,
  everyAuditRowText,
  newestEvent,
  type AuditEventBody,
} from './support/audit-fixtures.js';
import {
  createManager,
  createOrg,
  registerUser,
  SUPERADMIN_PHONE,
  userForm,
  type Org,
} from './support/org-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * The audit log as an admin and the superadmin read it: what each audited change writes (who,
 * what with before and after, when, from where), that secrets never reach it, the filters, the
 * CSV, and that one company never sees another's.
 */

let t: TestApp;
let superadmin: string;
let org: Org;
let rival: Org;

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Safari/604.1';
const IP = '203.0.113.7';

beforeAll(async () => {
  t = await createTestApp();
  superadmin = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  org = await createOrg(t, superadmin);
  rival = await createOrg(t, superadmin);
});
afterAll(async () => t?.close());

const DEFAULT_TERMS = {
  vatRateBasisPoints: 1500,
  vatNumber: null,
  pricesIncludeVat: false,
  validityHours: 48,
  deliveryFee: 0,
  terms: null,
  messageTemplate: null,
};

const fromBrowser = { ip: IP, headers: { 'user-agent': BROWSER } };

function changesOf(event: AuditEventBody | undefined) {
  return Object.fromEntries(
    (event?.changes ?? []).map((change) => [
      change.item ? `${change.field}:${change.item}` : change.field,
      [change.before, change.after],
    ]),
  );
}

describe('quote terms', () => {
  it('records who changed the VAT number and rate, before and after, from where', async () => {
    const saved = await t.api.request({
      method: 'PUT',
      url: '/api/v1/quote-terms',
      token: org.company.token,
      body: {
        vatRateBasisPoints: 550,
        vatNumber: '300000000000003',
        pricesIncludeVat: false,
        validityHours: 72,
        deliveryFee: 25.5,
        terms: null,
        messageTemplate: null,
      },
      ...fromBrowser,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const event = await newestEvent(t, org.company.token, 'quote_terms.updated');
    expect(event).toMatchObject({
      kind: 'settings',
      actor: { _id: org.company.id, name: `شركة ${org.company.phone.number}`, role: 'admin' },
      target: { type: 'quote_terms' },
      ip: IP,
      userAgent: BROWSER,
    });
    // Only what changed, money in halalas, the rate in basis points.
    expect(changesOf(event)).toEqual({
      vatRateBasisPoints: [1500, 550],
      vatNumber: [null, '300000000000003'],
      validityHours: [48, 72],
      deliveryFee: [0, 2550],
    });
    expect(event?.changes.find((c) => c.field === 'vatRateBasisPoints')?.format).toBe(
      'basisPoints',
    );
    expect(Date.parse(event!.createdAt)).toBe(t.clock.now().getTime());
  });

  it('records nothing when a save changes nothing', async () => {
    const before = await auditPage(t, org.company.token, { kind: 'settings' });
    const saved = await t.api.request({
      method: 'PUT',
      url: '/api/v1/quote-terms',
      token: org.company.token,
      body: {
        vatRateBasisPoints: 550,
        vatNumber: '300000000000003',
        pricesIncludeVat: false,
        validityHours: 72,
        deliveryFee: 25.5,
        terms: null,
        messageTemplate: null,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(await auditPage(t, org.company.token, { kind: 'settings' })).toEqual(before);
  });

  it('records nothing for a refused save', async () => {
    const before = await auditPage(t, org.company.token);
    const refused = await t.api.request({
      method: 'PUT',
      url: '/api/v1/quote-terms',
      token: org.company.token,
      body: {
        vatRateBasisPoints: 1500,
        vatNumber: '12345',
        pricesIncludeVat: false,
        validityHours: 72,
        deliveryFee: 0,
        terms: null,
        messageTemplate: null,
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(await auditPage(t, org.company.token)).toEqual(before);
  });
});

describe('payment settings', () => {
  const secretKey = 'sk_test_auditSecretValue0123456789QRST';
  const save = (body: unknown) =>
    t.api.request({
      method: 'PUT',
      url: '/api/v1/payment-settings',
      token: org.company.token,
      body,
    });

  it('records the gateway and its secret key as set, never the key itself', async () => {
    const saved = await save({
      options: ['card', 'pay_on_pickup'],
      onlinePercent: 50,
      gateway: { provider: 'moyasar', publishableKey: 'pk_test_publicValue0123', secretKey },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const event = await newestEvent(t, org.company.token, 'payment_settings.updated');
    expect(changesOf(event)).toEqual({
      options: [[], ['card', 'pay_on_pickup']],
      onlinePercent: [100, 50],
      gatewayProvider: [null, 'moyasar'],
      gatewayPublishableKey: [null, 'pk_test_publicValue0123'],
      gatewaySecretKey: [null, 'set'],
    });
    expect(event?.changes.find((c) => c.field === 'gatewaySecretKey')?.format).toBe('secret');
  });

  it('records a replaced secret key as a change, and a kept one not at all', async () => {
    const replaced = await save({
      options: ['card', 'pay_on_pickup'],
      onlinePercent: 50,
      gateway: {
        provider: 'moyasar',
        publishableKey: 'pk_test_publicValue0123',
        secretKey: 'sk_test_anotherSecretValue987654ABCD',
      },
    });
    expect(replaced.statusCode).toBe(200);
    expect(changesOf(await newestEvent(t, org.company.token, 'payment_settings.updated'))).toEqual({
      gatewaySecretKey: ['set', 'set'],
    });

    const kept = await save({
      options: ['card'],
      onlinePercent: 50,
      gateway: { provider: 'moyasar', publishableKey: 'pk_test_publicValue0123' },
    });
    expect(kept.statusCode).toBe(200);
    expect(changesOf(await newestEvent(t, org.company.token, 'payment_settings.updated'))).toEqual({
      options: [['card', 'pay_on_pickup'], ['card']],
    });
  });

  it('never stores a secret key, sealed or plain, nor its last characters', async () => {
    const stored = await everyAuditRowText(t);
    for (const secret of [secretKey, 'sk_test_anotherSecretValue987654ABCD']) {
      expect(stored).not.toContain(secret);
      expect(stored).not.toContain(secret.slice(-4));
    }
    expect(stored).not.toMatch(/v1\.[A-Za-z0-9_-]{20,}/);
  });
});

describe('branches', () => {
  let branchId: string;

  it('records a branch opened with its fields, its manager by name', async () => {
    const manager = await createManager(t, org.company.token);
    const created = await t.api.post(
      '/api/v1/branches/',
      { branchName: 'فرع الدمام', managerId: manager.id, address: 'حي الشاطئ، الدمام' },
      { token: org.company.token },
    );
    expect(created.statusCode, created.body).toBe(201);
    branchId = created.json<{ branch: { _id: string } }>().branch._id;
    const event = await newestEvent(t, org.company.token, 'branch.created');
    expect(event).toMatchObject({
      kind: 'organisation',
      target: { type: 'branch', _id: branchId, label: 'فرع الدمام' },
    });
    expect(changesOf(event)).toMatchObject({
      branchName: [null, 'فرع الدمام'],
      address: [null, 'حي الشاطئ، الدمام'],
      manager: [null, `موظف ${manager.phone.number}`],
      firstQuoteTargetMinutes: [null, 30],
    });
    expect(changesOf(event).workingHours?.[1]).toContain('0 08:00-22:00');
  });

  it('records a rename with only the name, and a deletion keeping the name it had', async () => {
    const renamed = await t.api.request({
      method: 'PUT',
      url: `/api/v1/branches/${branchId}`,
      token: org.company.token,
      body: { branchName: 'فرع الخبر' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(changesOf(await newestEvent(t, org.company.token, 'branch.updated'))).toEqual({
      branchName: ['فرع الدمام', 'فرع الخبر'],
    });

    const deleted = await t.api.request({
      method: 'DELETE',
      url: `/api/v1/branches/${branchId}`,
      token: org.company.token,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const event = await newestEvent(t, org.company.token, 'branch.deleted');
    expect(event?.target).toEqual({ type: 'branch', _id: branchId, label: 'فرع الخبر' });
    expect(changesOf(event)).toMatchObject({ branchName: ['فرع الخبر', null] });
  });

  it('records the superadmin’s deletion in the company’s log, as the superadmin', async () => {
    const manager = await createManager(t, org.company.token);
    const created = await t.api.post(
      '/api/v1/branches/',
      { branchName: 'فرع مؤقت', managerId: manager.id, address: 'جدة' },
      { token: org.company.token },
    );
    const id = created.json<{ branch: { _id: string } }>().branch._id;
    const deleted = await t.api.request({
      method: 'DELETE',
      url: `/api/v1/branches/${id}`,
      token: superadmin,
    });
    expect(deleted.statusCode).toBe(200);
    const event = await newestEvent(t, org.company.token, 'branch.deleted');
    expect(event).toMatchObject({
      actor: { role: 'superadmin' },
      target: { _id: id, label: 'فرع مؤقت' },
    });
  });
});

describe('the list', () => {
  it('filters by kind, person and days, and pages', async () => {
    const all = await auditPage(t, org.company.token);
    expect(all.events.length).toBeGreaterThanOrEqual(7);
    // Newest first.
    const times = all.events.map((event) => Date.parse(event.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const settings = await auditPage(t, org.company.token, { kind: 'settings' });
    expect(new Set(settings.events.map((event) => event.action))).toEqual(
      new Set(['quote_terms.updated', 'payment_settings.updated']),
    );

    const bySuperadmin = await auditPage(t, org.company.token, {
      actorId: (await signIn(t, SUPERADMIN_PHONE)).userId,
    });
    expect(bySuperadmin.events.map((event) => event.action)).toEqual(['branch.deleted']);

    const paged = await auditPage(t, org.company.token, { limit: 5, page: 2 });
    expect(paged.totalPages).toBe(Math.ceil(all.events.length / 5));
    expect(paged.events).toEqual(all.events.slice(5, 10));

    const today = new Date(t.clock.now().getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
    const tomorrow = new Date(t.clock.now().getTime() + 27 * 3_600_000).toISOString().slice(0, 10);
    expect((await auditPage(t, org.company.token, { from: today, to: today })).events).toEqual(
      all.events,
    );
    expect((await auditPage(t, org.company.token, { from: tomorrow })).events).toEqual([]);
    expect((await auditPage(t, org.company.token, { to: '2020-01-01' })).totalPages).toBe(0);
  });

  it('answers 400 to filters it cannot read', async () => {
    for (const query of [
      'from=2025-03-02&to=2025-03-01',
      'kind=everything',
      'actorId=not-an-id',
      'from=yesterday',
      'limit=15',
    ]) {
      const refused = await t.api.get(`/api/v1/audit-events?${query}`, {
        token: org.company.token,
      });
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json<{ message: string }>().message).toMatch(/[\u0600-\u06FF]/);
      const exported = await t.api.get(`/api/v1/audit-events/exports/?${query}`, {
        token: org.company.token,
      });
      expect(exported.statusCode, query).toBe(query === 'limit=15' ? 200 : 400);
    }
  });

  it('names everyone who acted, for the person filter', async () => {
    const listed = await t.api.get('/api/v1/audit-events/actors', { token: org.company.token });
    expect(listed.statusCode).toBe(200);
    const roles = listed.json<{ actors: { _id: string; role: string }[] }>().actors;
    expect(roles).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ _id: org.company.id, role: 'admin' }),
        expect.objectContaining({ role: 'superadmin' }),
      ]),
    );
  });
});

describe('isolation', () => {
  it('one company never sees another’s events, nor their people', async () => {
    const mine = await auditPage(t, org.company.token);
    const theirs = await auditPage(t, rival.company.token);
    const ids = new Set(mine.events.map((event) => event._id));
    expect(theirs.events.filter((event) => ids.has(event._id))).toEqual([]);
    // The rival's log holds its own doings (its branch, its people, their sign-ins), none of org's.
    expect(theirs.events.some((event) => event.action === 'branch.created')).toBe(true);
    const orgPeople = new Set([org.company.id, org.manager.id, org.agent.id]);
    expect(theirs.events.filter((event) => orgPeople.has(event.actor?._id ?? ''))).toEqual([]);
    expect(theirs.events.filter((event) => orgPeople.has(event.target?._id ?? ''))).toEqual([]);
    expect((await auditPage(t, rival.company.token, { actorId: org.company.id })).events).toEqual(
      [],
    );
    const actors = await t.api.get('/api/v1/audit-events/actors', { token: rival.company.token });
    const people = actors.json<{ actors: { _id: string }[] }>().actors.map((a) => a._id);
    expect(people).toContain(rival.company.id);
    expect(people.filter((id) => orgPeople.has(id))).toEqual([]);
    const csv = await t.api.get('/api/v1/audit-events/exports/', { token: rival.company.token });
    expect(csv.body).toContain('فرع الرياض');
    expect(csv.body).not.toContain('فرع الخبر');
    expect(csv.body).not.toContain('300000000000003');
  });

  it('the superadmin reads the platform’s log, never a company’s', async () => {
    const platform = await auditPage(t, superadmin);
    const companyIds = new Set(
      (await auditPage(t, org.company.token)).events.map((event) => event._id),
    );
    expect(platform.events.filter((event) => companyIds.has(event._id))).toEqual([]);
    expect(
      platform.events.every(
        (event) =>
          !['settings', 'organisation'].includes(event.kind) || event.action === 'salary.updated',
      ),
    ).toBe(true);
  });

  it('managers and employees get 403 on the log, its people and its export', async () => {
    for (const token of [org.manager.token, org.agent.token]) {
      for (const url of [
        '/api/v1/audit-events',
        '/api/v1/audit-events/actors',
        '/api/v1/audit-events/exports/',
      ]) {
        const refused = await t.api.get(url, { token });
        expect(refused.statusCode, url).toBe(403);
      }
    }
    const anonymous = await t.api.get('/api/v1/audit-events');
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the CSV export', () => {
  it('writes the filtered log with a byte order mark, Arabic words and safe cells', async () => {
    const exported = await t.api.get('/api/v1/audit-events/exports/?kind=settings', {
      token: org.company.token,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
    const body = exported.body;
    expect(
      body.startsWith(
        '\uFEFFالتاريخ,الشخص,الدور,الإجراء,السجل,التغييرات,تفاصيل,عنوان IP,المتصفح\r\n',
      ),
    ).toBe(true);
    const lines = body.trim().split('\r\n').slice(1);
    expect(lines).toHaveLength(4);
    expect(body).toContain('تعديل شروط عروض الأسعار');
    expect(body).toContain('نسبة الضريبة: 15٪ ← 5.5٪');
    expect(body).toContain('الرقم الضريبي: — ← 300000000000003');
    expect(body).toContain('رسوم التوصيل: 0.00 ر.س ← 25.50 ر.س');
    expect(body).toContain('المفتاح السري: — ← مخفي');
    expect(body).toContain(IP);
    expect(body).not.toContain('فرع');

    const exports = await auditPage(t, org.company.token, { kind: 'exports' });
    expect(exports.events[0]).toMatchObject({
      action: 'audit.exported',
      actor: { _id: org.company.id },
      target: { type: 'audit_log' },
      details: { kind: 'settings' },
    });
  });

  it('neutralises a cell a spreadsheet would run as a formula', async () => {
    // A company whose name starts with "=" changes its terms: its name heads the person's cell.
    const phone = uniquePhone();
    const created = await registerUser(
      t,
      superadmin,
      userForm('admin', phone, { username: '=HYPERLINK("http://x")' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const company = await signIn(t, phone);
    const saved = await t.api.request({
      method: 'PUT',
      url: '/api/v1/quote-terms',
      token: company.accessToken,
      body: { ...DEFAULT_TERMS, validityHours: 24 },
    });
    expect(saved.statusCode).toBe(200);
    const exported = await t.api.get('/api/v1/audit-events/exports/', {
      token: company.accessToken,
    });
    // The apostrophe first, then quoted for the quotes inside.
    expect(exported.body).toContain(`\r\n2`);
    expect(exported.body).toContain(`,"'=HYPERLINK(""http://x"")",شركة,`);
  });
});
