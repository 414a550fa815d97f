import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, pieces, quotedParts, quotes, users } from '../src/db/schema.js';
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
  createAgent,
  createManagedBranch,
  createOrg,
  createSection,
  SUPERADMIN_PHONE,
  type Org,
} from './support/org-fixtures.js';
import { issueRequest, priceEach } from './support/quote-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * The pricing desk's claims: "I'm on it", taking over, releasing and assigning an order, who may
 * do which, what the order and its history show afterwards, who is told (never the person who
 * acted), and that pricing an order someone else holds is refused until it is taken over.
 */

interface Claim {
  userId: string;
  userName: string;
  kind: 'claimed' | 'assigned';
  at: string;
  assignedByName: string | null;
}
type DeskOrder = OrderBody & {
  claim: Claim | null;
  firstQuotedAt: string | null;
  firstQuoteDueAt: string | null;
  overdueAt: string | null;
};
interface ErrorBody {
  code: string;
  message: string;
  errors?: { field: string; message: string }[];
}
interface Staff {
  id: string;
  token: string;
  name: string;
}

let t: TestApp;
let superadmin: string;
let org: Org;
let other: Org;
let key: string;
/** The section's people: the org's agent, a colleague, an employee since deactivated. */
let agent: Staff;
let colleague: Staff;
let inactive: Staff;
let manager: Staff;
let admin: Staff;
/** An employee of another section of the same branch. */
let elsewhere: Staff;
let otherSection: string;
/** The manager running another branch of the same company. */
let otherBranchManager: string;

async function nameOf(id: string): Promise<string> {
  const [row] = await t.database.db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row.username;
}

async function staff(person: { id: string; phone: Org['agent']['phone'] }): Promise<Staff> {
  const token = (await signIn(t, person.phone)).accessToken;
  return { id: person.id, token, name: await nameOf(person.id) };
}

beforeAll(async () => {
  t = await createTestApp();
  superadmin = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  org = await createOrg(t, superadmin);
  other = await createOrg(t, superadmin);
  key = await issueIntegrationKey(t, org.company.token);
  agent = { id: org.agent.id, token: org.agent.token, name: await nameOf(org.agent.id) };
  manager = { id: org.manager.id, token: org.manager.token, name: await nameOf(org.manager.id) };
  admin = { id: org.company.id, token: org.company.token, name: await nameOf(org.company.id) };
  colleague = await staff(await createAgent(t, org.company.token, org.sectionId));
  inactive = await staff(await createAgent(t, org.company.token, org.sectionId));
  await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.id));
  otherSection = await createSection(t, org.company.token, {
    branchId: org.branchId,
    sectionName: 'قسم الكهرباء',
  });
  elsewhere = await staff(await createAgent(t, org.company.token, otherSection));
  otherBranchManager = (await createManagedBranch(t, org.company.token, 'فرع جدة')).manager.id;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** A new pending order of the section (routed there explicitly: the branch has two sections). */
const newOrder = (): Promise<OrderBody> => placeOrder(t, key, { sectionId: org.sectionId });

const claim = (token: string, id: string, body: unknown = {}): Promise<ApiResponse> =>
  t.api.request({ method: 'POST', url: `/api/v1/orders/${id}/claim`, token, body });
const release = (token: string, id: string): Promise<ApiResponse> =>
  t.api.request({ method: 'DELETE', url: `/api/v1/orders/${id}/claim`, token });
const assign = (token: string, id: string, userId: string | null): Promise<ApiResponse> =>
  t.api.request({ method: 'PUT', url: `/api/v1/orders/${id}/assignee`, token, body: { userId } });
const assignees = (token: string, id: string): Promise<ApiResponse> =>
  t.api.get(`/api/v1/orders/${id}/assignees`, { token });

function claimOf(response: ApiResponse): Claim | null {
  return response.json<{ order: DeskOrder }>().order.claim;
}

async function readOrder(id: string, token = admin.token): Promise<DeskOrder> {
  const answer = await t.api.get(`/api/v1/orders/${id}`, { token });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ order: DeskOrder }>().order;
}

/** Who holds the order as stored, and who assigned it. */
async function holder(id: string) {
  const [row] = await t.database.db
    .select({ claimedBy: orders.claimedBy, assignedBy: orders.assignedBy, status: orders.status })
    .from(orders)
    .where(eq(orders.id, id));
  return row;
}

async function eventsOf(id: string, type?: string) {
  const rows = await t.database.db
    .select({ type: orderEvents.type, actorId: orderEvents.actorId, data: orderEvents.data })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, id), type ? eq(orderEvents.type, type) : undefined))
    .orderBy(asc(orderEvents.id));
  return rows;
}

/** The notices a person has about an order (its reference in the text). */
async function noticesAbout(userId: string, order: OrderBody): Promise<string[]> {
  return (await notificationsOf(t, userId))
    .filter((n) => n.message.includes(order.orderRef))
    .map((n) => n.title);
}

/** How many notices each of these people has about the order now. */
async function noticeCounts(order: OrderBody, people: Staff[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const person of people) counts[person.id] = (await noticesAbout(person.id, order)).length;
  return counts;
}

/** Who received notices about the order since `before` (ids with the number of new ones). */
async function newNotices(
  order: OrderBody,
  before: Record<string, number>,
  people: Staff[],
): Promise<Record<string, number>> {
  const after = await noticeCounts(order, people);
  const changed: Record<string, number> = {};
  for (const person of people) {
    const added = (after[person.id] ?? 0) - (before[person.id] ?? 0);
    if (added !== 0) changed[person.id] = added;
  }
  return changed;
}

/** What the database holds of an order's pricing: status, piece prices, quotes, price memory. */
async function pricing(id: string) {
  const [order] = await t.database.db
    .select({ status: orders.status, firstQuotedAt: orders.firstQuotedAt })
    .from(orders)
    .where(eq(orders.id, id));
  const prices = await t.database.db
    .select({ price: pieces.price })
    .from(pieces)
    .where(eq(pieces.orderId, id));
  const versions = await t.database.db
    .select({ id: quotes.id })
    .from(quotes)
    .where(eq(quotes.orderId, id));
  const remembered = await t.database.db
    .select({ id: quotedParts.id })
    .from(quotedParts)
    .where(eq(quotedParts.orderId, id));
  return {
    ...order,
    prices: prices.map((p) => p.price),
    quotes: versions.length,
    remembered: remembered.length,
  };
}

const everyone = (): Staff[] => [admin, manager, agent, colleague, elsewhere];

describe('claiming an order', () => {
  it('shows the claim on the order, records it once, and claiming again changes nothing', async () => {
    const order = await newOrder();
    expect((await readOrder(order._id)).claim).toBeNull();
    const before = await noticeCounts(order, everyone());

    const claimed = await claim(agent.token, order._id);
    expect(claimed.statusCode, claimed.body).toBe(200);
    const expected: Claim = {
      userId: agent.id,
      userName: agent.name,
      kind: 'claimed',
      at: t.clock.now().toISOString(),
      assignedByName: null,
    };
    expect(claimOf(claimed)).toEqual(expected);
    expect((await readOrder(order._id)).claim).toEqual(expected);
    // The manager's queue shows it as the agent's too.
    expect((await readOrder(order._id, manager.token)).claim).toEqual(expected);

    t.clock.advance(30);
    const again = await claim(agent.token, order._id, { takeOver: false });
    expect(again.statusCode, again.body).toBe(200);
    expect(claimOf(again)).toEqual(expected);
    expect(await eventsOf(order._id, 'order.claimed')).toEqual([
      { type: 'order.claimed', actorId: agent.id, data: {} },
    ]);
    // Claiming a free order is nobody else's business: no notices at all.
    expect(await newNotices(order, before, everyone())).toEqual({});
  });

  it('of 20 people claiming the same order at once exactly one wins; the others get 409 naming the winner', async () => {
    const section = await createSection(t, org.company.token, {
      branchId: org.branchId,
      sectionName: 'قسم السباق',
    });
    const people: Staff[] = [];
    for (let i = 0; i < 20; i += 1) {
      people.push(await staff(await createAgent(t, org.company.token, section)));
    }
    const order = await placeOrder(t, key, { sectionId: section });

    const answers = await Promise.all(people.map((person) => claim(person.token, order._id)));

    const won = answers.filter((a) => a.statusCode === 200);
    const lost = answers.filter((a) => a.statusCode !== 200);
    expect(won).toHaveLength(1);
    expect(lost.map((a) => a.statusCode)).toEqual(Array(19).fill(409));
    const winner = people[answers.indexOf(won[0]!)]!;
    expect(claimOf(won[0]!)).toMatchObject({ userId: winner.id, kind: 'claimed' });
    for (const answer of lost) {
      const error = answer.json<ErrorBody>();
      expect(error.code).toBe('ORDER_CLAIMED');
      expect(error.message).toContain(winner.name);
    }
    expect(await holder(order._id)).toMatchObject({ claimedBy: winner.id, assignedBy: null });
    expect(await eventsOf(order._id, 'order.claimed')).toEqual([
      { type: 'order.claimed', actorId: winner.id, data: {} },
    ]);
  }, 120_000);

  it('a colleague’s claim is taken over only when asked; the colleague is told, the taker is not', async () => {
    const order = await newOrder();
    expect((await claim(agent.token, order._id)).statusCode).toBe(200);

    const refused = await claim(colleague.token, order._id);
    expect(refused.statusCode).toBe(409);
    const error = refused.json<ErrorBody>();
    expect(error.code).toBe('ORDER_CLAIMED');
    expect(error.message).toMatch(/[\u0600-\u06FF]/);
    expect(error.message).toContain(agent.name);
    expect(await holder(order._id)).toMatchObject({ claimedBy: agent.id, assignedBy: null });

    const before = await noticeCounts(order, everyone());
    t.clock.advance(60);
    const taken = await claim(colleague.token, order._id, { takeOver: true });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(claimOf(taken)).toEqual({
      userId: colleague.id,
      userName: colleague.name,
      kind: 'claimed',
      at: t.clock.now().toISOString(),
      assignedByName: null,
    });
    expect(await holder(order._id)).toMatchObject({ claimedBy: colleague.id });
    expect((await eventsOf(order._id, 'order.claimed')).map((e) => e.actorId)).toEqual([
      agent.id,
      colleague.id,
    ]);
    // Only the one whose order was taken hears of it.
    expect(await newNotices(order, before, everyone())).toEqual({ [agent.id]: 1 });
  });

  it('an assignment: an employee cannot take it over even when asking; a manager and the company can', async () => {
    for (const taker of [manager, admin]) {
      const order = await newOrder();
      expect((await assign(manager.token, order._id, agent.id)).statusCode).toBe(200);

      for (const body of [{}, { takeOver: true }]) {
        const refused = await claim(colleague.token, order._id, body);
        expect(refused.statusCode).toBe(409);
        const error = refused.json<ErrorBody>();
        expect(error.code).toBe('ORDER_ASSIGNED');
        expect(error.message).toContain(agent.name);
      }
      // Without asking, a manager is refused as well.
      const unasked = await claim(taker.token, order._id);
      expect(unasked.statusCode).toBe(409);
      expect(unasked.json<ErrorBody>().code).toBe('ORDER_ASSIGNED');
      expect(await holder(order._id)).toMatchObject({
        claimedBy: agent.id,
        assignedBy: manager.id,
      });

      const before = await noticeCounts(order, everyone());
      const taken = await claim(taker.token, order._id, { takeOver: true });
      expect(taken.statusCode, taken.body).toBe(200);
      expect(claimOf(taken)).toMatchObject({ userId: taker.id, kind: 'claimed' });
      expect(await holder(order._id)).toEqual({
        claimedBy: taker.id,
        assignedBy: null,
        status: 'pending',
      });
      expect(await newNotices(order, before, everyone())).toEqual({ [agent.id]: 1 });
    }
  });
});

describe('releasing an order', () => {
  it('the holder hands it back to the queue; the history records it', async () => {
    const order = await newOrder();
    expect((await claim(agent.token, order._id)).statusCode).toBe(200);
    const released = await release(agent.token, order._id);
    expect(released.statusCode, released.body).toBe(200);
    expect(claimOf(released)).toBeNull();
    expect((await readOrder(order._id)).claim).toBeNull();
    expect(await holder(order._id)).toMatchObject({ claimedBy: null, assignedBy: null });
    expect(await eventsOf(order._id, 'order.released')).toEqual([
      { type: 'order.released', actorId: agent.id, data: { fromUserId: agent.id } },
    ]);
    // The queue's "unclaimed" tab has it again.
    const queue = await t.api.get(
      `/api/v1/orders/?limit=30&claim=unclaimed&search=${encodeURIComponent(order.orderRef)}`,
      { token: colleague.token },
    );
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json<{ orders: DeskOrder[] }>().orders.map((o) => o._id)).toContain(order._id);
    // Releasing an order nobody holds changes nothing.
    const idle = await release(agent.token, order._id);
    expect(idle.statusCode, idle.body).toBe(200);
    expect(await eventsOf(order._id, 'order.released')).toHaveLength(1);
  });

  it('an employee cannot release a colleague’s claim (409); a manager can (200)', async () => {
    const order = await newOrder();
    expect((await claim(agent.token, order._id)).statusCode).toBe(200);

    const refused = await release(colleague.token, order._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().message).toContain(agent.name);
    expect(await holder(order._id)).toMatchObject({ claimedBy: agent.id });
    expect(await eventsOf(order._id, 'order.released')).toEqual([]);

    const released = await release(manager.token, order._id);
    expect(released.statusCode, released.body).toBe(200);
    expect(claimOf(released)).toBeNull();
    expect(await holder(order._id)).toMatchObject({ claimedBy: null });
    expect(await eventsOf(order._id, 'order.released')).toEqual([
      { type: 'order.released', actorId: manager.id, data: { fromUserId: agent.id } },
    ]);
  });
});

describe('assigning an order', () => {
  it('a manager or the company gives it to an employee of its section, who is told; the assigner is not', async () => {
    for (const assigner of [manager, admin]) {
      const order = await newOrder();
      const before = await noticeCounts(order, everyone());
      t.clock.advance(10);
      const assigned = await assign(assigner.token, order._id, colleague.id);
      expect(assigned.statusCode, assigned.body).toBe(200);
      const expected: Claim = {
        userId: colleague.id,
        userName: colleague.name,
        kind: 'assigned',
        at: t.clock.now().toISOString(),
        assignedByName: assigner.name,
      };
      expect(claimOf(assigned)).toEqual(expected);
      expect((await readOrder(order._id, colleague.token)).claim).toEqual(expected);
      expect(await holder(order._id)).toEqual({
        claimedBy: colleague.id,
        assignedBy: assigner.id,
        status: 'pending',
      });
      expect(await eventsOf(order._id, 'order.assigned')).toEqual([
        {
          type: 'order.assigned',
          actorId: assigner.id,
          data: { assigneeId: colleague.id, fromUserId: null },
        },
      ]);
      expect(await newNotices(order, before, everyone())).toEqual({ [colleague.id]: 1 });
      // The assignee's queue lists it under "mine".
      const mine = await t.api.get('/api/v1/orders/?limit=30&claim=mine', {
        token: colleague.token,
      });
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json<{ orders: DeskOrder[] }>().orders.map((o) => o._id)).toContain(order._id);
    }
  });

  it('moving a claimed order to someone else tells the one it was taken from and the new holder', async () => {
    const order = await newOrder();
    expect((await claim(agent.token, order._id)).statusCode).toBe(200);
    const before = await noticeCounts(order, everyone());
    const moved = await assign(manager.token, order._id, colleague.id);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(claimOf(moved)).toMatchObject({ userId: colleague.id, kind: 'assigned' });
    expect(await newNotices(order, before, everyone())).toEqual({
      [agent.id]: 1,
      [colleague.id]: 1,
    });
  });

  it('a manager assigning an order to itself is told nothing', async () => {
    const order = await newOrder();
    const before = await noticeCounts(order, everyone());
    const assigned = await assign(manager.token, order._id, manager.id);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(claimOf(assigned)).toMatchObject({ userId: manager.id, kind: 'assigned' });
    expect(await newNotices(order, before, everyone())).toEqual({});
  });

  it('assigning the same person again changes nothing; null takes the assignment back and tells the one who had it', async () => {
    const order = await newOrder();
    expect((await assign(manager.token, order._id, colleague.id)).statusCode).toBe(200);
    const before = await noticeCounts(order, everyone());
    const again = await assign(admin.token, order._id, colleague.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(claimOf(again)).toMatchObject({
      userId: colleague.id,
      kind: 'assigned',
      assignedByName: manager.name,
    });
    expect(await eventsOf(order._id, 'order.assigned')).toHaveLength(1);
    expect(await newNotices(order, before, everyone())).toEqual({});

    const taken = await assign(manager.token, order._id, null);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(claimOf(taken)).toBeNull();
    expect(await holder(order._id)).toMatchObject({ claimedBy: null, assignedBy: null });
    expect((await eventsOf(order._id, 'order.assigned')).map((e) => e.data)).toEqual([
      { assigneeId: colleague.id, fromUserId: null },
      { assigneeId: null, fromUserId: colleague.id },
    ]);
    expect(await newNotices(order, before, everyone())).toEqual({ [colleague.id]: 1 });
    // Nothing assigned: null again changes nothing.
    expect((await assign(manager.token, order._id, null)).statusCode).toBe(200);
    expect(await eventsOf(order._id, 'order.assigned')).toHaveLength(2);
  });

  it('refuses an assignee outside the section, of another company or inactive (400 on userId), changing nothing', async () => {
    const order = await newOrder();
    expect((await claim(agent.token, order._id)).statusCode).toBe(200);
    const before = await noticeCounts(order, everyone());
    const cases: [string, string][] = [
      ['an employee of another section', elsewhere.id],
      ['an employee of another company', other.agent.id],
      ['the manager of another company', other.manager.id],
      ['the manager of another branch', otherBranchManager],
      ['an inactive employee', inactive.id],
      ['the company itself', admin.id],
      ['nobody known', '0b5e3c1a-7f2d-4c8e-9a1b-2d3e4f5a6b7c'],
    ];
    for (const [name, userId] of cases) {
      for (const assigner of [manager, admin]) {
        const refused = await assign(assigner.token, order._id, userId);
        expect(refused.statusCode, name).toBe(400);
        const error = refused.json<ErrorBody>();
        expect(error.code, name).toBe('ASSIGNEE_INVALID');
        expect(
          error.errors?.map((e) => e.field),
          name,
        ).toEqual(['userId']);
      }
    }
    expect(await holder(order._id)).toMatchObject({ claimedBy: agent.id, assignedBy: null });
    expect(await eventsOf(order._id, 'order.assigned')).toEqual([]);
    expect(await newNotices(order, before, everyone())).toEqual({});
  });

  it('an employee may not assign (403), nor list who can take an order; nothing changes', async () => {
    const order = await newOrder();
    const refused = await assign(agent.token, order._id, colleague.id);
    expect(refused.statusCode).toBe(403);
    expect((await assignees(agent.token, order._id)).statusCode).toBe(403);
    expect(await holder(order._id)).toMatchObject({ claimedBy: null, assignedBy: null });
    expect(await eventsOf(order._id, 'order.assigned')).toEqual([]);
  });

  it('lists the section’s active employees and the branch manager, with the pending orders each holds, fewest first', async () => {
    const order = await newOrder();
    type Assignee = { _id: string; username: string; role: string; pendingCount: number };
    const listed = async (token = manager.token): Promise<Assignee[]> => {
      const answer = await assignees(token, order._id);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ assignees: Assignee[] }>().assignees;
    };
    const first = await listed();
    expect(first.map((a) => a._id).sort()).toEqual([agent.id, colleague.id, manager.id].sort());
    expect(first.find((a) => a._id === agent.id)).toMatchObject({
      username: agent.name,
      role: 'agent',
    });
    expect(first.find((a) => a._id === manager.id)).toMatchObject({ role: 'manager' });
    const counts = first.map((a) => a.pendingCount);
    expect(counts).toEqual([...counts].sort((x, y) => x - y));
    // The company sees the same list.
    expect((await listed(admin.token)).map((a) => a._id).sort()).toEqual(
      first.map((a) => a._id).sort(),
    );

    // A claim adds one to its holder's count; pricing it (no longer pending) takes it away.
    const held = await newOrder();
    expect((await claim(colleague.token, held._id)).statusCode).toBe(200);
    const countOf = (list: Assignee[], id: string) =>
      list.find((a) => a._id === id)?.pendingCount ?? -1;
    const second = await listed();
    expect(
      countOf(second, colleague.id),
      'the holder’s pendingCount after it claimed one more pending order',
    ).toBe(countOf(first, colleague.id) + 1);
    expect(countOf(second, agent.id)).toBe(countOf(first, agent.id));
    expect((await priceRequest(t, colleague.token, held, priceAll(held))).statusCode).toBe(200);
    expect(countOf(await listed(), colleague.id)).toBe(countOf(first, colleague.id));
  });
});

describe('pricing and claims', () => {
  it('pricing an order a colleague holds is refused (409) by both pricing calls, and nothing is priced', async () => {
    const order = await newOrder();
    expect((await claim(agent.token, order._id)).statusCode).toBe(200);
    const before = await pricing(order._id);
    for (const pricer of [colleague, manager, admin]) {
      const put = await priceRequest(t, pricer.token, order, priceAll(order));
      const post = await issueRequest(t, pricer.token, order._id, priceEach(order));
      for (const answer of [put, post]) {
        expect(answer.statusCode, answer.body).toBe(409);
        const error = answer.json<ErrorBody>();
        expect(error.code).toBe('ORDER_CLAIMED');
        expect(error.message).toContain(agent.name);
      }
    }
    expect(await pricing(order._id)).toEqual(before);
    expect(before).toMatchObject({ status: 'pending', quotes: 0, remembered: 0 });
    expect(await eventsOf(order._id, 'order.priced')).toEqual([]);
  });

  it('an assignment blocks pricing the same way (409 ORDER_ASSIGNED)', async () => {
    const order = await newOrder();
    expect((await assign(manager.token, order._id, agent.id)).statusCode).toBe(200);
    const before = await pricing(order._id);
    const put = await priceRequest(t, colleague.token, order, priceAll(order));
    const post = await issueRequest(t, colleague.token, order._id, priceEach(order));
    for (const answer of [put, post]) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json<ErrorBody>().code).toBe('ORDER_ASSIGNED');
    }
    expect(await pricing(order._id)).toEqual(before);
    // The assignee prices it.
    expect((await issueRequest(t, agent.token, order._id, priceEach(order))).statusCode).toBe(200);
  });

  it('after taking the order over, the taker prices it', async () => {
    const viaPut = await newOrder();
    const viaPost = await newOrder();
    for (const order of [viaPut, viaPost]) {
      expect((await claim(agent.token, order._id)).statusCode).toBe(200);
      expect((await claim(colleague.token, order._id, { takeOver: true })).statusCode).toBe(200);
    }
    const put = await priceRequest(t, colleague.token, viaPut, priceAll(viaPut));
    expect(put.statusCode, put.body).toBe(200);
    const post = await issueRequest(t, colleague.token, viaPost._id, priceEach(viaPost));
    expect(post.statusCode, post.body).toBe(200);
    for (const order of [viaPut, viaPost]) {
      const priced = await readOrder(order._id);
      expect(priced.status).toBe('completed');
      expect(priced.claim).toMatchObject({ userId: colleague.id });
      // Once quoted the order has left the queue: a new version (the customer asked for a
      // better price, say) is anyone's who may price, the one who lost it too.
      const again = await issueRequest(t, agent.token, order._id, priceEach(order, 90));
      expect(again.statusCode, again.body).toBe(200);
    }
  });

  it('pricing an unclaimed order makes the pricer its holder and records the first quote’s time', async () => {
    const cases: [Staff, 'put' | 'post'][] = [
      [agent, 'put'],
      [colleague, 'post'],
      [manager, 'put'],
      [admin, 'post'],
    ];
    for (const [pricer, call] of cases) {
      const order = await newOrder();
      t.clock.advance(120);
      const pricedAt = t.clock.now().toISOString();
      const answer =
        call === 'put'
          ? await priceRequest(t, pricer.token, order, priceAll(order))
          : await issueRequest(t, pricer.token, order._id, priceEach(order));
      expect(answer.statusCode, answer.body).toBe(200);
      const body = answer.json<{ order: DeskOrder }>().order;
      expect(body.claim).toMatchObject({ userId: pricer.id, userName: pricer.name });
      expect(body.firstQuotedAt).toBe(pricedAt);
      expect(await holder(order._id)).toMatchObject({ claimedBy: pricer.id });

      // A second version keeps the first quote's time.
      t.clock.advance(60);
      expect(
        (await issueRequest(t, pricer.token, order._id, priceEach(order, 77))).statusCode,
      ).toBe(200);
      expect((await readOrder(order._id)).firstQuotedAt).toBe(pricedAt);
    }
  });

  it('the pricer is never told of its own pricing; the company and the branch manager are', async () => {
    const cases: [Staff, 'put' | 'post', Staff[]][] = [
      [agent, 'put', [admin, manager]],
      [agent, 'post', [admin, manager]],
      [manager, 'put', [admin]],
      [manager, 'post', [admin]],
      [admin, 'put', [manager]],
    ];
    for (const [pricer, call, told] of cases) {
      const order = await newOrder();
      const before = await noticeCounts(order, everyone());
      const answer =
        call === 'put'
          ? await priceRequest(t, pricer.token, order, priceAll(order))
          : await issueRequest(t, pricer.token, order._id, priceEach(order));
      expect(answer.statusCode, answer.body).toBe(200);
      const expected = Object.fromEntries(told.map((person) => [person.id, 1]));
      expect(await newNotices(order, before, everyone()), `${pricer.name} ${call}`).toEqual(
        expected,
      );
    }
  });

  it('the holder is told when someone else’s action settles its order; the actor is not', async () => {
    // The manager cancels an order the agent holds: the agent hears of it, the manager does not.
    const order = await newOrder();
    expect((await claim(agent.token, order._id)).statusCode).toBe(200);
    const before = await noticeCounts(order, everyone());
    expect((await cancelRequest(t, manager.token, order._id)).statusCode).toBe(200);
    expect(await newNotices(order, before, everyone())).toEqual({ [admin.id]: 1, [agent.id]: 1 });
  });

  it('a completed or canceled order cannot be claimed, released or assigned (409), and stays as it was', async () => {
    const completed = await newOrder();
    expect((await priceRequest(t, agent.token, completed, priceAll(completed))).statusCode).toBe(
      200,
    );
    const canceled = await newOrder();
    expect((await cancelRequest(t, manager.token, canceled._id)).statusCode).toBe(200);
    for (const order of [completed, canceled]) {
      const before = await holder(order._id);
      const events = await eventsOf(order._id);
      const answers = [
        await claim(colleague.token, order._id),
        await claim(manager.token, order._id, { takeOver: true }),
        await release(agent.token, order._id),
        await assign(manager.token, order._id, colleague.id),
      ];
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(409);
        expect(answer.json<ErrorBody>().code).toBe('ORDER_NOT_PENDING');
        expect(answer.json<ErrorBody>().message).toMatch(/[\u0600-\u06FF]/);
      }
      expect(await holder(order._id)).toEqual(before);
      expect(await eventsOf(order._id)).toEqual(events);
    }
  });

  it('another company’s staff and an employee of another section get 404 and change nothing', async () => {
    const order = await newOrder();
    const events = await eventsOf(order._id);
    const probes = [
      (token: string) => claim(token, order._id, { takeOver: true }),
      (token: string) => release(token, order._id),
    ];
    for (const token of [
      other.company.token,
      other.manager.token,
      other.agent.token,
      elsewhere.token,
    ]) {
      for (const probe of probes) expect((await probe(token)).statusCode).toBe(404);
    }
    for (const token of [other.company.token, other.manager.token]) {
      expect((await assign(token, order._id, other.agent.id)).statusCode).toBe(404);
      expect((await assignees(token, order._id)).statusCode).toBe(404);
    }
    expect(await holder(order._id)).toMatchObject({ claimedBy: null, assignedBy: null });
    expect(await eventsOf(order._id)).toEqual(events);
  });

  it('claiming and pricing at once: one of them wins, and the order agrees with the answers', async () => {
    for (let round = 0; round < 4; round += 1) {
      const order = await newOrder();
      const [claimed, priced] = await Promise.all([
        claim(agent.token, order._id),
        priceRequest(t, colleague.token, order, priceAll(order)),
      ]);
      const state = await pricing(order._id);
      const stored = await holder(order._id);
      if (priced.statusCode === 200) {
        // The pricing came first: the order is no longer pending, the claim is refused.
        expect(claimed.statusCode).toBe(409);
        expect(claimed.json<ErrorBody>().code).toBe('ORDER_NOT_PENDING');
        expect(stored).toMatchObject({ claimedBy: colleague.id, status: 'completed' });
        expect(state.quotes).toBe(1);
      } else {
        // The claim came first: the pricing is refused and nothing of it was written.
        expect(claimed.statusCode).toBe(200);
        expect(priced.statusCode).toBe(409);
        expect(priced.json<ErrorBody>().code).toBe('ORDER_CLAIMED');
        expect(stored).toMatchObject({ claimedBy: agent.id, status: 'pending' });
        expect(state).toMatchObject({ quotes: 0, remembered: 0, firstQuotedAt: null });
      }
    }
  });

  it('the superadmin reads orders but neither claims nor assigns (403)', async () => {
    const order = await newOrder();
    expect((await claim(superadmin, order._id)).statusCode).toBe(403);
    expect((await release(superadmin, order._id)).statusCode).toBe(403);
    expect((await assign(superadmin, order._id, agent.id)).statusCode).toBe(403);
    expect((await assignees(superadmin, order._id)).statusCode).toBe(403);
    expect(await holder(order._id)).toMatchObject({ claimedBy: null });
  });
});
