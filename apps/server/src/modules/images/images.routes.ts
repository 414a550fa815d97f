import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Contract } from '../../openapi/contract.js';
import { contractRoutes } from '../../openapi/contract-routes.js';
import { readImage } from './image.service.js';

export async function imageRoutes(
  app: FastifyInstance,
  options: { contract: Contract; db: Database },
): Promise<void> {
  const route = contractRoutes(app, options.contract);
  route('getImage', {
    handler: async (request, reply) => {
      const image = await readImage(options.db, request.params.id);
      // The bytes behind an id never change.
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'cross-origin')
        .type(image.contentType)
        .send(image.bytes);
    },
  });
}
