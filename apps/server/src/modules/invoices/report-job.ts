import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { addSeconds, type Clock } from '../../lib/clock.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { JobHandler } from '../jobs/index.js';
import { recordNotification } from '../notifications/index.js';
import { companyStamp, UNREADABLE_STAMP } from './company-stamp.js';
import type { ReportingDirectory } from './reporting-directory.js';
import { findTaxDocument } from './tax-documents.repository.js';
import { recordReport, reportsOf } from './tax-reports.repository.js';

export interface ReportJobDeps {
  db: Database;
  clock: Clock;
  secrets: SecretBox;
  reporting: ReportingDirectory;
}

/** A company whose stamp was removed before its documents were reported is looked at again. */
const NO_STAMP_WAIT_SECONDS = 6 * 3600;

/**
 * Reports one stamped document to ZATCA and records its decision. No answer (down, timed out,
 * credentials refused) is a failed run, retried over about a day, inside the 24 hours ZATCA gives
 * simplified documents. One at a time per process, so a company's documents usually reach ZATCA
 * in their chain's order.
 */
export function reportDocumentJob(deps: ReportJobDeps): JobHandler {
  return {
    retrySchedule: [60, 300, 900, 1_800, 3_600, 7_200, 14_400, 21_600, 28_800],
    timeoutMs: 30_000,
    concurrency: 1,
    async run(job, { signal }) {
      const documentId = String(job.payload.documentId ?? '');
      const companyId = job.companyId ?? '';
      const document = await findTaxDocument(deps.db, companyId, documentId);
      const [report] = await reportsOf(deps.db, [documentId]);
      if (!document || report?.status !== 'pending') return { done: true };
      const stamp = await companyStamp(deps.db, companyId, deps.secrets);
      if (!stamp || stamp === UNREADABLE_STAMP) {
        return {
          retryAt: addSeconds(deps.clock.now(), NO_STAMP_WAIT_SECONDS),
          reason: stamp
            ? 'the ZATCA stamp cannot be opened (WEBHOOK_SECRET_KEY changed): save it again'
            : 'the company has no ZATCA stamp to report with',
        };
      }
      const outcome = await deps.reporting
        .reportingFor(stamp.environment)
        .report(
          { uuid: document.id, invoiceHash: document.hash, xml: document.xml },
          stamp.reporting,
          signal,
        );
      const now = deps.clock.now();
      await inTransaction(deps.db, async (tx) => {
        await recordReport(tx, documentId, outcome, now);
        // A rejected document needs the company's hand (a corrected profile, another stamp):
        // it is told once, with ZATCA's first reason, and the list of what was rejected.
        if (outcome.status === 'rejected') {
          await recordNotification(tx, {
            userId: companyId,
            companyId,
            ...rejectionNotice(document, outcome.messages),
            path: '/invoices?reporting=rejected',
            now,
          });
        }
      });
      return { done: true };
    },
  };
}

/** What the company reads when ZATCA rejects one of its documents (ZATCA words it in English). */
export function rejectionNotice(
  document: { kind: 'invoice' | 'credit_note'; number: string },
  messages: readonly { type: string; message: string }[],
): { title: string; message: string } {
  const what = document.kind === 'invoice' ? 'الفاتورة' : 'الإشعار الدائن';
  const reason = messages.find((message) => message.type === 'error') ?? messages[0];
  return {
    title: 'رفضت الهيئة الإبلاغ عن مستند',
    message: reason
      ? `رفضت هيئة الزكاة والضريبة والجمارك ${what} ${document.number}: ${reason.message}`
      : `رفضت هيئة الزكاة والضريبة والجمارك ${what} ${document.number}`,
  };
}
