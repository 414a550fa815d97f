import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Contract } from '../../openapi/contract.js';
import { contractRoutes } from '../../openapi/contract-routes.js';
import { requireAuth } from '../../plugins/authenticate.js';
import type { JobRunner } from '../jobs/index.js';
import type { SecretBox } from '../../lib/secret-box.js';
import {
  ISSUE_CREDIT_NOTE_JOB,
  ISSUE_INVOICE_JOB,
  REPORT_DOCUMENT_JOB,
} from './invoice-job-kinds.js';
import { reportDocumentJob } from './report-job.js';
import type { ReportingDirectory } from './reporting-directory.js';
import {
  deleteZatcaSettings,
  getZatcaSettings,
  updateZatcaSettings,
} from './stamp-settings.service.js';
import { issueCreditNoteJob, issueInvoiceJob } from './invoices.service.js';
import { exportTaxDocuments, getVatSummary, listTaxDocuments } from './invoice-list.service.js';
import {
  issueOrderInvoiceByHand,
  listOrderTaxDocuments,
  listPublicTaxDocuments,
} from './order-invoices.service.js';
import { getTaxProfile, updateTaxProfile } from './tax-profile.service.js';
import {
  listBranchAddresses,
  removeBranchAddress,
  setBranchAddress,
} from './branch-addresses.service.js';
import type { Limit, RateLimiter } from '../rate-limit/index.js';

export interface InvoiceRoutesOptions {
  contract: Contract;
  db: Database;
  clock: Clock;
  secrets: SecretBox;
  reporting: ReportingDirectory;
  jobRunner: JobRunner;
  rateLimiter: RateLimiter;
  /** Calls of the customer's link, per client address (the link's own limit). */
  pageLimit: Limit;
}

export async function invoiceRoutes(
  app: FastifyInstance,
  options: InvoiceRoutesOptions,
): Promise<void> {
  const deps = { db: options.db, clock: options.clock, secrets: options.secrets };
  const stampDeps = { ...deps, localAvailable: options.reporting.localAvailable };
  options.jobRunner.register(ISSUE_INVOICE_JOB, issueInvoiceJob(deps));
  options.jobRunner.register(ISSUE_CREDIT_NOTE_JOB, issueCreditNoteJob(deps));
  options.jobRunner.register(
    REPORT_DOCUMENT_JOB,
    reportDocumentJob({ ...deps, reporting: options.reporting }),
  );
  const signedIn = contractRoutes(app, options.contract, { onRequest: app.authenticate });

  signedIn('getTaxProfile', {
    handler: async (request) => getTaxProfile(deps, requireAuth(request)),
  });

  signedIn('updateTaxProfile', {
    handler: async (request) => updateTaxProfile(deps, requireAuth(request), request.body),
  });

  signedIn('listBranchAddresses', {
    handler: async (request) => listBranchAddresses(deps, requireAuth(request)),
  });

  signedIn('setBranchAddress', {
    handler: async (request) =>
      setBranchAddress(deps, requireAuth(request), request.params.id, request.body),
  });

  signedIn('removeBranchAddress', {
    handler: async (request) => removeBranchAddress(deps, requireAuth(request), request.params.id),
  });

  signedIn('getZatcaSettings', {
    handler: async (request) => getZatcaSettings(stampDeps, requireAuth(request)),
  });

  signedIn('updateZatcaSettings', {
    handler: async (request) => updateZatcaSettings(stampDeps, requireAuth(request), request.body),
  });

  signedIn('deleteZatcaSettings', {
    handler: async (request) => deleteZatcaSettings(stampDeps, requireAuth(request)),
  });

  signedIn('listOrderTaxDocuments', {
    handler: async (request) =>
      listOrderTaxDocuments(deps, requireAuth(request), request.params.id),
  });

  signedIn('issueOrderInvoice', {
    handler: async (request, reply) => {
      const issued = await issueOrderInvoiceByHand(deps, requireAuth(request), request.params.id);
      return reply.code(issued.created ? 201 : 200).send(issued.document);
    },
  });

  signedIn('listTaxDocuments', {
    handler: async (request) => listTaxDocuments(deps, requireAuth(request), request.query),
  });

  signedIn('exportTaxDocuments', {
    handler: async (request, reply) => {
      const csv = await exportTaxDocuments(deps, requireAuth(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="invoices.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });

  signedIn('getVatSummary', {
    handler: async (request) => getVatSummary(deps, requireAuth(request), request.query),
  });

  const publicRoute = contractRoutes(app, options.contract, {
    onRequest: async (request) => {
      await options.rateLimiter.consume(options.pageLimit, request.ip);
    },
  });

  publicRoute('listPublicQuoteTaxDocuments', {
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return listPublicTaxDocuments(deps, request.params.token);
    },
  });
}
