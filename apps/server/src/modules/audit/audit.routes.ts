import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Contract } from '../../openapi/contract.js';
import { contractRoutes } from '../../openapi/contract-routes.js';
import { requireAuth } from '../../plugins/authenticate.js';
import type { JobRunner } from '../jobs/index.js';
import { AUDIT_PRUNE_JOB, auditPruneJob, scheduleAuditPrune } from './audit-retention.js';
import { exportAuditEvents, listAuditActors, listAuditEvents } from './audit.service.js';

export interface AuditRoutesOptions {
  contract: Contract;
  db: Database;
  clock: Clock;
  jobRunner: JobRunner;
  retentionDays: number;
  /** PGlite: nothing vacuums by itself. */
  vacuumAfterPrune: boolean;
}

export async function auditRoutes(
  app: FastifyInstance,
  options: AuditRoutesOptions,
): Promise<void> {
  const route = contractRoutes(app, options.contract, { onRequest: app.authenticate });
  const { db, clock } = options;
  options.jobRunner.register(
    AUDIT_PRUNE_JOB,
    auditPruneJob({
      db,
      clock,
      retentionDays: options.retentionDays,
      vacuumAfter: options.vacuumAfterPrune,
    }),
  );
  app.addHook('onReady', async () => scheduleAuditPrune(db, clock.now()));

  route('listAuditEvents', {
    handler: async (request) => listAuditEvents(options, requireAuth(request), request.query),
  });

  route('listAuditActors', {
    handler: async (request) => listAuditActors(options, requireAuth(request)),
  });

  route('exportAuditEvents', {
    handler: async (request, reply) => {
      const csv = await exportAuditEvents(options, requireAuth(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });
}
