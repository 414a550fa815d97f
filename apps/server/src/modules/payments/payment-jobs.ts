import { addSeconds, type Clock } from '../../lib/clock.js';
import type { JobHandler } from '../jobs/index.js';
import { confirmPayment, type ConfirmDeps } from './confirm-payment.js';

/** Confirms one online payment with the gateway: after a notification, and to reconcile. */
export const CONFIRM_PAYMENT_JOB = 'payment.confirm';
/** A checkout nobody reported on is first asked about this long after it opened. */
export const RECONCILE_AFTER_SECONDS = 120;
/**
 * Then again this often until the checkout is paid or failed: it expires at the gateway an hour
 * after it opened, so the asking ends by itself.
 */
const STILL_OPEN_WAIT_SECONDS = 300;

/**
 * The reconciliation sweep is this job's schedule: each open checkout has one pending job that
 * asks the gateway, and asks again later while the checkout is still open. A gateway that does
 * not answer is a failed run, retried on the runner's schedule.
 */
export function confirmPaymentJob(deps: ConfirmDeps & { clock: Clock }): JobHandler {
  return {
    retrySchedule: [30, 120, 600, 1_800, 3_600],
    timeoutMs: 20_000,
    async run(job) {
      const paymentId = String(job.payload.paymentId ?? '');
      const outcome = await confirmPayment(deps, paymentId);
      if (outcome !== 'pending') return { done: true };
      return {
        retryAt: addSeconds(deps.clock.now(), STILL_OPEN_WAIT_SECONDS),
        reason: 'the checkout is still open at the gateway',
      };
    },
  };
}
