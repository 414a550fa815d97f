import type { FastifyInstance } from 'fastify';

/**
 * While the server shuts down, requests already in flight finish normally, but their answers
 * carry `Connection: close`. Otherwise the client's keep-alive connection would stay open after
 * the answer and hold the shutdown until the keep-alive timeout.
 */
export function registerGracefulDrain(app: FastifyInstance): void {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });
}
