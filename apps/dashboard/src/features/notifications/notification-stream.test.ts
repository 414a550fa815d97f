import { describe, expect, it } from 'vitest';
import type { LiveNotification } from '@taseer/api';
import { NotificationStream, STABLE_AFTER_MS, type EventSourceLike } from './notification-stream';
import type { OrderChange } from '../../shared/orders/order-changes';

class FakeSource implements EventSourceLike {
  onopen: EventSourceLike['onopen'] = null;
  onmessage: EventSourceLike['onmessage'] = null;
  onerror: EventSourceLike['onerror'] = null;
  private readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  closed = false;
  constructor(readonly ticket: string) {}
  addEventListener(type: 'order' | 'conversation', listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  private sendsNamed(type: string, data: string) {
    for (const listener of this.listeners.get(type) ?? [])
      listener(new MessageEvent(type, { data }));
  }
  sendsOrder(data: string) {
    this.sendsNamed('order', data);
  }
  sendsConversation(data: string) {
    this.sendsNamed('conversation', data);
  }
  close() {
    this.closed = true;
  }
  opens() {
    this.onopen?.(new Event('open'));
  }
  sends(data: string, lastEventId = '') {
    this.onmessage?.(new MessageEvent('message', { data, lastEventId }));
  }
  breaks() {
    this.onerror?.(new Event('error'));
  }
}

/** A stream with a scripted server: tickets, sources and a clock the test moves by hand. */
function setUp(options: { ticketFails?: () => boolean } = {}) {
  let clock = 0;
  let issued = 0;
  const sources: FakeSource[] = [];
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const received: [LiveNotification, string | undefined][] = [];
  const orderChanges: OrderChange[] = [];
  const conversationChanges: string[] = [];
  const warnings: string[] = [];
  const stream = new NotificationStream({
    requestTicket: async () => {
      if (options.ticketFails?.()) throw new Error('401');
      issued += 1;
      return `ticket-${issued}`;
    },
    open: (ticket) => {
      const source = new FakeSource(ticket);
      sources.push(source);
      return source;
    },
    onNotification: (notification, id) => received.push([notification, id]),
    onOrderChange: (change) => orderChanges.push(change),
    onConversationChange: (id) => conversationChanges.push(id),
    warn: (message) => warnings.push(message),
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
    now: () => clock,
    random: () => 1,
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** Runs the pending reconnection and waits for its ticket. */
  const fireTimer = async () => {
    const timer = timers.at(-1);
    if (!timer || timer.cleared) throw new Error('no reconnection is scheduled');
    timer.run();
    await settle();
  };
  return {
    stream,
    sources,
    timers,
    received,
    orderChanges,
    conversationChanges,
    warnings,
    settle,
    fireTimer,
    advance: (ms: number) => (clock += ms),
  };
}

describe('NotificationStream', () => {
  it('opens the stream with a ticket and hands on each notification with its event id', async () => {
    const t = setUp();
    t.stream.start();
    await t.settle();
    expect(t.sources.map((source) => source.ticket)).toEqual(['ticket-1']);
    t.sources[0]!.opens();
    t.sources[0]!.sends('{"title":"طلب تسعير جديد","message":"RYN-00012"}', 'n-1');
    expect(t.received).toEqual([[{ title: 'طلب تسعير جديد', message: 'RYN-00012' }, 'n-1']]);
  });

  it('hands on order changes apart from notifications, and only logs one it cannot read', async () => {
    const t = setUp();
    t.stream.start();
    await t.settle();
    t.sources[0]!.sendsOrder('{"orderId":"o-1","type":"order.claimed"}');
    t.sources[0]!.sendsOrder('{"orderId":7}');
    expect(t.orderChanges).toEqual([{ orderId: 'o-1', type: 'order.claimed' }]);
    expect(t.received).toEqual([]);
    expect(t.warnings).toEqual(['unreadable order change on the stream']);
  });

  it('hands on conversation changes apart from orders, and only logs one it cannot read', async () => {
    const t = setUp();
    t.stream.start();
    await t.settle();
    t.sources[0]!.sendsConversation('{"conversationId":"c-1"}');
    t.sources[0]!.sendsConversation('{"conversation":1}');
    expect(t.conversationChanges).toEqual(['c-1']);
    expect(t.orderChanges).toEqual([]);
    expect(t.warnings).toEqual(['unreadable conversation change on the stream']);
  });

  it('only logs a message it cannot read', async () => {
    const t = setUp();
    t.stream.start();
    await t.settle();
    t.sources[0]!.sends('not json');
    expect(t.received).toEqual([]);
    expect(t.warnings).toEqual(['unreadable notification stream message']);
    expect(t.sources[0]!.closed).toBe(false);
  });

  it('closes a broken stream and reopens it with a fresh ticket after 1, 2, 4 … s', async () => {
    const t = setUp();
    t.stream.start();
    await t.settle();
    for (const expected of [1000, 2000, 4000, 8000]) {
      const source = t.sources.at(-1)!;
      source.breaks();
      expect(source.closed).toBe(true);
      expect(t.timers.at(-1)?.ms).toBe(expected);
      await t.fireTimer();
    }
    expect(t.sources.map((source) => source.ticket)).toEqual([
      'ticket-1',
      'ticket-2',
      'ticket-3',
      'ticket-4',
      'ticket-5',
    ]);
  });

  it('starts the delays over after a stream that stayed up', async () => {
    const t = setUp();
    t.stream.start();
    await t.settle();
    t.sources[0]!.breaks();
    await t.fireTimer();
    t.sources[1]!.opens();
    t.advance(STABLE_AFTER_MS);
    t.sources[1]!.breaks();
    expect(t.timers.map((timer) => timer.ms)).toEqual([1000, 1000]);
  });

  it('keeps growing the delay for a stream that opens and drops at once', async () => {
    const t = setUp();
    t.stream.start();
    await t.settle();
    t.sources[0]!.opens();
    t.sources[0]!.breaks();
    await t.fireTimer();
    t.sources[1]!.opens();
    t.advance(50);
    t.sources[1]!.breaks();
    expect(t.timers.map((timer) => timer.ms)).toEqual([1000, 2000]);
  });

  it('tries again later when no ticket could be had', async () => {
    let refuse = true;
    const t = setUp({ ticketFails: () => refuse });
    t.stream.start();
    await t.settle();
    expect(t.sources).toEqual([]);
    expect(t.timers.map((timer) => timer.ms)).toEqual([1000]);
    refuse = false;
    await t.fireTimer();
    expect(t.sources.map((source) => source.ticket)).toEqual(['ticket-1']);
  });

  it('stops for good: the stream closes and nothing reopens it', async () => {
    const t = setUp();
    t.stream.start();
    await t.settle();
    t.sources[0]!.breaks();
    t.stream.stop();
    expect(t.timers.at(-1)?.cleared).toBe(true);

    const u = setUp();
    u.stream.start();
    await u.settle();
    u.stream.stop();
    expect(u.sources[0]!.closed).toBe(true);
    u.sources[0]!.breaks();
    expect(u.timers).toEqual([]);
  });

  it('opens nothing when stopped while its ticket was on its way', async () => {
    const t = setUp();
    t.stream.start();
    t.stream.stop();
    await t.settle();
    expect(t.sources).toEqual([]);
  });
});
