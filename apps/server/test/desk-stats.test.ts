import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/auth-helpers.js';
import {
  cancelRequest,
  issueIntegrationKey,
  placeOrder,
  priceAll,
  priceRequest,
} from './support/order-fixtures.js';
import {
  createAgent,
  createOrg,
  createSection,
  SUPERADMIN_PHONE,
  type Org,
} from './support/org-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { TestClock } from './support/test-clock.js';

/**
 * The pricing desk's figures over a period: the orders that arrived in it, where they stand, how
 * long their first quotes took against the branch's target, their value, per branch, section and
 * first pricer, each within the caller's reach.
 */

interface Figures {
  orders: number;
  pending: number;
  completed: number;
  canceled: number;
  firstQuoted: number;
  medianFirstQuoteMinutes: number | null;
  withinTargetPercent: number | null;
  quotedHalalas: number;
  accepted: number;
  declined: number;
  acceptedHalalas: number;
}
interface Group {
  id: string | null;
  name: string | null;
  figures: Figures;
}
interface DeskStats {
  from: string;
  to: string;
  totals: Figures;
  byBranch: Group[];
  bySection: Group[];
  byAgent: Group[];
}

/** Sunday 1 June 2025, 10:00 in Riyadh: the branch (default hours, 30-minute target) is open. */
const START = new Date('2025-06-01T07:00:00.000Z');
const DAY = '2025-06-01';

let t: TestApp;
let org: Org;
let key: string;
let colleague: { id: string; token: string };
let otherSectionAgent: string;

beforeAll(async () => {
  t = await createTestApp({
    // The clock moves by an hour: sessions outlive it.
    env: { ACCESS_TOKEN_TTL: '1d' },
    clock: new TestClock(START),
  });
  const superadmin = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  org = await createOrg(t, superadmin);
  key = await issueIntegrationKey(t, org.company.token);
  const person = await createAgent(t, org.company.token, org.sectionId);
  colleague = { id: person.id, token: (await signIn(t, person.phone)).accessToken };
  const otherSection = await createSection(t, org.company.token, {
    branchId: org.branchId,
    sectionName: 'قسم الكهرباء',
  });
  otherSectionAgent = (
    await signIn(t, (await createAgent(t, org.company.token, otherSection)).phone)
  ).accessToken;

  // Four orders arrive at 10:00 in the section: priced after 10 and 20 minutes (within the
  // target), after 50 minutes (late), one canceled; a fifth, in the other section, waits.
  const orders = [];
  for (let i = 0; i < 4; i += 1)
    orders.push(await placeOrder(t, key, { sectionId: org.sectionId }));
  await placeOrder(t, key, { sectionId: otherSection });
  t.clock.advance(10 * 60);
  expect(
    (await priceRequest(t, org.agent.token, orders[0]!, priceAll(orders[0]!, 100))).statusCode,
  ).toBe(200);
  t.clock.advance(10 * 60);
  expect(
    (await priceRequest(t, colleague.token, orders[1]!, priceAll(orders[1]!, 50))).statusCode,
  ).toBe(200);
  t.clock.advance(30 * 60);
  expect(
    (await priceRequest(t, org.agent.token, orders[2]!, priceAll(orders[2]!, 10))).statusCode,
  ).toBe(200);
  expect((await cancelRequest(t, org.agent.token, orders[3]!._id)).statusCode).toBe(200);
});
afterAll(() => t?.close());

function deskStats(token: string, query = `from=${DAY}&to=${DAY}`) {
  return t.api.get(`/api/v1/stats/desk?${query}`, { token });
}

describe('the desk figures', () => {
  it('count the period’s orders, their first quotes against the target, and their value', async () => {
    const response = await deskStats(org.company.token);
    expect(response.statusCode, response.body).toBe(200);
    const stats = response.json<DeskStats>();
    expect(stats.totals).toMatchObject({
      orders: 5,
      pending: 1,
      completed: 3,
      canceled: 1,
      firstQuoted: 3,
      medianFirstQuoteMinutes: 20,
      withinTargetPercent: 66.7,
      accepted: 0,
      declined: 0,
      acceptedHalalas: 0,
    });
    expect(stats.totals.quotedHalalas).toBeGreaterThan(0);

    // Per first pricer: the agent priced two (10 and 50 minutes), the colleague one (20).
    const byAgent = new Map(stats.byAgent.map((group) => [group.id, group.figures]));
    expect(byAgent.get(org.agent.id)).toMatchObject({
      firstQuoted: 2,
      medianFirstQuoteMinutes: 30,
      withinTargetPercent: 50,
    });
    expect(byAgent.get(colleague.id)).toMatchObject({ firstQuoted: 1, withinTargetPercent: 100 });
    expect(stats.byBranch.map((group) => [group.id, group.figures.orders])).toEqual([
      [org.branchId, 5],
    ]);
    // A section is named with its branch: two branches may each have «قسم المحركات».
    expect(stats.bySection.map((group) => [group.name, group.figures.orders])).toEqual([
      [`قسم المحركات — ${stats.byBranch[0]?.name}`, 4],
      [`قسم الكهرباء — ${stats.byBranch[0]?.name}`, 1],
    ]);
  });

  it('are within the caller’s reach: an employee sees its section only', async () => {
    const stats = (await deskStats(otherSectionAgent)).json<DeskStats>();
    expect(stats.totals).toMatchObject({ orders: 1, pending: 1, firstQuoted: 0 });
    expect(stats.totals.medianFirstQuoteMinutes).toBeNull();
    expect(stats.totals.withinTargetPercent).toBeNull();
    expect(stats.byAgent).toEqual([]);
  });

  it('cover only the days asked for', async () => {
    const stats = (
      await deskStats(org.company.token, 'from=2025-06-02&to=2025-06-30')
    ).json<DeskStats>();
    expect(stats.totals.orders).toBe(0);
    expect(stats.byBranch).toEqual([]);
  });

  it('refuse a period that ends before it starts, or is longer than a year, naming the field', async () => {
    for (const [query, field] of [
      ['from=2025-06-02&to=2025-06-01', 'to'],
      ['from=2024-01-01&to=2025-06-01', 'from'],
    ] as const) {
      const response = await deskStats(org.company.token, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ errors?: { field: string }[] }>().errors?.[0]?.field).toBe(field);
    }
  });
});
