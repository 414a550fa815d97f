import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import type { Body, Reply } from '../../openapi/operation-types.js';
import { enqueueJob } from '../jobs/index.js';
import { CONFIRM_PAYMENT_JOB } from './payment-jobs.js';
import { noteGatewayNotification, paymentByCheckout } from './payments.repository.js';

/**
 * A gateway notification is only a hint that something changed: it is answered at once, the
 * same way whatever it names, and a fresh one (by its id) queues a confirmation job that asks
 * the gateway itself. A replay, a forgery or a notification about someone else's checkout
 * therefore changes nothing by itself.
 */
export async function receiveGatewayNotification(
  deps: { db: Database; clock: Clock },
  body: Body<'receiveGatewayNotification'>,
): Promise<Reply<'receiveGatewayNotification'>> {
  const checkoutId = body.data.invoice_id;
  const payment = checkoutId ? await paymentByCheckout(deps.db, checkoutId) : null;
  const provider = payment?.provider;
  if (!payment || !provider) return { received: true };
  const now = deps.clock.now();
  await inTransaction(deps.db, async (tx) => {
    const fresh = await noteGatewayNotification(tx, {
      provider,
      notificationId: body.id,
      paymentId: payment.id,
      now,
    });
    if (!fresh) return;
    await enqueueJob(tx, {
      kind: CONFIRM_PAYMENT_JOB,
      key: payment.id,
      companyId: payment.companyId,
      payload: { paymentId: payment.id },
      runAt: now,
    });
  });
  return { received: true };
}
