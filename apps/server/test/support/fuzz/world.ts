import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import {
  aiQuestions,
  aiTasks,
  branches,
  orders,
  pieces,
  sections,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from '../../../src/db/schema.js';
import type { Phone } from '../../../src/lib/phone.js';
import { codeSentTo, refreshCookieOf, signIn, uniquePhone } from '../auth-helpers.js';
import { issueIntegrationKey, placeOrder, priceAll, priceRequest } from '../order-fixtures.js';
import {
  createAgent,
  createManagedBranch,
  createManager,
  createOrg,
  createSection,
  registerUser,
  SUPERADMIN_PHONE,
  userForm,
  type Org,
} from '../org-fixtures.js';
import { issue, priceEach, tokenOf } from '../quote-fixtures.js';
import type { TestApp } from '../test-app.js';
import type { Fingerprint } from './fingerprint.js';

/**
 * The small world the fuzzer calls into: one company (`org`) with a branch, a section, a manager,
 * an employee, orders (one priced, two with a shared quote), webhook endpoints with deliveries,
 * bot content and an uploaded image; a second company whose ids the first must not reach; and
 * rows made only to be deleted or edited, so destructive cases never take away what other cases
 * rely on (the four signed-in people and their company).
 */

export const ROLES = ['superadmin', 'admin', 'manager', 'agent'] as const;
export type Role = (typeof ROLES)[number];

export interface Pools {
  /** Users PUT /users/{id} may target: sacrificial staff, the world's staff, another company's. */
  users: string[];
  /** Users DELETE may remove: sacrificial ones and another company's employee. */
  deletableUsers: string[];
  managers: string[];
  branches: string[];
  deletableBranches: string[];
  sections: string[];
  deletableSections: string[];
  orders: string[];
  orderRefs: string[];
  piecesByOrder: Map<string, string[]>;
  webhooks: string[];
  deletableWebhooks: string[];
  /** `msg_…` ids of webhook deliveries. */
  deliveries: string[];
  aiTasks: string[];
  aiQuestions: string[];
  images: string[];
  /** Customers' quote-link tokens and the order each shows. */
  quoteTokens: { token: string; orderId: string }[];
  /** Cursors of the integration's order changes. */
  cursors: string[];
  /** Refresh cookies of sessions made for the refresh and logout operations, not sent yet. */
  refreshCookies: string[];
  /** Refresh cookies already sent once (rotated or revoked since). */
  usedCookies: string[];
  /** Phones the sign-in operations may be called with (never the four signed-in people's). */
  phones: Phone[];
}

export interface World {
  tokens: Record<Role, string>;
  userIds: Record<Role, string>;
  org: Org;
  other: Org;
  /** The world company's integration key; replaced when a case rotates it. */
  integrationKey: string;
  otherIntegrationKey: string;
  pools: Pools;
  /** What is stored, as the last refused case left it (undefined once anything may have changed). */
  lastFingerprint?: Fingerprint;
  /** A valid PNG, for multipart image fields. */
  png: Buffer;
  /** Rows created for destructive cases, by kind (they stay in the pools only while they exist). */
  sacrificial: {
    users: Set<string>;
    branches: Set<string>;
    sections: Set<string>;
    webhooks: Set<string>;
  };
}

/** Loopback, port 9 (discard): nothing listens, and the dispatcher is stopped anyway. */
export const SAFE_WEBHOOK_URL = 'http://127.0.0.1:9/fuzz-hooks';

async function createWebhook(t: TestApp, token: string, url: string): Promise<string> {
  const created = await t.api.post(
    '/api/v1/webhooks',
    { url, events: ['order.created', 'order.priced'] },
    { token },
  );
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ endpoint: { _id: string } }>().endpoint._id;
}

export async function buildWorld(t: TestApp): Promise<World> {
  const superadmin = await signIn(t, SUPERADMIN_PHONE);
  const org = await createOrg(t, superadmin.accessToken);
  const other = await createOrg(t, superadmin.accessToken);
  const admin = org.company.token;

  const integrationKey = await issueIntegrationKey(t, admin);
  const otherIntegrationKey = await issueIntegrationKey(t, other.company.token);

  // Orders: routed to the world's branch and section, so its manager and employee reach them.
  const routed = { branchId: org.branchId, sectionId: org.sectionId };
  const placed = [];
  for (let i = 0; i < 8; i += 1) placed.push(await placeOrder(t, integrationKey, routed));
  placed.push(await placeOrder(t, integrationKey));
  await placeOrder(t, otherIntegrationKey);
  const [priced, quotedA, quotedB] = placed;
  if (!priced || !quotedA || !quotedB) throw new Error('orders were not placed');
  const pricedAnswer = await priceRequest(t, admin, priced, priceAll(priced));
  expect(pricedAnswer.statusCode, pricedAnswer.body).toBe(200);
  const quoteTokens = [];
  for (const order of [quotedA, quotedB]) {
    const issued = await issue(t, admin, order._id, priceEach(order));
    quoteTokens.push({ token: tokenOf(issued.link), orderId: order._id });
  }

  // Rows to delete or edit.
  const sacrificialUsers = new Set<string>();
  const sacrificialBranches = new Set<string>();
  const sacrificialSections = new Set<string>();
  for (let i = 0; i < 4; i += 1)
    sacrificialUsers.add((await createAgent(t, admin, org.sectionId)).id);
  for (let i = 0; i < 2; i += 1) sacrificialUsers.add((await createManager(t, admin)).id);
  for (let i = 0; i < 3; i += 1) {
    const { branchId, manager } = await createManagedBranch(t, admin, `فرع ${i}`);
    sacrificialBranches.add(branchId);
    sacrificialUsers.add(manager.id);
    sacrificialSections.add(await createSection(t, admin, { branchId, sectionName: `قسم ${i}` }));
  }
  for (let i = 0; i < 3; i += 1) {
    sacrificialSections.add(
      await createSection(t, admin, { branchId: org.branchId, sectionName: `قسم إضافي ${i}` }),
    );
  }

  // Webhook endpoints (two kept, three to delete) and deliveries to resend.
  const kept = [
    await createWebhook(t, admin, SAFE_WEBHOOK_URL),
    await createWebhook(t, admin, `${SAFE_WEBHOOK_URL}/2`),
  ];
  const sacrificialWebhooks = new Set<string>();
  for (let i = 0; i < 3; i += 1)
    sacrificialWebhooks.add(await createWebhook(t, admin, `${SAFE_WEBHOOK_URL}/d${i}`));
  for (const id of kept) {
    const tested = await t.api.post(`/api/v1/webhooks/${id}/test`, undefined, { token: admin });
    expect(tested.statusCode, tested.body).toBe(202);
  }

  // Bot content of the company and of the manager's branch.
  for (const token of [admin, org.manager.token]) {
    const saved = await t.api.post(
      '/api/v1/users/ai',
      {
        task: [{ content: 'أجب عن أسئلة قطع الغيار بلطف' }],
        questions: [{ title: 'الدوام', question: 'متى تفتحون؟', answer: 'من ٨ صباحًا إلى ١٠ مساءً' }],
      },
      { token },
    );
    expect(saved.statusCode, saved.body).toBe(200);
  }

  // An uploaded image (an employee's photo).
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0a7' } })
    .png()
    .toBuffer();
  const form = userForm('agent', uniquePhone(), { section: org.sectionId });
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  const withImage = await registerUser(t, admin, form);
  expect(withImage.statusCode, withImage.body).toBe(201);
  sacrificialUsers.add(withImage.json<{ user: { _id: string } }>().user._id);

  // Sessions for the refresh and logout operations, of people no other case signs in as.
  const refreshCookies: string[] = [];
  const phones: Phone[] = [];
  for (let i = 0; i < 2; i += 1) {
    const person = await createAgent(t, admin, org.sectionId);
    phones.push(person.phone);
    for (let j = 0; j < 2; j += 1)
      refreshCookies.push((await signIn(t, person.phone)).refreshCookie);
  }
  // A company that signed up and has not confirmed its number yet.
  const pending = uniquePhone();
  const signedUp = await t.api.post('/api/v1/auth/registeradmin', {
    username: `شركة ${pending.number}`,
    email: `p${pending.number}@parts.example`,
    phone: pending,
  });
  expect(signedUp.statusCode, signedUp.body).toBe(201);
  phones.push(pending);

  const changes = await t.api.request({
    method: 'GET',
    url: '/api/v1/integration/orders?since=now',
    headers: { 'x-integration-key': integrationKey },
    apiKey: null,
  });
  expect(changes.statusCode, changes.body).toBe(200);

  const world: World = {
    tokens: {
      superadmin: superadmin.accessToken,
      admin,
      manager: org.manager.token,
      agent: org.agent.token,
    },
    userIds: {
      superadmin: superadmin.userId,
      admin: org.company.id,
      manager: org.manager.id,
      agent: org.agent.id,
    },
    org,
    other,
    integrationKey,
    otherIntegrationKey,
    png,
    sacrificial: {
      users: sacrificialUsers,
      branches: sacrificialBranches,
      sections: sacrificialSections,
      webhooks: sacrificialWebhooks,
    },
    pools: {
      users: [],
      deletableUsers: [],
      managers: [],
      branches: [],
      deletableBranches: [],
      sections: [],
      deletableSections: [],
      orders: [],
      orderRefs: [],
      piecesByOrder: new Map(),
      webhooks: kept,
      deletableWebhooks: [],
      deliveries: [],
      aiTasks: [],
      aiQuestions: [],
      images: [],
      quoteTokens,
      cursors: ['now', changes.json<{ cursor: string }>().cursor],
      refreshCookies,
      usedCookies: [],
      phones,
    },
  };
  await refreshPools(t, world);
  return world;
}

/** Re-reads the ids that cases create and delete (before each operation's cases). */
export async function refreshPools(t: TestApp, world: World): Promise<void> {
  const db = t.database.db;
  const companies = [world.org.company.id, world.other.company.id];
  const { pools, sacrificial, org, other } = world;

  const staff = await db
    .select({ id: users.id, role: users.role, companyId: users.companyId, imageId: users.imageId })
    .from(users)
    .where(inArray(users.companyId, companies));
  const exists = new Set(staff.map((user) => user.id));
  const worldPeople = new Set(Object.values(world.userIds));
  pools.users = [...sacrificial.users, ...worldPeople, other.agent.id, other.manager.id].filter(
    (id) => exists.has(id) || worldPeople.has(id),
  );
  pools.deletableUsers = [...sacrificial.users, other.agent.id].filter((id) => exists.has(id));
  pools.managers = staff.filter((user) => user.role === 'manager').map((user) => user.id);
  pools.images = staff.flatMap((user) => (user.imageId ? [user.imageId] : []));

  const branchRows = await db
    .select({ id: branches.id })
    .from(branches)
    .where(inArray(branches.companyId, companies));
  pools.branches = branchRows.map((row) => row.id);
  pools.deletableBranches = pools.branches.filter(
    (id) => sacrificial.branches.has(id) || id === other.branchId,
  );

  const sectionRows = await db
    .select({ id: sections.id })
    .from(sections)
    .where(inArray(sections.companyId, companies));
  pools.sections = sectionRows.map((row) => row.id);
  pools.deletableSections = pools.sections.filter(
    (id) => sacrificial.sections.has(id) || id === other.sectionId,
  );

  const orderRows = await db
    .select({ id: orders.id, ref: orders.orderRef })
    .from(orders)
    .where(inArray(orders.companyId, companies));
  pools.orders = orderRows.map((row) => row.id);
  pools.orderRefs = orderRows.map((row) => row.ref);
  const pieceRows = await db
    .select({ id: pieces.id, orderId: pieces.orderId })
    .from(pieces)
    .where(inArray(pieces.companyId, companies));
  pools.piecesByOrder = new Map();
  for (const piece of pieceRows) {
    pools.piecesByOrder.set(piece.orderId, [
      ...(pools.piecesByOrder.get(piece.orderId) ?? []),
      piece.id,
    ]);
  }

  const endpointRows = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, org.company.id));
  pools.webhooks = endpointRows.map((row) => row.id).filter((id) => !sacrificial.webhooks.has(id));
  pools.deletableWebhooks = endpointRows
    .map((row) => row.id)
    .filter((id) => sacrificial.webhooks.has(id));
  const deliveryRows = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.companyId, org.company.id))
    .limit(50);
  pools.deliveries = deliveryRows.map((row) => `msg_${row.id.replaceAll('-', '')}`);

  const taskRows = await db
    .select({ id: aiTasks.id })
    .from(aiTasks)
    .where(inArray(aiTasks.companyId, companies));
  pools.aiTasks = taskRows.map((row) => row.id);
  const questionRows = await db
    .select({ id: aiQuestions.id })
    .from(aiQuestions)
    .where(inArray(aiQuestions.companyId, companies));
  pools.aiQuestions = questionRows.map((row) => row.id);
}

/** The last code texted to a phone, if any was. */
export function lastCodeFor(t: TestApp, phone: unknown): string | null {
  if (phone === null || typeof phone !== 'object') return null;
  try {
    return codeSentTo(t, phone as Phone);
  } catch {
    return null;
  }
}

export { refreshCookieOf };
