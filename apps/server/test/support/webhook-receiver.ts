import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: Record<string, string>;
  body: string;
  /** The parsed body (the contract's `WebhookEvent`). */
  event: {
    type: string;
    timestamp: string;
    data: {
      event: { id: string; type: string; details: Record<string, unknown> };
      /** The contract's `BotOrder` (absent on `test`). */
      order?: {
        order: { _id: string; orderRef: string; status: string };
        quote: null | { version: number; status: string; totals: { totalHalalas: number } };
        link: string | null;
        chatMessage: string | null;
      };
    };
  };
}

/** How the receiver answers the next request: a status, a wait first, or no answer at all. */
export type ReceiverAnswer =
  { status: number; delayMs?: number; body?: string; location?: string } | { hang: true };

/**
 * A real HTTP receiver of webhooks on a loopback port. It answers 200 unless told otherwise
 * (`answerNext` queues answers for the coming requests, `answerAll` sets the default).
 */
export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  answerNext(...answers: ReceiverAnswer[]): void;
  answerAll(answer: ReceiverAnswer): void;
  /** Resolves when `count` webhooks have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const queued: ReceiverAnswer[] = [];
  let fallback: ReceiverAnswer = { status: 200, body: '{"ok":true}' };
  const open = new Set<ServerResponse>();
  const waiters: (() => void)[] = [];

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readBody(request);
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
    );
    received.push({ path: request.url ?? '/', headers, body, event: JSON.parse(body) });
    for (const wake of waiters.splice(0)) wake();
    const answer = queued.shift() ?? fallback;
    if ('hang' in answer) {
      open.add(response);
      return;
    }
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    if (response.destroyed) return;
    response.writeHead(answer.status, {
      'content-type': 'text/plain',
      ...(answer.location ? { location: answer.location } : {}),
    });
    response.end(answer.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answerNext: (...answers) => queued.push(...answers),
    answerAll: (answer) => {
      fallback = answer;
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) {
          throw new Error(`expected ${count} webhooks, received ${received.length}`);
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received.slice(0, count);
    },
    async close() {
      for (const response of open) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
