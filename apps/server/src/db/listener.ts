import pg from 'pg';

/** Receives the payload of each NOTIFY on a channel, after the sending transaction commits. */
export type PayloadHandler = (payload: string) => void;

/** Subscribes to a channel; the answer unsubscribes. */
export type Listen = (channel: string, onPayload: PayloadHandler) => Promise<() => Promise<void>>;

/** Where database connections report trouble: the app's logger (pino's shape). */
export interface ConnectionLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function assertChannelName(channel: string): void {
  // LISTEN takes an identifier, not a parameter: only plain names are accepted.
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid notification channel: ${channel}`);
}

/**
 * The database a URL points at, for logs: host, port and name, never the user, password or
 * query parameters (`?password=`, `sslpassword=`, key files).
 */
export function loggableDatabase(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  } catch {
    return '(unparsable database URL)';
  }
}

/** What of a connection error goes to the log: its code and message, nothing it may carry. */
export function loggableError(error: unknown): { code?: string; message: string } {
  if (!(error instanceof Error)) return { message: String(error) };
  const code = (error as { code?: unknown }).code;
  return { ...(typeof code === 'string' ? { code } : {}), message: error.message };
}

const RECONNECT_DELAYS_MS = [500, 1_000, 2_000, 5_000, 10_000];
/** A connection that lived this long was healthy: the next drop starts the delays afresh. */
const HEALTHY_AFTER_MS = 30_000;

/**
 * One dedicated PostgreSQL connection per process for LISTEN (a pooled connection would be
 * handed to other queries and lose its subscriptions). When the connection drops (a database
 * restart, a terminated backend, a network error) it says so in the log and reconnects after
 * 0.5, 1, 2, 5, then every 10 s, listening again on every channel; NOTIFYs sent while it was
 * away are lost, which the notification list (the source of truth) makes up for.
 */
export class PostgresListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly handlers = new Map<string, Set<PayloadHandler>>();
  private reconnectTimer: NodeJS.Timeout | null = null;
  private failures = 0;
  private connectedAt = 0;
  /** Counts the connections made: one that changed may have missed notifications between. */
  private connections = 0;
  private inFlightSync: Promise<number> | null = null;
  private queuedSync: Promise<number> | null = null;
  private closed = false;
  private readonly database: string;

  constructor(
    private readonly url: string,
    /** Silent until the app hands over its logger (`logTo`). */
    private log: ConnectionLog | null = null,
  ) {
    this.database = loggableDatabase(url);
  }

  logTo(log: ConnectionLog): void {
    this.log = log;
  }

  readonly listen: Listen = async (channel, onPayload) => {
    assertChannelName(channel);
    if (this.closed) throw new Error('the listener is closed');
    let set = this.handlers.get(channel);
    const first = !set;
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(onPayload);
    let client: pg.Client;
    try {
      client = await this.connection();
    } catch (error) {
      this.scheduleReconnect(error, 'could not connect');
      throw error;
    }
    if (first) await client.query(`LISTEN ${channel}`);
    return async () => {
      const current = this.handlers.get(channel);
      current?.delete(onPayload);
      if (current && current.size === 0) {
        this.handlers.delete(channel);
        await this.client?.query(`UNLISTEN ${channel}`).catch(() => {});
      }
    };
  };

  /**
   * Resolves once every notification committed before the call has reached its handlers, with
   * the connection's number (`heard` in client.ts). A round trip on the listening connection
   * proves it: the committing backend signals the listening one before its client hears of the
   * commit, and a signalled backend sends its notifications before it reads the next query.
   * Callers arriving while a round trip is under way wait for the next one (the one in flight
   * may have been read before their writer committed); they all share it.
   */
  sync(): Promise<number> {
    if (!this.inFlightSync) {
      this.inFlightSync = this.roundTrip().finally(() => {
        this.inFlightSync = null;
      });
      return this.inFlightSync;
    }
    this.queuedSync ??= this.inFlightSync
      .catch(() => 0)
      .then(() => {
        this.queuedSync = null;
        return this.sync();
      });
    return this.queuedSync;
  }

  private async roundTrip(): Promise<number> {
    const client = this.client;
    if (!client || this.handlers.size === 0) throw new Error('the listener is not listening');
    const connection = this.connections;
    await client.query('select 1');
    if (this.client !== client) throw new Error('the listener lost its connection');
    return connection;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.handlers.clear();
    const client = this.client ?? (await this.connecting?.catch(() => null));
    this.client = null;
    await client?.end().catch(() => {});
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.url,
      // The connection only waits for NOTIFYs: without keep-alive probes a peer that vanished
      // without closing it (a host gone, a network cut) would never be noticed.
      keepAlive: true,
      keepAliveInitialDelayMillis: 30_000,
    });
    client.on('notification', (message) => {
      const handlers = this.handlers.get(message.channel);
      if (!handlers || message.payload === undefined) return;
      for (const handler of handlers) handler(message.payload);
    });
    client.on('error', (error) => this.dropped(client, error));
    client.on('end', () => this.dropped(client, null));
    try {
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      throw new Error('the listener is closed');
    }
    if (this.failures > 0) {
      this.log?.info(
        { database: this.database, attempts: this.failures },
        'notification listener reconnected',
      );
    }
    this.client = client;
    this.connections += 1;
    this.connectedAt = Date.now();
    return client;
  }

  /** The live connection failed or closed (each drop arrives as an error, an end, or both). */
  private dropped(client: pg.Client, error: Error | null): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => {});
    if (Date.now() - this.connectedAt >= HEALTHY_AFTER_MS) this.failures = 0;
    this.scheduleReconnect(error ?? new Error('the connection was closed'), 'connection lost');
  }

  private scheduleReconnect(error: unknown, what: string): void {
    if (this.closed || this.reconnectTimer || this.handlers.size === 0) return;
    const delay =
      RECONNECT_DELAYS_MS[Math.min(this.failures, RECONNECT_DELAYS_MS.length - 1)] ?? 10_000;
    this.failures += 1;
    this.log?.warn(
      { database: this.database, err: loggableError(error), retryInMs: delay },
      `notification listener ${what}; live notifications wait until it reconnects`,
    );
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connection().catch((failure: unknown) =>
        this.scheduleReconnect(failure, 'could not reconnect'),
      );
    }, delay);
    this.reconnectTimer.unref();
  }
}
