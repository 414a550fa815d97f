import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orderEvents } from '../src/db/schema.js';
import {
  QUOTE_REMINDER_JOB,
  remindOfExpiry,
  reminderTime,
} from '../src/modules/quotes/quote-reminder.js';
import { signIn, uniqueIp } from './support/auth-helpers.js';
import { issueIntegrationKey, placeOrder, type OrderBody } from './support/order-fixtures.js';
import { createOrg, SUPERADMIN_PHONE, type Org } from './support/org-fixtures.js';
import { answerPublic, issue, priceEach, readPublic, tokenOf } from './support/quote-fixtures.js';
import {
  noticesAbout,
  postToLink,
  waitForHook as waitForHookOf,
} from './support/quote-link-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver.js';

/**
 * Before an open quote expires unanswered, the shop and its bot are reminded once: a
 * `quote.expiring` event (the order's history and a webhook for the bot to remind the customer)
 * and a notice to the order's staff, from a durable job queued with the version. Not for a
 * version the customer answered or asked to change, not for one superseded, and never twice.
 */

const HOUR = 3600;
const TITLE = 'عرض سعر يقترب من انتهاء صلاحيته';

let t: TestApp;
let org: Org;
let key: string;
let hooks: WebhookReceiver;

beforeAll(async () => {
  t = await createTestApp({
    // The clock moves by days here: sessions outlive it. The minute sweeps stay off, so only the
    // reminders' jobs act on the quotes.
    env: { ACCESS_TOKEN_TTL: '30d', REFRESH_FAMILY_TTL: '60d' },
    backgroundSweeps: false,
  });
  const superadmin = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  org = await createOrg(t, superadmin);
  key = await issueIntegrationKey(t, org.company.token);
  hooks = await startWebhookReceiver();
  const created = await t.api.post(
    '/api/v1/webhooks',
    { url: hooks.url, events: ['quote.expiring'] },
    { token: org.company.token },
  );
  expect(created.statusCode, created.body).toBe(201);
});
afterAll(async () => {
  await t?.close();
  await hooks?.close();
});

/** Moves the clock, then lets this process run every job that came due. */
async function advance(seconds: number): Promise<void> {
  t.clock.advance(seconds);
  t.app.jobRunner.wake();
  await t.app.jobRunner.settled();
}

async function reminders(order: OrderBody) {
  const rows = await t.database.db
    .select({ data: orderEvents.data, actorType: orderEvents.actorType })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order._id), eq(orderEvents.type, 'quote.expiring')));
  return rows as { data: { version: number; validUntil: string }; actorType: string }[];
}

const noticesOf = (person: { id: string }, order: OrderBody) =>
  noticesAbout(t, person, order, TITLE);
const waitForHook = (orderRef: string) => waitForHookOf(t, hooks, 'quote.expiring', orderRef);

async function quoted(): Promise<{ order: OrderBody; token: string; validUntil: string }> {
  const order = await placeOrder(t, key);
  const issued = await issue(t, org.agent.token, order._id, priceEach(order, 50));
  return { order, token: tokenOf(issued.link), validUntil: issued.quotes[0]!.validUntil };
}

describe('when the reminder goes', () => {
  it('24 hours before the end, never in the first half of the validity', () => {
    const at = new Date('2026-11-01T09:00:00Z');
    const after = (hours: number) => new Date(at.getTime() + hours * HOUR * 1000);
    // 48 h (the default): after a day.
    expect(reminderTime(at, after(48))).toEqual(after(24));
    // Longer: a day before the end.
    expect(reminderTime(at, after(72))).toEqual(after(48));
    expect(reminderTime(at, after(720))).toEqual(after(696));
    // Shorter than two days: half-way, not at once.
    expect(reminderTime(at, after(12))).toEqual(after(6));
    expect(reminderTime(at, after(1))).toEqual(new Date(at.getTime() + 1800_000));
  });
});

describe('an open version near its end', () => {
  it('is reminded of once: its history, a webhook for the bot and the staff’s bell', async () => {
    const { order, token, validUntil } = await quoted();
    await readPublic(t, token, uniqueIp());
    // One job, keyed by the version, due a day before the end.
    const queued = await t.database.db
      .select({ key: jobs.key, status: jobs.status, due: jobs.nextAttemptAt })
      .from(jobs)
      .where(and(eq(jobs.kind, QUOTE_REMINDER_JOB), eq(jobs.companyId, org.company.id)));
    const mine = queued.filter((job) => job.status === 'pending');
    expect(mine.length).toBeGreaterThanOrEqual(1);
    expect(
      mine.some((job) => job.due.getTime() === Date.parse(validUntil) - 24 * HOUR * 1000),
    ).toBe(true);

    await advance(23 * HOUR);
    expect(await reminders(order)).toEqual([]);
    await advance(HOUR + 60);
    expect(await reminders(order)).toEqual([
      { actorType: 'system', data: { version: 1, validUntil } },
    ]);
    for (const person of [org.company, org.manager, org.agent]) {
      const notices = await noticesOf(person, order);
      expect(notices, person.id).toHaveLength(1);
      expect(notices[0]!.message).toMatch(/تنتهي صلاحيته بعد 24 ساعة/);
      expect(notices[0]!.path).toBe(`/offers/${order._id}`);
    }
    await t.app.webhookDispatcher.settled();
    const hook = await waitForHook(order.orderRef);
    expect(hook.event.data.event.details).toEqual({ version: 1, validUntil });
    expect(hook.event.data.order?.quote).toMatchObject({ version: 1, status: 'viewed' });

    // Never twice: not by the runner, nor by the same job run again (at least once).
    await advance(HOUR);
    const { _id: quoteId } = (
      await t.api.get(`/api/v1/orders/${order._id}/quotes`, { token: org.agent.token })
    ).json<{ quotes: { _id: string }[] }>().quotes[0]!;
    expect(await remindOfExpiry({ db: t.database.db, clock: t.clock }, order._id, quoteId)).toBe(
      false,
    );
    expect(await reminders(order)).toHaveLength(1);
    expect(await noticesOf(org.agent, order)).toHaveLength(1);
    expect(
      hooks.received.filter((h) => h.event.data.order?.order.orderRef === order.orderRef),
    ).toHaveLength(1);
  });

  it('is not reminded of once the customer answered or asked for changes', async () => {
    const accepted = await quoted();
    const declined = await quoted();
    const changed = await quoted();
    const [pad] = accepted.order.pieces;
    expect(
      (
        await answerPublic(
          t,
          accepted.token,
          { version: 1, decision: 'accept', lines: [{ pieceId: pad!._id, option: 0 }] },
          uniqueIp(),
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await answerPublic(
          t,
          declined.token,
          { version: 1, decision: 'decline', reason: 'found_elsewhere' },
          uniqueIp(),
        )
      ).statusCode,
    ).toBe(200);
    const asked = await postToLink(t, changed.token, '/change-request', {
      version: 1,
      note: 'أرخص لو سمحت',
    });
    expect(asked.statusCode, asked.body).toBe(200);

    await advance(24 * HOUR + 60);
    for (const { order } of [accepted, declined, changed]) {
      expect(await reminders(order), order.orderRef).toEqual([]);
      expect(await noticesOf(org.company, order)).toEqual([]);
    }
  });

  it('is reminded of once per version: a version issued again replaces the first one’s reminder', async () => {
    const { order } = await quoted();
    await advance(2 * HOUR);
    const again = await issue(t, org.agent.token, order._id, priceEach(order, 45));
    const validUntil = again.quotes[0]!.validUntil;
    // The first version's time passes: it was superseded, so nothing.
    await advance(22 * HOUR + 60);
    expect(await reminders(order)).toEqual([]);
    // The second's comes two hours later, once.
    await advance(2 * HOUR);
    expect(await reminders(order)).toEqual([
      { actorType: 'system', data: { version: 2, validUntil } },
    ]);
    await advance(10 * HOUR);
    expect(await reminders(order)).toHaveLength(1);
    expect(await noticesOf(org.manager, order)).toHaveLength(1);
  });

  it('is not reminded of after it expired (a job that ran late) or was withdrawn', async () => {
    const late = await quoted();
    const withdrawn = await quoted();
    const canceled = await t.api.request({
      method: 'PUT',
      url: `/api/v1/orders/${withdrawn.order._id}/cancel`,
      token: org.agent.token,
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    // The server was down through the reminder's time and past the end.
    t.clock.advance(48 * HOUR + 60);
    t.app.jobRunner.wake();
    await t.app.jobRunner.settled();
    expect(await reminders(late.order)).toEqual([]);
    expect(await reminders(withdrawn.order)).toEqual([]);
  });
});
