import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Contract } from '../../openapi/contract.js';
import { contractRoute } from '../../openapi/route-schema.js';
import { requireAuth } from '../../plugins/authenticate.js';
import type { ChatSettingChanges } from './chat-settings.repository.js';
import { getChatSetting, updateChatSetting } from './chat-settings.service.js';

export interface ChatSettingRoutesOptions {
  contract: Contract;
  db: Database;
  clock: Clock;
}

export async function chatSettingRoutes(
  app: FastifyInstance,
  options: ChatSettingRoutesOptions,
): Promise<void> {
  const route = (operationId: string) => ({
    ...contractRoute(options.contract, operationId),
    onRequest: app.authenticate,
  });

  app.route({
    ...route('getChatSetting'),
    handler: async (request) => getChatSetting(options.db, requireAuth(request)),
  });

  app.route({
    ...route('updateChatSetting'),
    handler: async (request) =>
      updateChatSetting(options, requireAuth(request), request.body as ChatSettingChanges),
  });
}
