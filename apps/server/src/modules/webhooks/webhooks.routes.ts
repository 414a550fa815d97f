import type { FastifyInstance } from 'fastify';
import type { Contract } from '../../openapi/contract.js';
import { contractRoute } from '../../openapi/route-schema.js';
import { requireAuth } from '../../plugins/authenticate.js';
import type { PageRequest } from '../../lib/paging.js';
import {
  changeEndpoint,
  createEndpoint,
  listEndpointDeliveries,
  listEndpoints,
  removeEndpoint,
  resendDelivery,
  rotateSecret,
  sendTestEvent,
  type WebhookDeps,
} from './webhooks.service.js';

export interface WebhookRoutesOptions extends WebhookDeps {
  contract: Contract;
}

interface IdParams {
  id: string;
}

/** The company admin's webhook endpoints, secrets and delivery log. */
export async function webhookRoutes(
  app: FastifyInstance,
  options: WebhookRoutesOptions,
): Promise<void> {
  // Authenticated (and the role checked) before the body is read.
  const signedIn = (operationId: string) => ({
    ...contractRoute(options.contract, operationId),
    onRequest: app.authenticate,
  });
  const id = (params: unknown) => (params as IdParams).id;

  app.route({
    ...signedIn('listWebhookEndpoints'),
    handler: async (request) => listEndpoints(options, requireAuth(request)),
  });

  app.route({
    ...signedIn('createWebhookEndpoint'),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await createEndpoint(
            options,
            requireAuth(request),
            request.body as Parameters<typeof createEndpoint>[2],
          ),
        ),
  });

  app.route({
    ...signedIn('updateWebhookEndpoint'),
    handler: async (request) =>
      changeEndpoint(
        options,
        requireAuth(request),
        id(request.params),
        request.body as Parameters<typeof changeEndpoint>[3],
      ),
  });

  app.route({
    ...signedIn('deleteWebhookEndpoint'),
    handler: async (request) => removeEndpoint(options, requireAuth(request), id(request.params)),
  });

  app.route({
    ...signedIn('rotateWebhookSecret'),
    handler: async (request) => rotateSecret(options, requireAuth(request), id(request.params)),
  });

  app.route({
    ...signedIn('testWebhookEndpoint'),
    handler: async (request, reply) =>
      reply.code(202).send(await sendTestEvent(options, requireAuth(request), id(request.params))),
  });

  app.route({
    ...signedIn('listWebhookDeliveries'),
    handler: async (request) =>
      listEndpointDeliveries(
        options,
        requireAuth(request),
        id(request.params),
        request.query as PageRequest,
      ),
  });

  app.route({
    ...signedIn('resendWebhookDelivery'),
    handler: async (request, reply) => {
      const params = request.params as IdParams & { deliveryId: string };
      return reply
        .code(202)
        .send(await resendDelivery(options, requireAuth(request), params.id, params.deliveryId));
    },
  });
}
