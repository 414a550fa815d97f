import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  to: string;
  text: string;
  authorization: string | undefined;
}

export type GatewayBehaviour =
  | { kind: 'accept' }
  | { kind: 'fail'; status: number }
  /** Never answers: the caller's deadline must fire. */
  | { kind: 'hang' };

/**
 * A real HTTP SMS gateway on a loopback port, speaking the `http` provider's protocol
 * (`POST {"to","text"}`). Tests read the codes it received, as a phone would.
 */
export interface SmsGateway {
  url: string;
  received: ReceivedSms[];
  behave(behaviour: GatewayBehaviour): void;
  /** The code in the newest message to this international number (`+9665…`). */
  lastCodeFor(to: string): string;
  countFor(to: string): number;
  close(): Promise<void>;
}

export async function startSmsGateway(): Promise<SmsGateway> {
  const received: ReceivedSms[] = [];
  let behaviour: GatewayBehaviour = { kind: 'accept' };
  const hanging = new Set<ServerResponse>();

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readBody(request);
    if (behaviour.kind === 'hang') {
      hanging.add(response);
      return;
    }
    if (behaviour.kind === 'fail') {
      response.writeHead(behaviour.status, { 'content-type': 'application/json' });
      response.end('{"error":"gateway failure"}');
      return;
    }
    const message = JSON.parse(body) as { to: string; text: string };
    received.push({ ...message, authorization: request.headers.authorization });
    response.writeHead(202, { 'content-type': 'application/json' });
    response.end('{"queued":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/messages`,
    received,
    behave(next) {
      behaviour = next;
    },
    lastCodeFor(to) {
      const last = received.filter((sms) => sms.to === to).at(-1);
      const code = last && /: (\d{4})/.exec(last.text)?.[1];
      if (!code) throw new Error(`no code was texted to ${to}`);
      return code;
    },
    countFor(to) {
      return received.filter((sms) => sms.to === to).length;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
