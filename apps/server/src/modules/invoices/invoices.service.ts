import { totalsOf } from '@taseer/money';
import type { Database } from '../../db/client.js';
import type { PaymentOption } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { addSeconds, type Clock } from '../../lib/clock.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { enqueueJob, type JobHandler } from '../jobs/index.js';
import { lockOrder, type LockedOrder } from '../orders/index.js';
import type { OrderEventActor } from '../order-events/index.js';
import { newestQuote } from '../quotes/index.js';
import { companyStamp, UNREADABLE_STAMP } from './company-stamp.js';
import { ISSUE_CREDIT_NOTE_JOB, ISSUE_INVOICE_JOB } from './invoice-job-kinds.js';
import { issueTaxDocument, type DocumentDraft } from './issue-document.js';
import { saleLinesOf } from './sale-lines.js';
import {
  findOrderInvoice,
  findRefund,
  refundHasNote,
  refundsWithoutNote,
  type TaxDocumentRow,
} from './tax-documents.repository.js';
import { branchAddressOf } from './branch-addresses.repository.js';
import { sellerOf } from './tax-profile.js';
import { findSellerTaxProfile } from './tax-profile.service.js';

/** A sale waiting for its tax profile is looked at again this often (and at once when saved). */
const PROFILE_WAIT_SECONDS = 6 * 3600;

/** Why an order has no invoice after asking for one. */
export type NoInvoice = 'not_sold' | 'not_taxed' | 'profile_incomplete' | 'stamp_unreadable';

/**
 * Asks for the order's invoice, in the transaction of the step that completes the sale (paid in
 * full, or handed over when paid on the spot). The job issues it after the step commits, so a
 * problem with the invoice never holds back the payment or the handover.
 */
export async function queueInvoice(
  tx: Database,
  order: { companyId: string; id: string },
  now: Date,
): Promise<void> {
  await enqueueJob(tx, {
    kind: ISSUE_INVOICE_JOB,
    key: order.id,
    companyId: order.companyId,
    payload: { orderId: order.id },
    runAt: now,
  });
}

/** Asks for the credit note of a refund, in the refund's transaction. */
export async function queueCreditNote(
  tx: Database,
  order: { companyId: string; id: string },
  refundId: string,
  now: Date,
): Promise<void> {
  await enqueueJob(tx, {
    kind: ISSUE_CREDIT_NOTE_JOB,
    key: refundId,
    companyId: order.companyId,
    payload: { orderId: order.id, refundId },
    runAt: now,
  });
}

/** Whether handing the sale over completes it: paid there (or no way to pay was chosen). */
export function paidAtHandover(option: PaymentOption | null): boolean {
  return option === null || option === 'pay_on_delivery' || option === 'pay_on_pickup';
}

const PAYMENT_MEANS_OF: Record<PaymentOption, DocumentDraft['paymentMeans']> = {
  card: 'bankCard',
  bank_transfer: 'creditTransfer',
  pay_on_delivery: 'cash',
  pay_on_pickup: 'cash',
};

/**
 * The order's invoice: the one it has, or a new one for its accepted version when the company's
 * tax profile is complete. Under the order's lock, so the job and a member of staff asking at
 * once issue one invoice. Credit notes follow for refunds made before it.
 */
export async function issueOrderInvoice(
  tx: Database,
  order: LockedOrder,
  actor: OrderEventActor,
  now: Date,
  secrets: SecretBox,
): Promise<TaxDocumentRow | NoInvoice> {
  const existing = await findOrderInvoice(tx, order.id);
  if (existing) return existing;
  const quote = await newestQuote(tx, order.id);
  if (quote?.status !== 'accepted') return 'not_sold';
  if (quote.vatRateBasisPoints === 0) return 'not_taxed';
  const profileSeller = sellerOf(await findSellerTaxProfile(tx, order.companyId));
  if (!profileSeller) return 'profile_incomplete';
  // A branch with its own national address puts it on its invoices.
  const branchAddress = order.branchId
    ? await branchAddressOf(tx, order.companyId, order.branchId)
    : null;
  const seller = branchAddress ? { ...profileSeller, address: branchAddress } : profileSeller;
  const stamp = await companyStamp(tx, order.companyId, secrets);
  if (stamp === UNREADABLE_STAMP) return 'stamp_unreadable';
  const sale = saleLinesOf(quote);
  const invoice = await issueTaxDocument(
    tx,
    {
      companyId: order.companyId,
      orderId: order.id,
      branchId: order.branchId,
      kind: 'invoice',
      quoteId: quote.id,
      seller,
      buyerName: order.clientName.trim() || null,
      ...sale,
      paymentMeans: quote.paymentOption ? PAYMENT_MEANS_OF[quote.paymentOption] : 'cash',
      actor,
    },
    now,
    stamp,
  );
  for (const refund of await refundsWithoutNote(tx, order.id, quote.id)) {
    await queueCreditNote(tx, order, refund.id, now);
  }
  return invoice;
}

const REFUND_MEANS: Record<'card' | 'cash' | 'bank_transfer', DocumentDraft['paymentMeans']> = {
  card: 'bankCard',
  cash: 'cash',
  bank_transfer: 'creditTransfer',
};

/**
 * The credit note of one refund, once the order has its invoice: the amount given back, VAT
 * included at the invoice's rate, as one line naming the invoice. Nothing before the invoice
 * exists (issuing it queues the notes of earlier refunds) or when the note exists already.
 */
export async function issueRefundCreditNote(
  tx: Database,
  order: LockedOrder,
  refundId: string,
  now: Date,
  secrets: SecretBox,
): Promise<TaxDocumentRow | null | 'stamp_unreadable'> {
  const invoice = await findOrderInvoice(tx, order.id);
  if (!invoice || (await refundHasNote(tx, refundId))) return null;
  const refund = await findRefund(tx, order.id, refundId);
  if (!refund || refund.quoteId !== invoice.quoteId) return null;
  const rate = invoice.lines[0]?.vatRateBasisPoints ?? 0;
  // The VAT a refund of this much contains, by the one money rule (prices with VAT included).
  const vat = totalsOf([refund.amountHalalas], {
    vatRateBasisPoints: rate,
    pricesIncludeVat: true,
    deliveryHalalas: 0,
  }).vatHalalas;
  const net = refund.amountHalalas - vat;
  const stamp = await companyStamp(tx, order.companyId, secrets);
  if (stamp === UNREADABLE_STAMP) return 'stamp_unreadable';
  return issueTaxDocument(
    tx,
    {
      companyId: order.companyId,
      orderId: order.id,
      branchId: invoice.branchId,
      kind: 'credit_note',
      quoteId: invoice.quoteId ?? refund.quoteId,
      seller: invoice.seller,
      buyerName: invoice.buyerName,
      lines: [
        {
          name: `مبلغ مسترد من الفاتورة ${invoice.number}`,
          quantity: 1,
          unitNetHalalas: net,
          netHalalas: net,
          vatRateBasisPoints: rate,
          vatHalalas: vat,
        },
      ],
      netHalalas: net,
      vatHalalas: vat,
      totalHalalas: refund.amountHalalas,
      paymentMeans: REFUND_MEANS[refund.method],
      original: { id: invoice.id, number: invoice.number },
      reason: refund.reason ?? 'استرداد مبلغ للعميل',
      refundId,
      actor: { type: 'system' },
    },
    now,
    stamp,
  );
}

export interface InvoiceJobDeps {
  db: Database;
  clock: Clock;
  secrets: SecretBox;
}

export function issueInvoiceJob(deps: InvoiceJobDeps): JobHandler {
  return {
    retrySchedule: [30, 300, 1_800, 3_600, 6 * 3_600],
    async run(job) {
      const orderId = String(job.payload.orderId ?? '');
      const outcome = await inTransaction(deps.db, async (tx) => {
        const order = await lockOrder(tx, null, orderId);
        if (!order) return 'gone';
        return issueOrderInvoice(tx, order, { type: 'system' }, deps.clock.now(), deps.secrets);
      });
      if (outcome === 'profile_incomplete') {
        return {
          retryAt: addSeconds(deps.clock.now(), PROFILE_WAIT_SECONDS),
          reason: 'the tax profile is incomplete',
        };
      }
      if (outcome === 'stamp_unreadable') return stampWait(deps.clock);
      return { done: true };
    },
  };
}

export function issueCreditNoteJob(deps: InvoiceJobDeps): JobHandler {
  return {
    retrySchedule: [30, 300, 1_800, 3_600, 6 * 3_600],
    async run(job) {
      const orderId = String(job.payload.orderId ?? '');
      const refundId = String(job.payload.refundId ?? '');
      const outcome = await inTransaction(deps.db, async (tx) => {
        const order = await lockOrder(tx, null, orderId);
        if (!order) return null;
        return issueRefundCreditNote(tx, order, refundId, deps.clock.now(), deps.secrets);
      });
      return outcome === 'stamp_unreadable' ? stampWait(deps.clock) : { done: true };
    },
  };
}

/** A stamp the server cannot open: the document waits for the company to save it again. */
function stampWait(clock: Clock) {
  return {
    retryAt: addSeconds(clock.now(), PROFILE_WAIT_SECONDS),
    reason: 'the ZATCA stamp cannot be opened (WEBHOOK_SECRET_KEY changed): save it again',
  };
}
