import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, answer } from './error-handler.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * How a signal stops the server: readiness and every new request answer 503 at once, the
     * listener stays open for `delayMs`, then the app closes (see registerGracefulDrain).
     */
    drainAndClose(delayMs: number): Promise<void>;
  }
}

/** Liveness: the process still answers while it drains, so no orchestrator kills it meanwhile. */
const ALWAYS_ANSWERED = new Set(['/healthz']);

/** How long, at most, closing the listener waits for connections that have sent nothing yet. */
const UNREAD_CONNECTIONS_WAIT_MS = 1_000;

/**
 * While the server drains, requests already in flight finish normally, but their answers carry
 * `Connection: close`; otherwise the client's keep-alive connection would stay open after the
 * answer and hold the shutdown until the keep-alive timeout. A request that arrives during the
 * drain (on a connection already open, or before the listener closes) is answered at once with
 * the contract's 503 and a Retry-After, so a client or load balancer retries elsewhere instead of
 * waiting, and so is `/readyz`, which is how a load balancer learns of the drain; `/healthz`
 * still answers 200. Fastify's own 503 would answer in a shape the contract does not know
 * (`return503OnClosing` is off in app.ts for that reason).
 *
 * On a signal (`app.drainAndClose`, from main.ts) the drain starts while the listener stays open
 * for the drain delay, so that connections already on their way (a load balancer's, or those
 * waiting in the listen backlog while the event loop was busy) are accepted and answered; then
 * the app closes: the listener, the requests in flight, the database. Closing the listener resets
 * whatever still waits in its backlog, and Node destroys the accepted connections that have not
 * sent a request yet, so the close first lets the event loop poll once more and waits (a second
 * at most) for the connections accepted by then to send theirs. A close without a signal (tests,
 * an error) drains from its start.
 */
export function registerGracefulDrain(app: FastifyInstance): void {
  let draining = false;
  const unread = connectionsWithoutRequest(app);

  app.decorate('drainAndClose', async (delayMs: number) => {
    draining = true;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const deadline = performance.now() + UNREAD_CONNECTIONS_WAIT_MS;
    do {
      // Polls once more (an immediate runs after the poll phase): the backlog is accepted.
      await new Promise((resolve) => setImmediate(resolve));
      if (unread.size === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    } while (performance.now() < deadline);
    await app.close();
  });
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!draining || ALWAYS_ANSWERED.has(request.routeOptions.url ?? '')) return;
    await reply
      .code(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      .type('application/json; charset=utf-8')
      .send(answer('SERVICE_UNAVAILABLE'));
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });
}

/** The server's open connections that have not sent a request yet. */
function connectionsWithoutRequest(app: FastifyInstance): ReadonlySet<Socket> {
  const unread = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    unread.add(socket);
    socket.once('close', () => unread.delete(socket));
  });
  app.server.on('request', (request: { socket: Socket }) => unread.delete(request.socket));
  return unread;
}
