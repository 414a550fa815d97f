import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  to: string;
  text: string;
  receivedAt: string;
}

export interface SmsGateway {
  /** Where the server posts messages (SMS_HTTP_URL). */
  sendUrl: string;
  /** Where tests read them: `GET {inboxUrl}?to=+9665…` answers the messages to that number. */
  inboxUrl: string;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 64 * 1024;

/**
 * A local SMS gateway speaking the server's `http` provider protocol (`POST {"to","text"}`).
 * It keeps what it received so a test reads the code the way a phone would, from another process
 * (tests run in Playwright workers, this runs in the runner).
 */
export async function startSmsGateway(): Promise<SmsGateway> {
  const received: ReceivedSms[] = [];

  const server = createServer((request, response) => {
    handle(request, response, received).catch((error: unknown) => {
      respond(response, 500, { error: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    sendUrl: `${origin}/send`,
    inboxUrl: `${origin}/inbox`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function handle(
  request: IncomingMessage,
  response: ServerResponse,
  received: ReceivedSms[],
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://gateway');
  if (request.method === 'POST' && url.pathname === '/send') {
    const message = JSON.parse(await readBody(request)) as { to?: unknown; text?: unknown };
    if (typeof message.to !== 'string' || typeof message.text !== 'string') {
      respond(response, 400, { error: 'expected {"to","text"}' });
      return;
    }
    received.push({ to: message.to, text: message.text, receivedAt: new Date().toISOString() });
    respond(response, 202, { queued: true });
    return;
  }
  if (request.method === 'GET' && url.pathname === '/inbox') {
    const to = url.searchParams.get('to');
    respond(
      response,
      200,
      received.filter((message) => to === null || message.to === to),
    );
    return;
  }
  respond(response, 404, { error: 'not found' });
}

function respond(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new Error('message too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
