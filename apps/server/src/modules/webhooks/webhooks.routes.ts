import type { FastifyInstance } from 'fastify';
import type { Contract } from '../../openapi/contract.js';
import { contractRoutes } from '../../openapi/contract-routes.js';
import { requireAuth } from '../../plugins/authenticate.js';
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

/** The company admin's webhook endpoints, secrets and delivery log. */
export async function webhookRoutes(
  app: FastifyInstance,
  options: WebhookRoutesOptions,
): Promise<void> {
  // Authenticated (and the role checked) before the body is read.
  const signedIn = contractRoutes(app, options.contract, { onRequest: app.authenticate });

  signedIn('listWebhookEndpoints', {
    handler: async (request) => listEndpoints(options, requireAuth(request)),
  });

  signedIn('createWebhookEndpoint', {
    handler: async (request, reply) =>
      reply.code(201).send(await createEndpoint(options, requireAuth(request), request.body)),
  });

  signedIn('updateWebhookEndpoint', {
    handler: async (request) =>
      changeEndpoint(options, requireAuth(request), request.params.id, request.body),
  });

  signedIn('deleteWebhookEndpoint', {
    handler: async (request) => removeEndpoint(options, requireAuth(request), request.params.id),
  });

  signedIn('rotateWebhookSecret', {
    handler: async (request) => rotateSecret(options, requireAuth(request), request.params.id),
  });

  signedIn('testWebhookEndpoint', {
    handler: async (request, reply) =>
      reply.code(202).send(await sendTestEvent(options, requireAuth(request), request.params.id)),
  });

  signedIn('listWebhookDeliveries', {
    handler: async (request) =>
      listEndpointDeliveries(options, requireAuth(request), request.params.id, request.query),
  });

  signedIn('resendWebhookDelivery', {
    handler: async (request, reply) => {
      const { id, deliveryId } = request.params;
      return reply
        .code(202)
        .send(await resendDelivery(options, requireAuth(request), id, deliveryId));
    },
  });
}
