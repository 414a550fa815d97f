import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Scope } from '../scope/index.js';
import { commentFrame, eventFrame, namedEventFrame } from './event-stream.js';
import type { ConversationChange } from './conversation-change-channel.js';
import type { OrderChange } from './order-change-channel.js';
import type { NotificationSignal } from './notification-channel.js';
import { notificationOf } from './notification-inbox.repository.js';
import { notificationPath } from './notification-inbox.service.js';
import type { StreamIdentity } from './stream-access.service.js';
import { liveSessionsAmong } from './stream-tickets.repository.js';

/** More tabs than this for one user on one process: the oldest stream gives way. */
const MAX_STREAMS_PER_USER = 10;
/** A client this far behind is not reading; its stream is cut instead of growing in memory. */
export const MAX_BUFFERED_BYTES = 256 * 1024;

/**
 * An open stream is its identity and the socket it writes to, nothing else: a process may hold
 * tens of thousands of them, so frames go straight to the socket, with no stream object, HTTP
 * response or request between (see `open`).
 */
interface OpenStream {
  identity: StreamIdentity;
  out: Socket;
}

export interface StreamHubOptions {
  db: Database;
  clock: Clock;
  heartbeatSeconds: number;
  log: FastifyBaseLogger;
}

/**
 * The open notification streams of this process, by user. A notification published anywhere on
 * the database arrives as a signal; the streams of its user here get its title, message and the
 * address it opens.
 * Every heartbeat each stream gets a comment line, and streams whose session ended (logout, a
 * revoked or expired family, an access token past its expiry) are closed.
 */
export class StreamHub {
  private readonly byUser = new Map<string, Set<OpenStream>>();
  private timer: NodeJS.Timeout | null = null;
  private closing = false;

  constructor(private readonly options: StreamHubOptions) {}

  start(): void {
    this.timer = setInterval(() => {
      this.heartbeat().catch((error: unknown) =>
        this.options.log.warn({ err: error }, 'notification stream heartbeat failed'),
      );
    }, this.options.heartbeatSeconds * 1000);
    this.timer.unref();
  }

  get openCount(): number {
    let count = 0;
    for (const streams of this.byUser.values()) count += streams.size;
    return count;
  }

  /**
   * Answers `response` with a stream for the user (status 200 and `headers`); it is forgotten as
   * soon as it ends, from either side.
   *
   * The head and then every frame are written on the response's socket, which the stream takes
   * over: Node's response object, and with it the framework's request and reply (their headers,
   * logger, and the URL carrying the token), are let go rather than kept as long as the stream.
   * Without a length or chunked encoding, the body is the bytes until the connection closes,
   * as HTTP allows for an answer that says `connection: close`.
   */
  open(identity: StreamIdentity, response: ServerResponse, headers: Record<string, string>): void {
    const socket = response.socket;
    if (!socket || socket.destroyed) return;
    response.detachSocket(socket);
    // Sent with the head, so the client's `open` fires without waiting for the first heartbeat.
    socket.write(responseHead(headers) + commentFrame('connected'));
    if (this.closing) {
      socket.end();
      return;
    }
    const stream: OpenStream = { identity, out: socket };
    let streams = this.byUser.get(identity.userId);
    if (!streams) {
      streams = new Set();
      this.byUser.set(identity.userId, streams);
    }
    streams.add(stream);
    socket.once('close', () => this.forget(stream));
    if (streams.size > MAX_STREAMS_PER_USER) {
      const [oldest] = streams;
      if (oldest) this.end(oldest);
    }
  }

  /** Sends a published notification to its user's streams on this process, if there are any. */
  async deliver(signal: NotificationSignal): Promise<void> {
    const streams = this.byUser.get(signal.userId);
    if (!streams || streams.size === 0) return;
    const row = await notificationOf(this.options.db, signal.userId, signal.notificationId);
    if (!row) return;
    const frame = eventFrame({
      id: row.id,
      data: { title: row.title, message: row.message, path: notificationPath(row) },
    });
    for (const stream of streams) this.write(stream, frame);
  }

  /**
   * Tells every stream here whose user may see the order that it changed (an `order` event: its
   * id and the kind of change, nothing more), so open queues refresh themselves.
   */
  deliverOrderChange(change: OrderChange): void {
    const frame = namedEventFrame('order', { orderId: change.orderId, type: change.type });
    for (const streams of this.byUser.values()) {
      for (const stream of streams) {
        if (reaches(stream.identity.reach, change)) this.write(stream, frame);
      }
    }
  }

  /**
   * Tells the streams of the company's staff here that one of its conversations changed (a
   * `conversation` event with its id), so an open inbox or thread refreshes itself. Every staff
   * member of the company shares its conversations; the platform's streams are not told.
   */
  deliverConversationChange(change: ConversationChange): void {
    const frame = namedEventFrame('conversation', { conversationId: change.conversationId });
    for (const streams of this.byUser.values()) {
      for (const stream of streams) {
        const { reach } = stream.identity;
        if (reach.kind !== 'platform' && reach.companyId === change.companyId) {
          this.write(stream, frame);
        }
      }
    }
  }

  /** Ends every stream (on shutdown, so open streams do not hold the server). */
  closeAll(): void {
    this.closing = true;
    if (this.timer) clearInterval(this.timer);
    for (const streams of this.byUser.values()) {
      for (const stream of streams) this.end(stream);
    }
  }

  private async heartbeat(): Promise<void> {
    const all = [...this.byUser.values()].flatMap((streams) => [...streams]);
    if (all.length === 0) return;
    const frame = commentFrame('ping');
    for (const stream of all) this.write(stream, frame);

    const now = this.options.clock.now();
    const sessions = [...new Set(all.map((stream) => stream.identity.sessionId))];
    const live = await liveSessionsAmong(this.options.db, sessions, now);
    for (const stream of all) {
      const { sessionId, endsAt } = stream.identity;
      if (!live.has(sessionId) || (endsAt && endsAt <= now)) this.end(stream);
    }
  }

  /**
   * `writableLength` counts what the socket holds unsent. Past the limit the client is not
   * reading: its connection is cut (an `end` would queue behind what it does not read) and the
   * browser's EventSource, or the dashboard, reconnects when it can.
   */
  private write(stream: OpenStream, frame: string): void {
    const { out } = stream;
    if (out.writableEnded || out.destroyed) return;
    if (out.writableLength > MAX_BUFFERED_BYTES) {
      this.forget(stream);
      out.destroy();
      return;
    }
    out.write(frame);
  }

  private end(stream: OpenStream): void {
    this.forget(stream);
    if (!stream.out.writableEnded) stream.out.end();
  }

  private forget(stream: OpenStream): void {
    const streams = this.byUser.get(stream.identity.userId);
    if (!streams) return;
    streams.delete(stream);
    if (streams.size === 0) this.byUser.delete(stream.identity.userId);
  }
}

/** A 200 response's head, as one string (Node builds its own piece by piece, and keeps it). */
function responseHead(headers: Record<string, string>): string {
  let head = `HTTP/1.1 200 OK\r\ndate: ${new Date().toUTCString()}\r\n`;
  for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
  return `${head}\r\n`;
}

/** Whether an order lies within a stream's reach (the same rule as scope.ts). */
function reaches(reach: Scope, change: OrderChange): boolean {
  switch (reach.kind) {
    case 'platform':
      return true;
    case 'company':
      return reach.companyId === change.companyId;
    case 'branch':
      return reach.companyId === change.companyId && reach.branchId === change.branchId;
    case 'section':
      return reach.companyId === change.companyId && reach.sectionId === change.sectionId;
  }
}
