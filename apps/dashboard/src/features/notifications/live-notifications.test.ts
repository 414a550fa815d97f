import { describe, expect, it } from 'vitest';
import type { Notification } from '@taseer/api';
import {
  addLiveItem,
  appPath,
  markAllRead,
  mergeNotifications,
  notificationHref,
  parseLiveMessage,
  toLiveItem,
} from './live-notifications';

const stored = (id: string, isRead = false): Notification => ({
  _id: id,
  title: `عنوان ${id}`,
  message: `رسالة ${id}`,
  path: '/offers',
  createdAt: '2026-03-09T10:00:00.000Z',
  isRead,
});

const T0 = Date.parse('2026-03-09T10:00:00.000Z');
const order = { title: 'طلب تسعير جديد', message: 'طلب RYN-00012 من محمد العتيبي' };

describe('parseLiveMessage', () => {
  it('reads the title and message of an event', () => {
    expect(parseLiveMessage(JSON.stringify({ ...order, extra: 1 }))).toEqual(order);
  });

  it('keeps the address it opens when it is one of the app’s, and drops any other', () => {
    const path = '/offers/3f0c2a9e-5b1d-4c7e-9a2f-1d2e3f4a5b6c';
    expect(parseLiveMessage(JSON.stringify({ ...order, path }))).toEqual({ ...order, path });
    for (const other of ['https://evil.example/x', '//evil.example', 7, null, ''])
      expect(parseLiveMessage(JSON.stringify({ ...order, path: other }))).toEqual(order);
  });

  it('refuses what is not JSON with a text title and message', () => {
    for (const data of ['not json', '"text"', 'null', '{"title":"x"}', '{"title":1,"message":"y"}'])
      expect(parseLiveMessage(data)).toBeNull();
    expect(parseLiveMessage(undefined)).toBeNull();
  });
});

describe('appPath and notificationHref', () => {
  it('accept only addresses of the app, so a notification never leads off the dashboard', () => {
    for (const path of ['/offers/o-1', '/webhooks', '/offers?status=pending', '/'])
      expect(appPath(path)).toBe(path);
    for (const path of [
      'offers/o-1',
      'https://evil.example',
      'javascript:alert(1)',
      '//evil.example/offers',
      '/\\evil.example',
      '/offers/o 1',
      '/offers/\n',
      undefined,
      42,
    ])
      expect(appPath(path)).toBeNull();
  });

  it('lead nowhere from the notifications screen to itself', () => {
    expect(notificationHref('/offers/o-1')).toBe('/offers/o-1');
    expect(notificationHref('/notifications')).toBeUndefined();
    expect(notificationHref('//evil.example')).toBeUndefined();
  });
});

describe('toLiveItem', () => {
  it('opens the address the stream sent: an order’s notice opens the order at once', () => {
    const item = toLiveItem({ ...order, path: '/offers/o-12' }, 'live-1', T0, 'srv-1');
    expect(item.path).toBe('/offers/o-12');
    const [merged] = mergeNotifications([], [item], T0 - 1);
    expect(merged?.href).toBe('/offers/o-12');
  });

  it('without an address from the stream, gives an arrival a local id, the notifications screen as its path, unread', () => {
    expect(toLiveItem(order, 'live-1', T0, 'srv-1')).toEqual({
      id: 'live-1',
      serverId: 'srv-1',
      ...order,
      path: '/notifications',
      createdAt: '2026-03-09T10:00:00.000Z',
      isRead: false,
      receivedAt: T0,
    });
    expect(toLiveItem(order, 'live-2', T0, '').serverId).toBeUndefined();
  });
});

describe('mergeNotifications', () => {
  it('gives each stored notification the link to what it is about', () => {
    const merged = mergeNotifications(
      [
        { ...stored('n3'), path: '/offers/o-3' },
        { ...stored('n2'), path: '/notifications' },
        { ...stored('n1'), path: '//evil.example' },
      ],
      [],
      T0,
    );
    expect(merged.map((item) => item.href)).toEqual(['/offers/o-3', undefined, undefined]);
  });

  it('lists live arrivals first, newest first, then the stored list', () => {
    let live = addLiveItem([], toLiveItem({ title: 'أ', message: '1' }, 'live-1', T0 + 1, 'n9'));
    live = addLiveItem(live, toLiveItem({ title: 'ب', message: '2' }, 'live-2', T0 + 2, 'n10'));
    const merged = mergeNotifications([stored('n8'), stored('n7', true)], live, T0);
    expect(merged.map((item) => item.id)).toEqual(['live-2', 'live-1', 'n8', 'n7']);
    expect(merged[0]).toEqual({
      id: 'live-2',
      title: 'ب',
      message: '2',
      path: '/notifications',
      createdAt: new Date(T0 + 2).toISOString(),
      isRead: false,
    });
  });

  it('drops an arrival once the stored list holds its notification', () => {
    const live = [toLiveItem(order, 'live-1', T0 + 5, 'n9')];
    expect(mergeNotifications([stored('n8')], live, T0 + 10).map((item) => item.id)).toEqual([
      'live-1',
      'n8',
    ]);
    expect(
      mergeNotifications([stored('n9'), stored('n8')], live, T0 + 10).map((item) => item.id),
    ).toEqual(['n9', 'n8']);
  });

  it('without an event id, keeps an arrival only until the list is read after it', () => {
    const live = [toLiveItem(order, 'live-1', T0 + 5)];
    expect(mergeNotifications([], live, T0)).toHaveLength(1);
    expect(mergeNotifications([stored('n9')], live, T0 + 6).map((item) => item.id)).toEqual(['n9']);
  });

  it('keeps the 50 newest arrivals', () => {
    let live = addLiveItem([], toLiveItem(order, 'live-0', T0));
    for (let n = 1; n <= 60; n += 1) live = addLiveItem(live, toLiveItem(order, `live-${n}`, T0));
    expect(live).toHaveLength(50);
    expect(live[0]?.id).toBe('live-60');
    expect(live.at(-1)?.id).toBe('live-11');
  });
});

describe('markAllRead', () => {
  it('marks every item read and leaves read ones as they are', () => {
    const read = stored('n1', true);
    const marked = markAllRead([stored('n2'), read]);
    expect(marked.map((item) => item.isRead)).toEqual([true, true]);
    expect(marked[1]).toBe(read);
  });
});
