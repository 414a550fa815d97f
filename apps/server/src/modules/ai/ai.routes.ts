import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Contract } from '../../openapi/contract.js';
import { contractRoutes } from '../../openapi/contract-routes.js';
import { requireAuth } from '../../plugins/authenticate.js';
import { companyRateLimit, integrationCaller, integrationKeyGuard } from '../integration/index.js';
import type { Limit, RateLimiter } from '../rate-limit/index.js';
import {
  answerForBot,
  deleteAiEntries,
  getAiConfig,
  previewAiAnswer,
  saveAiConfig,
} from './ai.service.js';

export interface AiRoutesOptions {
  contract: Contract;
  db: Database;
  rateLimiter: RateLimiter;
  /** The chat bot's questions per company and window. */
  questionLimit: Limit;
}

export async function aiRoutes(app: FastifyInstance, options: AiRoutesOptions): Promise<void> {
  const { db } = options;
  const route = contractRoutes(app, options.contract, { onRequest: app.authenticate });

  route('getAiConfig', {
    handler: async (request) => getAiConfig(db, requireAuth(request)),
  });

  route('saveAiConfig', {
    handler: async (request) => saveAiConfig(db, requireAuth(request), request.body),
  });

  route('deleteAiEntries', {
    handler: async (request) => {
      const { taskId, questionId } = request.params;
      return deleteAiEntries(db, requireAuth(request), taskId, questionId);
    },
  });

  route('previewAiAnswer', {
    handler: async (request) => previewAiAnswer(db, requireAuth(request), request.body.question),
  });

  // The company's chat bot: its integration key says which company's pairs answer.
  route('answerIntegrationQuestion', {
    onRequest: [
      integrationKeyGuard(db),
      companyRateLimit(options.rateLimiter, options.questionLimit),
    ],
    handler: async (request) =>
      answerForBot(db, integrationCaller(request).companyId, request.body),
  });
}
