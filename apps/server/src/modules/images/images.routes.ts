import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Contract } from '../../openapi/contract.js';
import { contractRoute } from '../../openapi/route-schema.js';
import { readImage } from './image.service.js';

export async function imageRoutes(
  app: FastifyInstance,
  options: { contract: Contract; db: Database },
): Promise<void> {
  app.route({
    ...contractRoute(options.contract, 'getImage'),
    handler: async (request, reply) => {
      const { id } = request.params as { id: string };
      const image = await readImage(options.db, id);
      // The bytes behind an id never change.
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'cross-origin')
        .type(image.contentType)
        .send(image.bytes);
    },
  });
}
