import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface Reply {
  status: number;
  body?: unknown;
}

export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

export interface TestApiServer {
  baseUrl: string;
  /** Every request received, in arrival order. */
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * A real HTTP server on a free loopback port. `routes` maps `METHOD /path` to a handler;
 * anything else answers 404.
 */
export async function startTestApiServer(routes: Record<string, Handler>): Promise<TestApiServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path,
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(recorded);
      const handler = routes[`${recorded.method} ${path}`];
      Promise.resolve(handler ? handler(recorded) : { status: 404, body: { message: 'not found' } })
        .then((reply) => {
          res.writeHead(reply.status, { 'content-type': 'application/json' });
          res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
        })
        .catch((error: unknown) => {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ message: String(error) }));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Resolves every caller once `count` callers have arrived: holds answers until all are in. */
export function createBarrier(count: number): () => Promise<void> {
  let arrived = 0;
  let release!: () => void;
  const allIn = new Promise<void>((resolve) => {
    release = resolve;
  });
  return () => {
    arrived += 1;
    if (arrived >= count) release();
    return allIn;
  };
}

/** An in-memory `Storage`, standing in for the browser's localStorage. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}
