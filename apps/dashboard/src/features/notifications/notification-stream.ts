import type { LiveNotification } from '@taseer/api';
import { parseLiveMessage } from './live-notifications';
import { parseOrderChange, type OrderChange } from '../../shared/orders/order-changes';
import { reconnectDelayMs } from './reconnect-backoff';

/** The part of `EventSource` the stream uses, so tests can drive it. */
export interface EventSourceLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: 'order' | 'conversation', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface NotificationStreamDeps {
  /** A single-use ticket from POST /notifications/stream-ticket. */
  requestTicket: () => Promise<string>;
  /** Opens the event stream with the ticket in its query string. */
  open: (ticket: string) => EventSourceLike;
  onNotification: (notification: LiveNotification, eventId: string | undefined) => void;
  /** An order within the user's reach changed (the stream's `order` events). */
  onOrderChange: (change: OrderChange) => void;
  /** One of the company's WhatsApp conversations changed (the stream's `conversation` events). */
  onConversationChange?: (conversationId: string) => void;
  warn: (message: string, detail?: unknown) => void;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  now: () => number;
  random: () => number;
}

/** A stream that stayed open this long was healthy: the next break starts the backoff over. */
export const STABLE_AFTER_MS = 10_000;

/**
 * The live notification stream of the signed-in user. Every connection takes a fresh ticket, so
 * the access token never appears in a URL. When the stream breaks (network, server restart, the
 * session's end) it is closed and opened again after a growing delay with a new ticket, because
 * the browser's own retry would reuse the spent ticket; `stop` (sign-out) ends it for good.
 */
export class NotificationStream {
  private source: EventSourceLike | null = null;
  private timer: unknown = null;
  private failures = 0;
  private openedAt: number | null = null;
  private stopped = true;

  constructor(private readonly deps: NotificationStreamDeps) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = null;
    this.source?.close();
    this.source = null;
  }

  private async connect(): Promise<void> {
    let ticket: string;
    try {
      ticket = await this.deps.requestTicket();
    } catch (error) {
      this.retryLater('no ticket for the notification stream', error);
      return;
    }
    if (this.stopped) return;
    const source = this.deps.open(ticket);
    this.source = source;
    this.openedAt = null;
    source.onopen = () => {
      this.openedAt = this.deps.now();
    };
    source.onmessage = (event) => {
      const notification = parseLiveMessage(event.data);
      if (notification) this.deps.onNotification(notification, event.lastEventId || undefined);
      else this.deps.warn('unreadable notification stream message', event.data);
    };
    source.addEventListener('order', (event) => {
      const change = parseOrderChange(event.data);
      if (change) this.deps.onOrderChange(change);
      else this.deps.warn('unreadable order change on the stream', event.data);
    });
    source.addEventListener('conversation', (event) => {
      const conversationId = conversationIdOf(event.data);
      if (conversationId) this.deps.onConversationChange?.(conversationId);
      else this.deps.warn('unreadable conversation change on the stream', event.data);
    });
    source.onerror = (event) => {
      if (this.source !== source) return;
      source.close();
      this.source = null;
      if (this.openedAt !== null && this.deps.now() - this.openedAt >= STABLE_AFTER_MS) {
        this.failures = 0;
      }
      this.retryLater('the notification stream broke', event);
    };
  }

  private retryLater(reason: string, detail: unknown): void {
    if (this.stopped) return;
    const delay = reconnectDelayMs(this.failures, this.deps.random());
    this.failures += 1;
    this.deps.warn(`${reason}; reconnecting in ${delay} ms`, detail);
    this.timer = this.deps.setTimer(() => {
      this.timer = null;
      void this.connect();
    }, delay);
  }
}

/** The `data` of a `conversation` stream event: `{conversationId}` JSON. */
function conversationIdOf(data: unknown): string | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    const id = (value as { conversationId?: unknown } | null)?.conversationId;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}
