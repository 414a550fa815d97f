import pg from 'pg';

/** Receives the payload of each NOTIFY on a channel, after the sending transaction commits. */
export type PayloadHandler = (payload: string) => void;

/** Subscribes to a channel; the answer unsubscribes. */
export type Listen = (channel: string, onPayload: PayloadHandler) => Promise<() => Promise<void>>;

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function assertChannelName(channel: string): void {
  // LISTEN takes an identifier, not a parameter: only plain names are accepted.
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid notification channel: ${channel}`);
}

const RECONNECT_DELAYS_MS = [500, 1_000, 2_000, 5_000, 10_000];

/**
 * One dedicated PostgreSQL connection per process for LISTEN (a pooled connection would be
 * handed to other queries and lose its subscriptions). When the connection drops it reconnects
 * with a growing delay and listens again; NOTIFYs sent while it was away are lost, which the
 * notification list (the source of truth) makes up for.
 */
export class PostgresListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly handlers = new Map<string, Set<PayloadHandler>>();
  private reconnectTimer: NodeJS.Timeout | null = null;
  private failures = 0;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

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
      this.scheduleReconnect();
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
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => {
      const handlers = this.handlers.get(message.channel);
      if (!handlers || message.payload === undefined) return;
      for (const handler of handlers) handler(message.payload);
    });
    client.on('error', (error) => {
      this.onError(error);
      this.dropped(client);
    });
    client.on('end', () => this.dropped(client));
    await client.connect();
    for (const channel of this.handlers.keys()) await client.query(`LISTEN ${channel}`);
    this.client = client;
    this.failures = 0;
    return client;
  }

  private dropped(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => {});
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer || this.handlers.size === 0) return;
    const delay =
      RECONNECT_DELAYS_MS[Math.min(this.failures, RECONNECT_DELAYS_MS.length - 1)] ?? 10_000;
    this.failures += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connection().catch((error: unknown) => {
        this.onError(error);
        this.scheduleReconnect();
      });
    }, delay);
    this.reconnectTimer.unref();
  }
}
