import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Contract } from '../../openapi/contract.js';
import { contractRoutes } from '../../openapi/contract-routes.js';
import { requireAuth } from '../../plugins/authenticate.js';
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
  const route = contractRoutes(app, options.contract, { onRequest: app.authenticate });

  route('getChatSetting', {
    handler: async (request) => getChatSetting(options.db, requireAuth(request)),
  });

  route('updateChatSetting', {
    handler: async (request) => updateChatSetting(options, requireAuth(request), request.body),
  });
}
