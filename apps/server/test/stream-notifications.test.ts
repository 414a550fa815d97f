import { request, type IncomingMessage } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamTickets } from '../src/db/schema.js';
import { sha256 } from '../src/lib/secrets.js';
import { signIn, type Session } from './support/auth-helpers.js';
import {
  isNotificationFrame,
  isOrderFrame,
  openEventStream,
  type StreamFrame,
} from './support/event-stream-client.js';
import { writeNotification } from './support/notification-fixtures.js';
import { issueIntegrationKey, placeOrder } from './support/order-fixtures.js';
import {
  createAgent,
  createOrg,
  createSection,
  SUPERADMIN_PHONE,
  type Org,
} from './support/org-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const STREAM = '/api/v1/notifications/stream';

/**
 * A stream whose client reads nothing after the response's head until `readToEnd`, which then
 * reads what had reached it and counts its events.
 */
async function openStalledStream(url: string) {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    request(url, { agent: false }, (res) => {
      res.pause();
      resolve(res);
    })
      .on('error', reject)
      .end();
  });
  expect(response.statusCode).toBe(200);
  return {
    /** Resolves once the server has closed the response (or never, if it holds it open). */
    readToEnd: () =>
      new Promise<number>((resolve) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        // A cut connection ends the response early: 'aborted'/'error' precede 'close'.
        response.on('error', () => {});
        response.once('close', () =>
          resolve(text.split('\n\n').filter((frame) => frame.includes('data:')).length),
        );
        response.resume();
      }),
  };
}

const isEvent = isNotificationFrame;
const isPing = (frame: StreamFrame) => frame.comments.includes('ping');

describe('the live notification stream', () => {
  let t: TestApp;
  let base: string;
  let org: Org;
  let manager: Session;
  const logLines: string[] = [];

  const ticketFor = async (token: string) => {
    const response = await t.api.post('/api/v1/notifications/stream-ticket', undefined, { token });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ ticket: string; expiresIn: number }>();
  };
  const streamUrl = (token: string) => `${base}${STREAM}?token=${encodeURIComponent(token)}`;
  /** A stream answer that is not a stream, through the contract-checking client. */
  const refused = (query: string) => t.api.get(`${STREAM}${query}`, { apiKey: null });

  beforeAll(async () => {
    t = await createTestApp({
      env: { STREAM_HEARTBEAT: '1s', LOG_LEVEL: 'info' },
      logStream: { write: (line) => void logLines.push(line) },
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const superadmin = await signIn(t, SUPERADMIN_PHONE);
    org = await createOrg(t, superadmin.accessToken);
    manager = await signIn(t, org.manager.phone);
  });
  afterAll(() => t.close());

  it('refuses an unknown, malformed or missing token before streaming', async () => {
    for (const query of ['?token=not-a-ticket', '?token=a.b.c', `?token=${'x'.repeat(43)}`]) {
      const response = await refused(query);
      expect(response.statusCode, query).toBe(401);
      expect(response.json<{ message: string }>().message).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await refused('')).statusCode).toBe(400);
    expect((await refused('?token=')).statusCode).toBe(400);
  });

  it('gives a one-minute ticket, stored only as its hash', async () => {
    const { ticket, expiresIn } = await ticketFor(manager.accessToken);
    expect(expiresIn).toBe(60);
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const rows = await t.database.db
      .select({ tokenHash: streamTickets.tokenHash, userId: streamTickets.userId })
      .from(streamTickets)
      .where(eq(streamTickets.tokenHash, sha256(ticket)));
    expect(rows).toEqual([{ tokenHash: sha256(ticket), userId: org.manager.id }]);
    const all = await t.database.db
      .select({ tokenHash: streamTickets.tokenHash })
      .from(streamTickets);
    expect(all.some((row) => row.tokenHash === ticket)).toBe(false);
  });

  it('opens a stream once per ticket', async () => {
    const { ticket } = await ticketFor(manager.accessToken);
    const stream = await openEventStream(streamUrl(ticket));
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['cache-control']).toContain('no-cache');
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    // A document's security headers mean nothing on an event stream, and Node keeps a response's
    // head for as long as the stream stays open: tens of thousands of them in one process.
    expect(stream.headers).not.toHaveProperty('content-security-policy');
    expect(stream.headers).not.toHaveProperty('strict-transport-security');
    expect(stream.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const again = await refused(`?token=${ticket}`);
    expect(again.statusCode).toBe(401);
    stream.close();
  });

  it('answers HEAD with the stream’s head and no body', async () => {
    const { ticket } = await ticketFor(manager.accessToken);
    const head = await t.app.inject({
      method: 'HEAD',
      url: `${STREAM}?token=${encodeURIComponent(ticket)}`,
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(head.body).toBe('');
  });

  it('refuses a ticket after its minute', async () => {
    const { ticket } = await ticketFor(manager.accessToken);
    t.clock.advance(61);
    expect((await refused(`?token=${ticket}`)).statusCode).toBe(401);
  });

  it("delivers a notification written after connecting, and only the user's own", async () => {
    const { ticket } = await ticketFor(manager.accessToken);
    const stream = await openEventStream(streamUrl(ticket));
    await stream.next((frame) => frame.comments.includes('connected'));

    // Someone else's notification first: it must not arrive on this stream.
    await writeNotification(t.database.db, {
      userId: org.agent.id,
      companyId: org.company.id,
      title: 'ليس لك',
    });
    const id = await writeNotification(t.database.db, {
      userId: org.manager.id,
      companyId: org.company.id,
      title: 'طلب جديد',
      message: 'وصل طلب تسعير جديد من محمد العتيبي',
    });

    const event = await stream.next(isEvent);
    expect(JSON.parse(event.data ?? '')).toEqual({
      title: 'طلب جديد',
      message: 'وصل طلب تسعير جديد من محمد العتيبي',
      path: '/offers',
    });
    expect(event.id).toBe(id);
    expect(stream.frames.filter(isEvent)).toHaveLength(1);
    stream.close();
  });

  it("brings a chat bot's new order to the branch manager's open stream", async () => {
    const key = await issueIntegrationKey(t, org.company.token);
    const { ticket } = await ticketFor(manager.accessToken);
    const stream = await openEventStream(streamUrl(ticket));
    await stream.next((frame) => frame.comments.includes('connected'));

    const order = await placeOrder(t, key, { sectionId: org.sectionId });

    const event = await stream.next(isEvent);
    const [stored] = (
      await t.api.get('/api/v1/notifications/?limit=1', { token: manager.accessToken })
    ).json<{
      notifications: { _id: string; title: string; message: string; path: string }[];
    }>().notifications;
    expect(event.id).toBe(stored?._id);
    // The live copy opens what the stored one opens: the order itself.
    expect(JSON.parse(event.data ?? '')).toEqual({
      title: stored?.title,
      message: stored?.message,
      path: `/offers/${order._id}`,
    });
    expect(stored?.path).toBe(`/offers/${order._id}`);
    expect(stored?.message).toContain(order.orderRef);
    stream.close();
  });

  it('sends a comment line at every heartbeat', async () => {
    const { ticket } = await ticketFor(manager.accessToken);
    const stream = await openEventStream(streamUrl(ticket));
    const ping = await stream.next(isPing, 5_000);
    expect(ping.data).toBeUndefined();
    stream.close();
  });

  it('ends when its session is signed out', async () => {
    const session = await signIn(t, org.manager.phone);
    const { ticket } = await ticketFor(session.accessToken);
    const stream = await openEventStream(streamUrl(ticket));
    await stream.next((frame) => frame.comments.includes('connected'));

    const logout = await t.api.post('/api/v1/auth/logout', undefined, {
      refreshCookie: session.refreshCookie,
    });
    expect(logout.statusCode).toBe(200);

    await stream.ended;
    expect(stream.frames.filter(isEvent)).toEqual([]);
  });

  it('takes an access token, as clients of the original API send, and ends when it expires', async () => {
    const session = await signIn(t, org.agent.phone);
    const stream = await openEventStream(streamUrl(session.accessToken));
    expect(stream.status).toBe(200);
    await writeNotification(t.database.db, {
      userId: org.agent.id,
      companyId: org.company.id,
      title: 'للموظف',
    });
    expect(JSON.parse((await stream.next(isEvent)).data ?? '')).toMatchObject({ title: 'للموظف' });

    t.clock.advance(t.config.accessTokenTtlSeconds + 1);
    await stream.ended;
  });

  it('answers 401 to a signed-out access token', async () => {
    const session = await signIn(t, org.agent.phone);
    await t.api.post('/api/v1/auth/logout', undefined, { refreshCookie: session.refreshCookie });
    expect((await refused(`?token=${session.accessToken}`)).statusCode).toBe(401);
  });

  it('keeps the token out of the log', async () => {
    const session = await signIn(t, org.manager.phone);
    const { ticket } = await ticketFor(session.accessToken);
    const stream = await openEventStream(streamUrl(ticket));
    await stream.next((frame) => frame.comments.includes('connected'));
    stream.close();
    // Refused attempts are logged too: a used ticket, also behind a trailing slash, and an
    // access token whose session ended.
    await refused(`?token=${ticket}`);
    await refused(`/?token=${ticket}`);
    await t.api.post('/api/v1/auth/logout', undefined, { refreshCookie: session.refreshCookie });
    await refused(`?token=${session.accessToken}`);

    const logged = logLines.join('\n');
    expect(logged).toContain(`${STREAM}?[redacted]`);
    expect(logged).not.toContain(ticket);
    expect(logged).not.toContain(session.accessToken);
  });

  it('cuts a stream whose client stops reading instead of holding what it cannot send', async () => {
    const session = await signIn(t, org.manager.phone);
    const reading = await openEventStream(streamUrl((await ticketFor(session.accessToken)).ticket));
    await reading.next((frame) => frame.comments.includes('connected'));
    const stalled = await openStalledStream(
      streamUrl((await ticketFor(session.accessToken)).ticket),
    );

    // 200 frames of 64 kB: far past what the sockets' buffers and the hub's 256 kB limit hold.
    // Each is written once the reading client has the previous one, so only the stalled client
    // falls behind; the hub offers every frame to all of the user's streams in turn.
    const frames = 200;
    const message = 'م'.repeat(32 * 1024);
    for (let i = 0; i < frames; i += 1) {
      await writeNotification(t.database.db, {
        userId: org.manager.id,
        companyId: org.company.id,
        title: `دفعة ${i}`,
        message,
      });
      await reading.next((frame) => frame.data?.includes(`"دفعة ${i}"`) ?? false);
    }

    const events = await stalled.readToEnd();
    expect(events).toBeGreaterThan(0);
    expect(events).toBeLessThan(frames);
    // The reading stream was not touched.
    expect(reading.frames.filter(isEvent)).toHaveLength(frames);
    reading.close();
  });

  it('ends open streams on shutdown instead of waiting for them', async () => {
    const session = await signIn(t, org.manager.phone);
    const { ticket } = await ticketFor(session.accessToken);
    const stream = await openEventStream(streamUrl(ticket));
    await stream.next((frame) => frame.comments.includes('connected'));

    const started = performance.now();
    await t.app.close();
    await stream.ended;
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('order changes on the stream', () => {
  let t: TestApp;
  let base: string;
  let org: Org;
  let key: string;

  const streamOf = async (token: string) => {
    const ticket = await t.api.post('/api/v1/notifications/stream-ticket', undefined, { token });
    expect(ticket.statusCode, ticket.body).toBe(201);
    const stream = await openEventStream(
      `${base}${STREAM}?token=${encodeURIComponent(ticket.json<{ ticket: string }>().ticket)}`,
    );
    await stream.next((frame) => frame.comments.includes('connected'));
    return stream;
  };

  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const superadmin = await signIn(t, SUPERADMIN_PHONE);
    org = await createOrg(t, superadmin.accessToken);
    key = await issueIntegrationKey(t, org.company.token);
  });
  afterAll(() => t.close());

  it('reach every stream whose user may see the order, named `order`, and no one else', async () => {
    const superadmin = await signIn(t, SUPERADMIN_PHONE);
    const elsewhere = await createOrg(t, superadmin.accessToken);
    const colleague = await createAgent(t, org.company.token, org.sectionId);
    const otherSection = await createSection(t, org.company.token, {
      branchId: org.branchId,
      sectionName: 'قسم الكهرباء',
    });
    const outsider = await createAgent(t, org.company.token, otherSection);
    const streams = {
      company: await streamOf(org.company.token),
      manager: await streamOf(org.manager.token),
      agent: await streamOf(org.agent.token),
      colleague: await streamOf((await signIn(t, colleague.phone)).accessToken),
      outsider: await streamOf((await signIn(t, outsider.phone)).accessToken),
      otherCompany: await streamOf(elsewhere.company.token),
      superadmin: await streamOf(superadmin.accessToken),
    };

    const order = await placeOrder(t, key, { sectionId: org.sectionId });
    for (const name of ['company', 'manager', 'agent', 'colleague', 'superadmin'] as const) {
      const frame = await streams[name].next(isOrderFrame);
      expect(JSON.parse(frame.data ?? ''), name).toEqual({
        orderId: order._id,
        type: 'order.created',
      });
    }

    // A claim tells the colleague's queue too, though nobody is notified of it.
    const claimed = await t.api.post(
      `/api/v1/orders/${order._id}/claim`,
      {},
      {
        token: org.agent.token,
      },
    );
    expect(claimed.statusCode, claimed.body).toBe(200);
    await streams.colleague.next(
      (frame) => isOrderFrame(frame) && frame.data?.includes('order.claimed') === true,
    );

    // By now every stream has had what it will get of these changes.
    for (const name of ['outsider', 'otherCompany'] as const) {
      expect(streams[name].frames.filter(isOrderFrame), name).toEqual([]);
    }
    // Order changes never pose as notifications.
    expect(streams.colleague.frames.filter(isNotificationFrame).map((f) => f.data)).not.toContain(
      expect.stringContaining('orderId'),
    );
    for (const stream of Object.values(streams)) stream.close();
  });
});
