import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema.js';
import { signIn } from './support/auth-helpers.js';
import { writeNotification } from './support/notification-fixtures.js';
import { createOrg, SUPERADMIN_PHONE, type Org } from './support/org-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

interface Listed {
  _id: string;
  title: string;
  message: string;
  path: string;
  createdAt: string;
  isRead: boolean;
}

interface ListBody {
  notifications: Listed[];
  hasMore: boolean;
}

describe('the notifications list', () => {
  let t: TestApp;
  let org: Org;
  let otherOrg: Org;
  let superadminToken: string;
  const start = new Date('2025-03-01T09:00:00.000Z');
  const minutesAfterStart = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

  const list = (token: string, query = '') =>
    t.api.get(`/api/v1/notifications/${query}`, { token });
  const markRead = (token: string) =>
    t.api.request({ method: 'PUT', url: '/api/v1/notifications/markAsRead', token });

  beforeAll(async () => {
    t = await createTestApp();
    superadminToken = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
    org = await createOrg(t, superadminToken);
    otherOrg = await createOrg(t, superadminToken);

    // 12 for the manager, written out of order; 2 for its company; 1 for another company's
    // manager, newer than all of them.
    for (const minute of [5, 1, 9, 3, 11, 7, 2, 12, 4, 10, 6, 8]) {
      await writeNotification(t.database.db, {
        userId: org.manager.id,
        companyId: org.company.id,
        title: `إشعار ${minute}`,
        createdAt: minutesAfterStart(minute),
      });
    }
    for (const minute of [1, 2]) {
      await writeNotification(t.database.db, {
        userId: org.company.id,
        companyId: org.company.id,
        title: `للشركة ${minute}`,
        createdAt: minutesAfterStart(minute),
      });
    }
    await writeNotification(t.database.db, {
      userId: otherOrg.manager.id,
      companyId: otherOrg.company.id,
      title: 'لمدير آخر',
      createdAt: minutesAfterStart(60),
    });
  });
  afterAll(() => t.close());

  it('answers the newest ten of the caller, newest first, and says older ones exist', async () => {
    const response = await list(org.manager.token);

    expect(response.statusCode).toBe(200);
    const body = response.json<ListBody>();
    expect(body.notifications.map((n) => n.title)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((minute) => `إشعار ${minute}`),
    );
    expect(body.hasMore).toBe(true);
    expect(body.notifications[0]).toMatchObject({
      message: 'وصل طلب تسعير جديد',
      path: '/offers',
      isRead: false,
      createdAt: minutesAfterStart(12).toISOString(),
    });
  });

  it('answers as many as asked, and no more pages when all fit', async () => {
    const five = (await list(org.manager.token, '?limit=5')).json<ListBody>();
    expect(five.notifications).toHaveLength(5);
    expect(five.hasMore).toBe(true);

    const exactly = (await list(org.manager.token, '?limit=12')).json<ListBody>();
    expect(exactly.notifications).toHaveLength(12);
    expect(exactly.hasMore).toBe(false);

    const more = (await list(org.manager.token, '?limit=200')).json<ListBody>();
    expect(more.notifications).toHaveLength(12);
    expect(more.hasMore).toBe(false);
  });

  it("never shows another user's notifications, even of the same company", async () => {
    const company = (await list(org.company.token, '?limit=50')).json<ListBody>();
    expect(company.notifications.map((n) => n.title)).toEqual(['للشركة 2', 'للشركة 1']);

    const agent = await list(org.agent.token);
    expect(agent.json<ListBody>()).toEqual({ notifications: [], hasMore: false });

    const superadmin = (await list(superadminToken, '?limit=200')).json<ListBody>();
    expect(superadmin.notifications).toEqual([]);
  });

  it('refuses a limit outside 1–200 with an Arabic message', async () => {
    for (const query of ['?limit=0', '?limit=201', '?limit=-3', '?limit=abc', '?limit=2.5']) {
      const response = await list(org.manager.token, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message, query).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('shows a notification stored without a screen as leading to the notifications list', async () => {
    await writeNotification(t.database.db, {
      userId: org.agent.id,
      companyId: org.company.id,
      path: null,
    });
    const [only] = (await list(org.agent.token)).json<ListBody>().notifications;
    expect(only?.path).toBe('/notifications');
  });

  it("marks every one of the caller's notifications read, and nobody else's", async () => {
    const response = await markRead(org.manager.token);

    expect(response.statusCode).toBe(200);
    expect(response.json<{ message: string }>().message).toMatch(/[\u0600-\u06FF]/);
    const mine = (await list(org.manager.token, '?limit=200')).json<ListBody>();
    expect(mine.notifications.every((n) => n.isRead)).toBe(true);

    const stillUnread = await t.database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.isRead, false));
    expect(new Set(stillUnread.map((row) => row.userId))).toEqual(
      new Set([org.company.id, otherOrg.manager.id, org.agent.id]),
    );

    // Marking again changes nothing and still answers 200.
    expect((await markRead(org.manager.token)).statusCode).toBe(200);
  });

  it('needs a signed-in caller and the API key', async () => {
    expect((await t.api.get('/api/v1/notifications/')).statusCode).toBe(401);
    expect(
      (await t.api.request({ method: 'PUT', url: '/api/v1/notifications/markAsRead' })).statusCode,
    ).toBe(401);
    const noKey = await t.api.get('/api/v1/notifications/', {
      token: org.manager.token,
      apiKey: null,
    });
    expect(noKey.statusCode).toBe(401);
  });
});
