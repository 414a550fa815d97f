import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, orderEvents } from '../src/db/schema.js';
import { markOverdueOrders } from '../src/modules/desk/overdue-sweep.js';
import { signIn } from './support/auth-helpers.js';
import type { ApiResponse } from './support/contract-client.js';
import {
  cancelRequest,
  issueIntegrationKey,
  notificationsOf,
  placeOrder,
  priceAll,
  priceRequest,
  type OrderBody,
} from './support/order-fixtures.js';
import {
  createCompany,
  createManager,
  createOrg,
  SUPERADMIN_PHONE,
  type Org,
} from './support/org-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { TestClock } from './support/test-clock.js';

/**
 * When a new order's first quote is due (its branch's working hours and target, in Riyadh time,
 * UTC+3 all year), and the sweep that tells the branch's manager, once, about an order that passed
 * it unpriced.
 */

interface Period {
  day: number;
  open: string;
  close: string;
}
interface BranchBody {
  _id: string;
  workingHours: Period[];
  firstQuoteTargetMinutes: number;
}
type DeskOrder = OrderBody & {
  firstQuoteDueAt: string | null;
  firstQuotedAt: string | null;
  overdueAt: string | null;
};
interface ErrorBody {
  code: string;
  message: string;
  errors?: { field: string; message: string }[];
}

/** Sunday 1 June 2025, 07:00 in Riyadh. */
const START = new Date('2025-06-01T04:00:00.000Z');

/** Riyadh wall-clock time as an instant (Riyadh is UTC+3, no daylight saving). */
const riyadh = (local: string): string =>
  new Date(new Date(`${local}:00.000Z`).getTime() - 3 * 3600_000).toISOString();

/** Sunday 09:00–13:00 and 16:00–20:00, Monday 09:00–17:00; closed the rest of the week. */
const HOURS: Period[] = [
  { day: 0, open: '09:00', close: '13:00' },
  { day: 0, open: '16:00', close: '20:00' },
  { day: 1, open: '09:00', close: '17:00' },
];

let t: TestApp;
let superadmin: string;
let org: Org;
let key: string;

beforeAll(async () => {
  t = await createTestApp({
    // The clock moves by weeks here: sessions outlive it.
    env: { ACCESS_TOKEN_TTL: '365d', REFRESH_FAMILY_TTL: '365d' },
    clock: new TestClock(START),
    // The sweeps here are the test's own, run when it says.
    backgroundSweeps: false,
  });
  superadmin = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  org = await createOrg(t, superadmin);
  key = await issueIntegrationKey(t, org.company.token);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

function moveTo(iso: string): void {
  const seconds = (new Date(iso).getTime() - t.clock.now().getTime()) / 1000;
  if (seconds < 0) throw new Error(`the clock cannot go back to ${iso}`);
  t.clock.advance(seconds);
}

const updateBranch = (body: unknown, token = org.company.token): Promise<ApiResponse> =>
  t.api.request({ method: 'PUT', url: `/api/v1/branches/${org.branchId}`, token, body });

async function branch(): Promise<BranchBody> {
  const answer = await t.api.get(`/api/v1/branches/${org.branchId}`, { token: org.company.token });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ branch: BranchBody }>().branch;
}

async function readOrder(id: string): Promise<DeskOrder> {
  const answer = await t.api.get(`/api/v1/orders/${id}`, { token: org.company.token });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ order: DeskOrder }>().order;
}

const newOrder = async (): Promise<DeskOrder> =>
  (await placeOrder(t, key, { sectionId: org.sectionId })) as DeskOrder;

async function overdueEvents(orderId: string) {
  return t.database.db
    .select({ actorType: orderEvents.actorType, createdAt: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'order.overdue')));
}

/** The notices each of the order's staff has about it. */
async function noticesAbout(order: OrderBody) {
  const of = async (userId: string) =>
    (await notificationsOf(t, userId)).filter((n) => n.message.includes(order.orderRef));
  return {
    company: await of(org.company.id),
    manager: await of(org.manager.id),
    agent: await of(org.agent.id),
  };
}

describe('branch working hours and the first-quote target', () => {
  it('a new branch opens Saturday to Thursday 08:00–22:00 and Friday 16:00–22:00, with a 30-minute target', async () => {
    const created = await branch();
    expect(created.firstQuoteTargetMinutes).toBe(30);
    const byDay = [...created.workingHours].sort((x, y) => x.day - y.day);
    expect(byDay).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((day) => ({
        day,
        open: day === 5 ? '16:00' : '08:00',
        close: '22:00',
      })),
    );
  });

  const invalid: [string, unknown, string][] = [
    [
      'a close before its open',
      { workingHours: [{ day: 0, open: '10:00', close: '09:00' }] },
      'workingHours.0',
    ],
    [
      'a close equal to its open',
      { workingHours: [{ day: 3, open: '10:00', close: '10:00' }] },
      'workingHours.0',
    ],
    [
      'the second period closing before it opens',
      {
        workingHours: [
          { day: 1, open: '08:00', close: '12:00' },
          { day: 1, open: '13:00', close: '12:30' },
        ],
      },
      'workingHours.1',
    ],
    [
      'two periods of a day overlapping',
      {
        workingHours: [
          { day: 2, open: '08:00', close: '12:00' },
          { day: 2, open: '11:00', close: '15:00' },
        ],
      },
      'workingHours.1',
    ],
    [
      'overlapping periods sent out of order',
      {
        workingHours: [
          { day: 4, open: '14:00', close: '18:00' },
          { day: 6, open: '08:00', close: '10:00' },
          { day: 4, open: '09:00', close: '15:00' },
        ],
      },
      'workingHours.',
    ],
    ['a target of 4 minutes', { firstQuoteTargetMinutes: 4 }, 'firstQuoteTargetMinutes'],
    ['a target over a day', { firstQuoteTargetMinutes: 1441 }, 'firstQuoteTargetMinutes'],
    [
      'an hour past 23 to open',
      { workingHours: [{ day: 0, open: '24:00', close: '24:00' }] },
      'workingHours.0.open',
    ],
    [
      'a day 7',
      { workingHours: [{ day: 7, open: '08:00', close: '09:00' }] },
      'workingHours.0.day',
    ],
  ];
  for (const [name, body, field] of invalid) {
    it(`refuses ${name} (400 naming ${field}), changing nothing`, async () => {
      const before = await branch();
      const answer = await updateBranch({
        ...(body as object),
        // A valid change sent along must not be applied either.
        branchName: 'فرع لا يحفظ',
      });
      expect(answer.statusCode, answer.body).toBe(400);
      const error = answer.json<ErrorBody>();
      expect(error.message).toMatch(/[\u0600-\u06FF]/);
      const fields = error.errors?.map((e) => e.field) ?? [];
      expect(
        fields.some((f) => f.startsWith(field)),
        JSON.stringify(fields),
      ).toBe(true);
      expect(await branch()).toEqual(before);
    });
  }

  it('a new branch takes its hours and target when created, under the same rules', async () => {
    const manager = await createManager(t, org.company.token);
    const branchesOfCompany = async () =>
      (
        await t.database.db
          .select({ id: branches.id })
          .from(branches)
          .where(eq(branches.companyId, org.company.id))
      ).length;
    const before = await branchesOfCompany();
    const create = (extra: Record<string, unknown>) =>
      t.api.post(
        '/api/v1/branches/',
        { branchName: 'فرع الدمام', address: 'الدمام', managerId: manager.id, ...extra },
        { token: org.company.token },
      );
    const refused = await create({
      workingHours: [
        { day: 2, open: '08:00', close: '12:00' },
        { day: 2, open: '11:59', close: '15:00' },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().errors?.map((e) => e.field)).toEqual(['workingHours.1']);
    expect((await create({ firstQuoteTargetMinutes: 4 })).statusCode).toBe(400);
    expect(await branchesOfCompany()).toBe(before);

    const created = await create({ workingHours: HOURS, firstQuoteTargetMinutes: 90 });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<{ branch: BranchBody }>().branch).toMatchObject({
      workingHours: HOURS,
      firstQuoteTargetMinutes: 90,
    });
    expect(await branchesOfCompany()).toBe(before + 1);
  });

  it('saves hours (periods may touch) and a target; only the company may change them', async () => {
    const touching = [
      { day: 6, open: '08:00', close: '12:00' },
      { day: 6, open: '12:00', close: '24:00' },
    ];
    const saved = await updateBranch({ workingHours: touching, firstQuoteTargetMinutes: 45 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ branch: BranchBody }>().branch).toMatchObject({
      workingHours: touching,
      firstQuoteTargetMinutes: 45,
    });
    expect(await branch()).toMatchObject({ workingHours: touching, firstQuoteTargetMinutes: 45 });

    const before = await branch();
    for (const token of [org.manager.token, org.agent.token]) {
      const refused = await updateBranch({ firstQuoteTargetMinutes: 60 }, token);
      expect(refused.statusCode).toBe(403);
    }
    expect(await branch()).toEqual(before);

    const set = await updateBranch({ workingHours: HOURS, firstQuoteTargetMinutes: 60 });
    expect(set.statusCode, set.body).toBe(200);
    expect(await branch()).toMatchObject({ workingHours: HOURS, firstQuoteTargetMinutes: 60 });
  });
});

describe('when the first quote is due', () => {
  // HOURS with a 60-minute target (set by the test above; checked here again).
  beforeAll(async () => {
    expect(await branch()).toMatchObject({ workingHours: HOURS, firstQuoteTargetMinutes: 60 });
  });

  const cases: [string, string, string][] = [
    ['before opening: counts from the opening', '2025-06-01T07:00', '2025-06-01T10:00'],
    ['within open hours: arrival plus the target', '2025-06-01T10:00', '2025-06-01T11:00'],
    ['across the midday break', '2025-06-01T12:30', '2025-06-01T16:30'],
    ['after closing: from the next day’s opening', '2025-06-01T21:00', '2025-06-02T10:00'],
    ['across the closed days of the week', '2025-06-02T16:30', '2025-06-08T09:30'],
    ['exactly at closing time', '2025-06-02T17:00', '2025-06-08T10:00'],
  ];
  for (const [name, arrives, due] of cases) {
    it(`${name}: arriving ${arrives} (Riyadh), due ${due}`, async () => {
      moveTo(riyadh(arrives));
      const order = await newOrder();
      expect(order.firstQuoteDueAt).toBe(riyadh(due));
      expect((await readOrder(order._id)).firstQuoteDueAt).toBe(riyadh(due));
      expect(order.overdueAt).toBeNull();
      expect(order.firstQuotedAt).toBeNull();
    });
  }

  it('an order keeps the due time set when it arrived, whatever the branch changes later', async () => {
    const order = await newOrder();
    const due = order.firstQuoteDueAt;
    expect(due).not.toBeNull();
    expect((await updateBranch({ firstQuoteTargetMinutes: 5 })).statusCode).toBe(200);
    expect((await readOrder(order._id)).firstQuoteDueAt).toBe(due);
    expect((await updateBranch({ firstQuoteTargetMinutes: 60 })).statusCode).toBe(200);
  });

  it('an order routed to no branch has no due time and is never marked', async () => {
    const lonely = await createCompany(t, superadmin);
    const lonelyKey = await issueIntegrationKey(t, lonely.token);
    const order = (await placeOrder(t, lonelyKey)) as DeskOrder;
    expect(order.branchName).toBeNull();
    expect(order.firstQuoteDueAt).toBeNull();
    t.clock.advance(3 * 24 * 3600);
    await markOverdueOrders(t.database.db, t.clock);
    expect(await overdueEvents(order._id)).toEqual([]);
    const read = await t.api.get(`/api/v1/orders/${order._id}`, { token: lonely.token });
    expect(read.json<{ order: DeskOrder }>().order.overdueAt).toBeNull();
  });
});

describe('marking overdue orders', () => {
  /** Moves to the next Sunday 10:00 (Riyadh) and places an order due at 11:00. */
  async function orderDueSoon(): Promise<DeskOrder> {
    const now = t.clock.now().getTime();
    let sunday = new Date('2025-06-01T07:00:00.000Z').getTime();
    while (sunday <= now) sunday += 7 * 24 * 3600_000;
    moveTo(new Date(sunday).toISOString());
    const order = await newOrder();
    expect(order.firstQuoteDueAt).toBe(new Date(sunday + 3600_000).toISOString());
    return order;
  }

  it('marks an order once it passes its due time: overdueAt, one event, one notice to the branch manager', async () => {
    const order = await orderDueSoon();
    const before = await noticesAbout(order);
    const due = order.firstQuoteDueAt!;

    moveTo(new Date(new Date(due).getTime() - 60_000).toISOString());
    await markOverdueOrders(t.database.db, t.clock);
    expect((await readOrder(order._id)).overdueAt).toBeNull();
    expect(await overdueEvents(order._id)).toEqual([]);

    moveTo(new Date(new Date(due).getTime() + 1_000).toISOString());
    const markedAt = t.clock.now().toISOString();
    await markOverdueOrders(t.database.db, t.clock);
    const marked = await readOrder(order._id);
    expect(marked.overdueAt).toBe(markedAt);
    expect(marked.status).toBe('pending');
    expect(await overdueEvents(order._id)).toEqual([
      { actorType: 'system', createdAt: new Date(markedAt) },
    ]);
    const after = await noticesAbout(order);
    expect(after.manager.length - before.manager.length).toBe(1);
    expect(after.company).toEqual(before.company);
    expect(after.agent).toEqual(before.agent);

    // Again later: nothing more.
    t.clock.advance(3600);
    await markOverdueOrders(t.database.db, t.clock);
    expect((await readOrder(order._id)).overdueAt).toBe(markedAt);
    expect(await overdueEvents(order._id)).toHaveLength(1);
    expect((await noticesAbout(order)).manager).toHaveLength(after.manager.length);

    // The history shows it, by the system.
    const timeline = await t.api.get(`/api/v1/orders/${order._id}/events`, {
      token: org.manager.token,
    });
    const events = timeline.json<{ events: { type: string; actor: { kind: string } }[] }>().events;
    expect(events.filter((e) => e.type === 'order.overdue')).toEqual([
      expect.objectContaining({ actor: { kind: 'system', name: null } }),
    ]);
  });

  it('two sweeps at once still mark each order once and tell the manager once', async () => {
    const first = await orderDueSoon();
    const second = await newOrder();
    const before = [await noticesAbout(first), await noticesAbout(second)];
    moveTo(new Date(new Date(second.firstQuoteDueAt!).getTime() + 60_000).toISOString());

    await Promise.all([
      markOverdueOrders(t.database.db, t.clock),
      markOverdueOrders(t.database.db, t.clock),
    ]);
    await Promise.all([
      markOverdueOrders(t.database.db, t.clock),
      markOverdueOrders(t.database.db, t.clock),
    ]);

    for (const [index, order] of [first, second].entries()) {
      expect((await readOrder(order._id)).overdueAt).not.toBeNull();
      expect(await overdueEvents(order._id)).toHaveLength(1);
      const after = await noticesAbout(order);
      expect(after.manager.length - before[index]!.manager.length).toBe(1);
      expect(after.company).toEqual(before[index]!.company);
    }
  });

  it('a priced or canceled order is never marked', async () => {
    const priced = await orderDueSoon();
    const canceled = await newOrder();
    t.clock.advance(600);
    expect((await priceRequest(t, org.agent.token, priced, priceAll(priced))).statusCode).toBe(200);
    expect((await cancelRequest(t, org.agent.token, canceled._id)).statusCode).toBe(200);
    const before = [await noticesAbout(priced), await noticesAbout(canceled)];
    t.clock.advance(7 * 24 * 3600);
    await markOverdueOrders(t.database.db, t.clock);
    for (const [index, order] of [priced, canceled].entries()) {
      expect((await readOrder(order._id)).overdueAt).toBeNull();
      expect(await overdueEvents(order._id)).toEqual([]);
      expect(await noticesAbout(order)).toEqual(before[index]);
    }
  });

  it('an order priced after it was marked keeps when it was marked and records its first quote', async () => {
    const order = await orderDueSoon();
    moveTo(new Date(new Date(order.firstQuoteDueAt!).getTime() + 5 * 60_000).toISOString());
    await markOverdueOrders(t.database.db, t.clock);
    const overdueAt = (await readOrder(order._id)).overdueAt;
    expect(overdueAt).not.toBeNull();
    t.clock.advance(60);
    expect((await priceRequest(t, org.agent.token, order, priceAll(order))).statusCode).toBe(200);
    const priced = await readOrder(order._id);
    expect(priced.overdueAt).toBe(overdueAt);
    expect(priced.firstQuotedAt).toBe(t.clock.now().toISOString());
  });
});
