import { randomUUID } from 'node:crypto';
import {
  INITIAL_PIH,
  invoiceHash,
  invoiceXml,
  PAYMENT_MEANS,
  phaseOneQr,
  signInvoice,
  type PaymentMeansCode,
  type Seller,
  type TaxDocument,
} from '@taseer/zatca';
import type { Database } from '../../db/client.js';
import type { TaxDocumentLineRow, TaxDocumentSellerRow } from '../../db/schema.js';
import { enqueueJob } from '../jobs/index.js';
import { recordOrderEvent, type OrderEventActor } from '../order-events/index.js';
import { REPORT_DOCUMENT_JOB } from './invoice-job-kinds.js';
import type { OpenStamp } from './stamp-credentials.js';
import { insertPendingReport } from './tax-reports.repository.js';
import {
  advanceCounter,
  insertTaxDocument,
  lockCounter,
  type TaxDocumentRow,
} from './tax-documents.repository.js';

/** What a new invoice or credit note says, before the chain gives it a number. */
export interface DocumentDraft {
  companyId: string;
  orderId: string;
  branchId: string | null;
  kind: 'invoice' | 'credit_note';
  quoteId: string;
  seller: TaxDocumentSellerRow;
  buyerName: string | null;
  lines: TaxDocumentLineRow[];
  netHalalas: number;
  vatHalalas: number;
  totalHalalas: number;
  paymentMeans: keyof typeof PAYMENT_MEANS;
  /** A credit note's invoice, its reason and the refund it records. */
  original?: { id: string; number: string };
  reason?: string;
  refundId?: string;
  actor: OrderEventActor;
}

const NUMBER_PREFIX = { invoice: 'INV', credit_note: 'CRN' } as const;

/**
 * Issues one tax document in the caller's transaction. The company's counter row is locked first,
 * so documents issued at once queue there and each takes the next counter (ICV), the next number
 * of its kind and the previous document's hash (PIH); a transaction that rolls back, or a
 * process killed before it commits, gives them back. The XML is built, hashed and stored with
 * its QR; with the company's stamp it is signed (the QR gains tags 6–9; the hash is the same)
 * and its report to ZATCA queued. The step is an order event (timeline, webhooks, the link).
 */
export async function issueTaxDocument(
  tx: Database,
  draft: DocumentDraft,
  now: Date,
  stamp: OpenStamp | null,
): Promise<TaxDocumentRow> {
  const position = await lockCounter(tx, draft.companyId, INITIAL_PIH);
  const counter = position.lastCounter + 1;
  const sequence =
    draft.kind === 'invoice' ? position.lastInvoiceNumber + 1 : position.lastCreditNoteNumber + 1;
  const number = `${NUMBER_PREFIX[draft.kind]}-${String(sequence).padStart(6, '0')}`;
  const id = randomUUID();
  const document = zatcaDocument(
    draft,
    { id, number, counter, previousHash: position.lastHash },
    now,
  );
  const unsigned = invoiceXml(document);
  const signed = stamp ? signInvoice(unsigned, stamp.credentials, now) : null;
  const xml = signed?.xml ?? unsigned;
  const hash = signed?.invoiceHash ?? invoiceHash(unsigned);
  const qr = signed?.qr ?? phaseOneQr(document);
  const row: TaxDocumentRow = {
    id,
    companyId: draft.companyId,
    orderId: draft.orderId,
    branchId: draft.branchId,
    kind: draft.kind,
    sequence,
    number,
    counter,
    issuedAt: now,
    quoteId: draft.quoteId,
    originalId: draft.original?.id ?? null,
    refundId: draft.refundId ?? null,
    reason: draft.reason ?? null,
    seller: draft.seller,
    buyerName: draft.buyerName,
    lines: draft.lines,
    netHalalas: draft.netHalalas,
    vatHalalas: draft.vatHalalas,
    totalHalalas: draft.totalHalalas,
    xml,
    hash,
    previousHash: position.lastHash,
    qr,
    issuedBy: draft.actor.type === 'user' ? draft.actor.id : null,
  };
  await insertTaxDocument(tx, row);
  if (stamp) {
    await insertPendingReport(tx, id, draft.companyId, now);
    await enqueueJob(tx, {
      kind: REPORT_DOCUMENT_JOB,
      key: id,
      companyId: draft.companyId,
      payload: { documentId: id },
      runAt: now,
    });
  }
  await advanceCounter(tx, draft.companyId, {
    lastCounter: counter,
    lastInvoiceNumber: draft.kind === 'invoice' ? sequence : position.lastInvoiceNumber,
    lastCreditNoteNumber: draft.kind === 'credit_note' ? sequence : position.lastCreditNoteNumber,
    lastHash: hash,
  });
  await recordOrderEvent(tx, {
    companyId: draft.companyId,
    orderId: draft.orderId,
    type: draft.kind === 'invoice' ? 'invoice.issued' : 'credit_note.issued',
    actor: draft.actor,
    data: {
      documentId: id,
      number,
      totalHalalas: draft.totalHalalas,
      ...(draft.original ? { invoiceNumber: draft.original.number } : {}),
    },
    now,
  });
  return row;
}

function zatcaDocument(
  draft: DocumentDraft,
  chain: { id: string; number: string; counter: number; previousHash: string },
  now: Date,
): TaxDocument {
  const seller: Seller = {
    legalNameAr: draft.seller.legalNameAr,
    ...(draft.seller.legalNameEn ? { legalNameEn: draft.seller.legalNameEn } : {}),
    vatNumber: draft.seller.vatNumber,
    crn: draft.seller.commercialRegistration,
    address: { ...draft.seller.address, countryCode: 'SA' },
  };
  const base = {
    number: chain.number,
    uuid: chain.id,
    issuedAt: now,
    counter: chain.counter,
    previousInvoiceHash: chain.previousHash,
    seller,
    ...(draft.buyerName ? { buyerName: draft.buyerName } : {}),
    lines: draft.lines.map((line) => {
      // A net that is not whole halalas per unit is stated as the price of the whole quantity.
      const whole = Number.isInteger(line.unitNetHalalas);
      return {
        name: line.name,
        quantity: line.quantity,
        netPriceHalalas: whole ? line.unitNetHalalas : line.netHalalas,
        ...(whole ? {} : { priceBaseQuantity: line.quantity }),
        lineNetHalalas: line.netHalalas,
        vatRateBasisPoints: line.vatRateBasisPoints,
        lineVatHalalas: line.vatHalalas,
      };
    }),
    totals: {
      lineExtensionHalalas: draft.netHalalas,
      taxExclusiveHalalas: draft.netHalalas,
      vatHalalas: draft.vatHalalas,
      taxInclusiveHalalas: draft.totalHalalas,
      payableHalalas: draft.totalHalalas,
    },
  };
  const paymentMeansCode: PaymentMeansCode = PAYMENT_MEANS[draft.paymentMeans];
  if (draft.kind === 'invoice') return { ...base, kind: 'invoice', paymentMeansCode };
  if (!draft.original || !draft.reason) throw new Error('a credit note names its invoice and why');
  return {
    ...base,
    kind: 'credit-note',
    originalInvoiceNumber: draft.original.number,
    reason: draft.reason,
    paymentMeansCode,
  };
}
