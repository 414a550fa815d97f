import type { FastifyInstance } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, answer } from './error-handler.js';

/**
 * While the server shuts down, requests already in flight finish normally, but their answers
 * carry `Connection: close`; otherwise the client's keep-alive connection would stay open after
 * the answer and hold the shutdown until the keep-alive timeout. A request that arrives during
 * the drain (on a connection already open, or before the listener closes) is answered at once
 * with the contract's 503 and a Retry-After, so a client or load balancer retries elsewhere
 * instead of waiting; Fastify's own 503 would answer in a shape the contract does not know
 * (`return503OnClosing` is off in app.ts for that reason).
 */
export function registerGracefulDrain(app: FastifyInstance): void {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!draining) return;
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
