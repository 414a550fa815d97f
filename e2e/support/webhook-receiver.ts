import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/**
 * A company's receiving server, on this machine: it answers every POST with 200 and keeps what
 * came (the server may send to a loopback http address outside production). Used by the webhooks
 * journey and its review pictures.
 */

export interface ReceivedWebhook {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** What a receiver reads in a webhook's body (the contract's `WebhookEvent`). */
export interface WebhookPayload {
  type: string;
  timestamp: string;
  data: {
    event: { id: string; type: string; occurredAt: string; details: unknown };
    order?: { order: { _id: string; orderRef: string }; link: string | null };
  };
}

export interface WebhookReceiver {
  /** The receiver's origin, `http://127.0.0.1:<port>`. */
  origin: string;
  /** Everything received so far, oldest first. */
  received: ReceivedWebhook[];
  close(): Promise<void>;
}

/** What the receiver answers: its excerpt shows in the delivery log. */
export const RECEIVER_ANSWER = '{"received":true}';

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [
            name,
            Array.isArray(value) ? value.join(', ') : (value ?? ''),
          ]),
        ),
        body,
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end(RECEIVER_ANSWER);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The webhook's body as a receiver reads it after checking its signature with the Standard
 * Webhooks package (throws when the signature, or its timestamp, does not hold).
 */
export function verifiedPayload(hook: ReceivedWebhook, secret: string): WebhookPayload {
  return new Webhook(secret).verify(hook.body, hook.headers) as WebhookPayload;
}

/** The body's event type, read without checking the signature (to find a webhook). */
export function eventTypeOf(hook: ReceivedWebhook): string | undefined {
  try {
    return (JSON.parse(hook.body) as Partial<WebhookPayload>).type;
  } catch {
    return undefined;
  }
}
