import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { codeSentTo, signIn, uniqueIp, uniquePhone } from './support/auth-helpers.js';
import {
  auditPage,
  everyAuditRowText,
  newestEvent,
  type AuditEventBody,
} from './support/audit-fixtures.js';
import { issueIntegrationKey, placeOrder } from './support/order-fixtures.js';
import {
  createAgent,
  createCompany,
  createOrg,
  SUPERADMIN_PHONE,
  type Org,
} from './support/org-fixtures.js';
import { issue, type LineInput } from './support/quote-fixtures.js';
import { deleteUser, form, updateUser } from './support/tenant-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Every audited change beyond the settings and branches (audit-log.test.ts): sections, staff and
 * profiles, the integration key, webhooks, sign-ins and failed sign-ins, exports, new prices,
 * and the platform's events (companies, the salary). Each writes one event in the right log, with
 * the fields before and after and never a secret.
 */

let t: TestApp;
let superadmin: string;
let superadminId: string;
let org: Org;
let rival: Org;

beforeAll(async () => {
  t = await createTestApp();
  const session = await signIn(t, SUPERADMIN_PHONE);
  superadmin = session.accessToken;
  superadminId = session.userId;
  org = await createOrg(t, superadmin);
  rival = await createOrg(t, superadmin);
});
afterAll(async () => t?.close());

function changesOf(event: AuditEventBody | undefined) {
  return Object.fromEntries(
    (event?.changes ?? []).map((change) => [
      change.item ? `${change.field}:${change.item}` : change.field,
      [change.before, change.after],
    ]),
  );
}

const name = (phone: { number: string }) => `موظف ${phone.number}`;

describe('sections', () => {
  it('records a section a manager opens, a company renames and deletes', async () => {
    const created = await t.api.post(
      '/api/v1/sections/',
      { sectionName: 'قطع المحركات' },
      { token: org.manager.token },
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ section: { _id: string } }>().section._id;
    const opened = await newestEvent(t, org.company.token, 'section.created');
    expect(opened).toMatchObject({
      kind: 'organisation',
      actor: { _id: org.manager.id, role: 'manager', name: name(org.manager.phone) },
      target: { type: 'section', _id: id, label: 'قطع المحركات' },
    });
    expect(changesOf(opened)).toEqual({
      sectionName: [null, 'قطع المحركات'],
      branch: [null, 'فرع الرياض'],
    });

    const renamed = await t.api.request({
      method: 'PUT',
      url: `/api/v1/sections/${id}`,
      token: org.company.token,
      body: { sectionName: 'المحركات والقير' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(changesOf(await newestEvent(t, org.company.token, 'section.updated'))).toEqual({
      sectionName: ['قطع المحركات', 'المحركات والقير'],
    });

    const deleted = await t.api.request({
      method: 'DELETE',
      url: `/api/v1/sections/${id}`,
      token: org.company.token,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await newestEvent(t, org.company.token, 'section.deleted'))?.target).toEqual({
      type: 'section',
      _id: id,
      label: 'المحركات والقير',
    });
  });
});

describe('staff and profiles', () => {
  it('records a person added, moved, renamed and deleted, with where they work by name', async () => {
    const sectionB = await t.api.post(
      '/api/v1/sections/',
      { sectionName: 'الكهرباء' },
      { token: org.manager.token },
    );
    const sectionId = sectionB.json<{ section: { _id: string } }>().section._id;
    const agent = await createAgent(t, org.company.token, org.sectionId);
    const added = await newestEvent(t, org.company.token, 'user.created');
    expect(added).toMatchObject({
      actor: { _id: org.company.id, role: 'admin' },
      target: { type: 'agent', _id: agent.id, label: name(agent.phone) },
    });
    expect(changesOf(added)).toMatchObject({
      username: [null, name(agent.phone)],
      phone: [null, `+966 ${agent.phone.number}`],
      branch: [null, 'فرع الرياض'],
      section: [null, 'قسم المحركات'],
    });

    const moved = await updateUser(
      t,
      org.manager.token,
      agent.id,
      form({ section: sectionId, username: 'سالم الحربي' }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const event = await newestEvent(t, org.company.token, 'user.updated');
    expect(event?.actor).toMatchObject({ _id: org.manager.id, role: 'manager' });
    expect(changesOf(event)).toEqual({
      username: [name(agent.phone), 'سالم الحربي'],
      section: ['قسم المحركات', 'الكهرباء'],
    });

    const removed = await deleteUser(t, org.company.token, agent.id);
    expect(removed.statusCode).toBe(200);
    expect(await newestEvent(t, org.company.token, 'user.deleted')).toMatchObject({
      target: { type: 'agent', _id: agent.id, label: 'سالم الحربي' },
    });
  });

  it('records someone’s own profile change as theirs', async () => {
    const changed = await updateUser(
      t,
      org.agent.token,
      org.agent.id,
      form({ description: 'متخصص في قطع تويوتا' }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const event = await newestEvent(t, org.company.token, 'profile.updated');
    expect(event).toMatchObject({
      actor: { _id: org.agent.id, role: 'agent' },
      target: { type: 'agent', _id: org.agent.id },
    });
    expect(changesOf(event)).toEqual({ description: [null, 'متخصص في قطع تويوتا'] });
  });
});

describe('the integration key and webhooks', () => {
  it('records each new key as replacing the last, never the key', async () => {
    const first = await issueIntegrationKey(t, org.company.token);
    const firstEvent = await newestEvent(t, org.company.token, 'integration_key.rotated');
    expect(changesOf(firstEvent)).toEqual({
      key: [null, 'set'],
      keyPrefix: [null, first.slice(0, 12)],
    });
    const second = await issueIntegrationKey(t, org.company.token);
    expect(changesOf(await newestEvent(t, org.company.token, 'integration_key.rotated'))).toEqual({
      key: ['set', 'set'],
      keyPrefix: [first.slice(0, 12), second.slice(0, 12)],
    });
    const stored = await everyAuditRowText(t);
    expect(stored).not.toContain(first);
    expect(stored).not.toContain(second);
  });

  it('records an endpoint added, changed, its secret renewed and removed, never a secret', async () => {
    const added = await t.api.post(
      '/api/v1/webhooks',
      { url: 'http://127.0.0.1:9/hook', events: ['order.created'], description: 'البوت' },
      { token: org.company.token },
    );
    expect(added.statusCode, added.body).toBe(201);
    const { endpoint, secret } = added.json<{ endpoint: { _id: string }; secret: string }>();
    expect(changesOf(await newestEvent(t, org.company.token, 'webhook.created'))).toEqual({
      url: [null, 'http://127.0.0.1:9/hook'],
      description: [null, 'البوت'],
      events: [null, ['order.created']],
      enabled: [null, true],
      secret: [null, 'set'],
    });

    const changed = await t.api.request({
      method: 'PUT',
      url: `/api/v1/webhooks/${endpoint._id}`,
      token: org.company.token,
      body: { events: ['order.created', 'quote.accepted'], enabled: false },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changesOf(await newestEvent(t, org.company.token, 'webhook.updated'))).toEqual({
      events: [['order.created'], ['order.created', 'quote.accepted']],
      enabled: [true, false],
    });

    const rotated = await t.api.post(`/api/v1/webhooks/${endpoint._id}/secret`, undefined, {
      token: org.company.token,
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const newSecret = rotated.json<{ secret: string }>().secret;
    expect(changesOf(await newestEvent(t, org.company.token, 'webhook.secret_rotated'))).toEqual({
      secret: ['set', 'set'],
    });

    const removed = await t.api.request({
      method: 'DELETE',
      url: `/api/v1/webhooks/${endpoint._id}`,
      token: org.company.token,
    });
    expect(removed.statusCode).toBe(200);
    expect(await newestEvent(t, org.company.token, 'webhook.deleted')).toMatchObject({
      target: { type: 'webhook', _id: endpoint._id, label: 'http://127.0.0.1:9/hook' },
    });

    const stored = await everyAuditRowText(t);
    for (const value of [secret, newSecret]) {
      expect(stored).not.toContain(value);
      expect(stored).not.toContain(value.slice(6));
    }
  });
});

describe('sign-ins', () => {
  it('records a sign-in with who, from where and with which browser', async () => {
    const ip = uniqueIp();
    const login = await t.api.post('/api/v1/auth/login', { phone: org.agent.phone }, { ip });
    expect(login.statusCode).toBe(200);
    const verified = await t.api.request({
      method: 'POST',
      url: '/api/v1/auth/verify',
      body: { phone: org.agent.phone, otp: codeSentTo(t, org.agent.phone) },
      ip,
      headers: { 'user-agent': 'Mozilla/5.0 (Android 14) Chrome/126' },
    });
    expect(verified.statusCode).toBe(200);
    const event = await newestEvent(t, org.company.token, 'auth.signed_in');
    expect(event).toMatchObject({
      kind: 'sign_ins',
      actor: { _id: org.agent.id, role: 'agent', name: name(org.agent.phone) },
      target: { type: 'agent', _id: org.agent.id },
      changes: [],
      ip,
      userAgent: 'Mozilla/5.0 (Android 14) Chrome/126',
    });
  });

  it('records a wrong code against the account, the number masked and never the code', async () => {
    const ip = uniqueIp();
    await t.api.post('/api/v1/auth/login', { phone: org.manager.phone }, { ip });
    const right = codeSentTo(t, org.manager.phone);
    const wrong = right === '0000' ? '1111' : '0000';
    const refused = await t.api.post(
      '/api/v1/auth/verify',
      { phone: org.manager.phone, otp: wrong },
      { ip },
    );
    expect(refused.statusCode).toBe(400);
    const event = await newestEvent(t, org.company.token, 'auth.sign_in_failed');
    const national = org.manager.phone.number.slice(1);
    expect(event).toMatchObject({
      actor: { _id: org.manager.id, role: 'manager' },
      details: {
        reason: 'wrong_code',
        phone: `+966 ${national[0]}${'•'.repeat(national.length - 4)}${national.slice(-3)}`,
      },
      ip,
    });
    expect(JSON.stringify(event?.details)).not.toContain(org.manager.phone.number.slice(1));
    // Nothing else: not the code tried.
    expect(Object.keys(event?.details ?? {}).sort()).toEqual(['phone', 'reason']);
  });

  it('records a number no account has in the platform’s log, with nobody as its actor', async () => {
    const stranger = uniquePhone();
    const ip = uniqueIp();
    const refused = await t.api.post('/api/v1/auth/login', { phone: stranger }, { ip });
    expect(refused.statusCode).toBe(404);
    const event = (await auditPage(t, superadmin, { kind: 'sign_ins' })).events.find(
      (candidate) => candidate.action === 'auth.sign_in_failed',
    );
    expect(event).toMatchObject({
      actor: null,
      target: null,
      details: { reason: 'unknown_number' },
      ip,
    });
    expect(await everyAuditRowText(t)).not.toContain(stranger.number.slice(1));
    // No company sees it.
    for (const token of [org.company.token, rival.company.token]) {
      const failures = await auditPage(t, token, { kind: 'sign_ins' });
      expect(failures.events.some((e) => e.ip === ip)).toBe(false);
    }
  });
});

describe('exports', () => {
  it('records an employee’s orders export with its filters in the company’s log', async () => {
    const exported = await t.api.get('/api/v1/orders/exports/?status=pending&from=2025-01-01', {
      token: org.agent.token,
    });
    expect(exported.statusCode).toBe(200);
    expect(await newestEvent(t, org.company.token, 'orders.exported')).toMatchObject({
      kind: 'exports',
      actor: { _id: org.agent.id, role: 'agent' },
      target: { type: 'orders', _id: null, label: null },
      details: { status: 'pending', from: '2025-01-01' },
    });
  });

  it('records the superadmin’s export in the platform’s log', async () => {
    const exported = await t.api.get('/api/v1/orders/exports/', { token: superadmin });
    expect(exported.statusCode).toBe(200);
    expect(await newestEvent(t, superadmin, 'orders.exported')).toMatchObject({
      actor: { _id: superadminId, role: 'superadmin' },
    });
    expect(
      (await auditPage(t, org.company.token, { actorId: superadminId, kind: 'exports' })).events,
    ).toEqual([]);
  });
});

describe('prices', () => {
  it('records a new version that changes prices, part by part, and not the first pricing', async () => {
    const key = await issueIntegrationKey(t, rival.company.token);
    const order = await placeOrder(t, key);
    const [oil, pads] = order.pieces;
    const lines = (oilPrice: number, padsLine: LineInput): LineInput[] => [
      { pieceId: oil!._id, options: [{ price: oilPrice }] },
      padsLine,
    ];
    await issue(
      t,
      rival.agent.token,
      order._id,
      lines(120, { pieceId: pads!._id, options: [{ price: 300 }] }),
    );
    expect(await newestEvent(t, rival.company.token, 'quote.repriced')).toBeUndefined();

    await issue(
      t,
      rival.company.token,
      order._id,
      lines(100, {
        pieceId: pads!._id,
        options: [
          { kind: 'original', price: 300 },
          { kind: 'commercial', price: 180 },
        ],
      }),
    );
    const event = await newestEvent(t, rival.company.token, 'quote.repriced');
    expect(event).toMatchObject({
      kind: 'prices',
      actor: { _id: rival.company.id, role: 'admin' },
      target: { type: 'order', _id: order._id, label: order.orderRef },
      details: { version: 2 },
    });
    // 2 × oil 120 → 100; pads one price 300 → original 300, commercial 180; VAT 15 %.
    expect(changesOf(event)).toEqual({
      'unitPrice:فلتر زيت': [12000, 10000],
      'unitPrice:فحمات فرامل أمامية': [30000, null],
      'unitPrice.original:فحمات فرامل أمامية': [null, 30000],
      'unitPrice.commercial:فحمات فرامل أمامية': [null, 18000],
      quoteTotal: [62100, 57500],
    });
    expect(event?.changes.every((change) => change.format === 'money')).toBe(true);

    // The same prices again (a new validity) change no price.
    await issue(
      t,
      rival.agent.token,
      order._id,
      lines(100, {
        pieceId: pads!._id,
        options: [
          { kind: 'original', price: 300 },
          { kind: 'commercial', price: 180 },
        ],
      }),
    );
    const repriced = await auditPage(t, rival.company.token, { kind: 'prices' });
    expect(repriced.events).toHaveLength(1);

    // A part made unavailable.
    await issue(
      t,
      rival.agent.token,
      order._id,
      lines(100, { pieceId: pads!._id, unavailable: true }),
    );
    expect(changesOf(await newestEvent(t, rival.company.token, 'quote.repriced'))).toMatchObject({
      'available:فحمات فرامل أمامية': [true, false],
      'unitPrice.original:فحمات فرامل أمامية': [30000, null],
    });
  });
});

describe('the platform', () => {
  it('records companies created, changed and deleted by the superadmin in its log only', async () => {
    const company = await createCompany(t, superadmin);
    const created = await newestEvent(t, superadmin, 'company.created');
    expect(created).toMatchObject({
      kind: 'companies',
      actor: { _id: superadminId, role: 'superadmin' },
      target: { type: 'company', _id: company.id, label: `شركة ${company.phone.number}` },
    });
    expect(changesOf(created)).toMatchObject({ defaultEmployeeCost: [null, 200] });

    const changed = await updateUser(
      t,
      superadmin,
      company.id,
      form({ defaultEmployeeCost: '350.5', username: 'قطع الشرق' }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changesOf(await newestEvent(t, superadmin, 'company.updated'))).toEqual({
      username: [`شركة ${company.phone.number}`, 'قطع الشرق'],
      defaultEmployeeCost: [200, 350.5],
    });

    // The company's own log holds its own doings, not the platform's.
    expect((await auditPage(t, company.token)).events.map((event) => event.action).sort()).toEqual([
      'auth.signed_in',
    ]);

    const deleted = await deleteUser(t, superadmin, company.id);
    expect(deleted.statusCode).toBe(200);
    expect(await newestEvent(t, superadmin, 'company.deleted')).toMatchObject({
      target: { type: 'company', _id: company.id, label: 'قطع الشرق' },
    });
    // Its trail stays after it is gone.
    const [kept] = rowsOf<{ count: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as count from audit_events where company_id = ${company.id}::uuid`,
      ),
    );
    expect(kept?.count).toBe(1);
  });

  it('records a company that signs itself up when it confirms its number', async () => {
    const phone = uniquePhone();
    const ip = uniqueIp();
    const registered = await t.api.post(
      '/api/v1/auth/registeradmin',
      { username: 'مؤسسة السلام', email: `s${phone.number}@parts.example`, phone },
      { ip },
    );
    expect(registered.statusCode).toBe(201);
    expect(
      (await auditPage(t, superadmin, { kind: 'companies' })).events.some(
        (event) => event.target?.label === 'مؤسسة السلام',
      ),
    ).toBe(false);
    const activated = await t.api.post(
      '/api/v1/auth/activate',
      { phone, otp: codeSentTo(t, phone) },
      { ip },
    );
    expect(activated.statusCode).toBe(200);
    const event = await newestEvent(t, superadmin, 'company.created');
    expect(event).toMatchObject({
      actor: { role: 'admin', name: 'مؤسسة السلام' },
      target: { type: 'company', label: 'مؤسسة السلام' },
      ip,
    });
    expect(event?.actor?._id).toBe(event?.target?._id);
  });

  it('records the salary the superadmin sets', async () => {
    const saved = await t.api.request({
      method: 'PUT',
      url: '/api/v1/users/salary',
      token: superadmin,
      body: { salary: 250 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(changesOf(await newestEvent(t, superadmin, 'salary.updated'))).toEqual({
      salary: [200, 250],
    });
  });

  it('never shows a company’s own events to the superadmin, nor the platform’s to a company', async () => {
    const platform = await auditPage(t, superadmin);
    expect(platform.events.length).toBeGreaterThan(0);
    const companyIds = new Set([org.company.id, rival.company.id]);
    expect(
      platform.events.filter(
        (event) =>
          event.actor && companyIds.has(event.actor._id) && event.action !== 'company.created',
      ),
    ).toEqual([]);
    expect(new Set(platform.events.map((event) => event.kind)).has('organisation')).toBe(false);
    const mine = await auditPage(t, org.company.token);
    expect(mine.events.some((event) => event.kind === 'companies')).toBe(false);
    expect(mine.events.every((event) => event.actor?._id !== rival.company.id)).toBe(true);
  });
});

describe('what the log never holds', () => {
  it('has no one-time code, refresh token or signing secret in any row', async () => {
    const stored = await everyAuditRowText(t);
    expect(stored).not.toMatch(/whsec_/);
    expect(stored).not.toMatch(/tsk_[A-Za-z0-9_-]{20,}/);
    expect(stored).not.toMatch(/"otp"|"code":/);
  });
});
