import type { Database } from '../../db/client.js';
import type { PublicPaymentView, QuoteRow } from '../quotes/index.js';
import { onlineHalalas } from './payment-money.js';
import { positionOf } from './payment-ledger.js';
import { findPaymentSettings } from './payment-settings.repository.js';
import { newestCardPaymentOf } from './payments.repository.js';
import { toPaymentSettingsView } from './payment-settings.service.js';
import { failureCodeOf } from './failure-text.js';

const NOTHING_YET: PublicPaymentView = {
  status: 'none',
  options: [],
  chosenOption: null,
  totalHalalas: 0,
  onlineHalalas: 0,
  paidHalalas: 0,
  refundedHalalas: 0,
  pending: false,
  lastFailure: null,
  bank: null,
  paidAt: null,
};

/**
 * The payment step on the customer's link (PublicQuoteDeps.paymentStep): shown once the newest
 * version is accepted and the company takes payments, or money has already moved for it.
 */
export async function publicPaymentOf(
  db: Database,
  _orderId: string,
  quote: QuoteRow,
): Promise<PublicPaymentView | null> {
  if (quote.status === 'sent' || quote.status === 'viewed') {
    // Before the answer: only the ways offered, so the accept button can say it leads to paying.
    const { options } = await findPaymentSettings(db, quote.companyId);
    return options.length === 0 ? null : { ...NOTHING_YET, options };
  }
  if (quote.status !== 'accepted') return null;
  const [settings, position, lastOnline] = await Promise.all([
    findPaymentSettings(db, quote.companyId),
    positionOf(db, quote),
    newestCardPaymentOf(db, quote.id),
  ]);
  if (settings.options.length === 0 && position.paidHalalas === 0) return null;
  const chosenOption = quote.paymentOption;
  const bank = toPaymentSettingsView(settings, false).bank;
  return {
    status: position.status,
    options: settings.options,
    chosenOption,
    totalHalalas: position.dueHalalas,
    onlineHalalas: onlineHalalas(position, settings.onlinePercent),
    paidHalalas: position.netHalalas > 0 ? position.netHalalas : 0,
    refundedHalalas: position.refundedHalalas,
    pending: lastOnline?.status === 'pending',
    // A failure is news only until money arrives or a new checkout opens.
    lastFailure:
      lastOnline?.status === 'failed' && position.netHalalas <= 0
        ? failureCodeOf(lastOnline.failureReason)
        : null,
    bank: chosenOption === 'bank_transfer' ? bank : null,
    paidAt: position.lastPaidAt?.toISOString() ?? null,
  };
}
