import type { Database } from '../../db/client.js';
import type { PublicFulfilmentView, QuoteRow } from '../quotes/index.js';
import { fulfilmentStepsOf, pickupBranchOf } from './fulfilment.repository.js';

/**
 * Where the customer's accepted order is, for his link: the stages reached with their times, and
 * while it waits at the branch, where to collect it (with a map search of the address).
 */
export async function publicFulfilmentOf(
  db: Database,
  orderId: string,
  quote: QuoteRow,
): Promise<PublicFulfilmentView | null> {
  if (quote.status !== 'accepted') return null;
  const steps = await fulfilmentStepsOf(db, quote.companyId, orderId);
  const current = steps.at(-1);
  if (!current) return null;
  const pickup = current.stage === 'ready_for_pickup' ? await pickupBranchOf(db, orderId) : null;
  return {
    stage: current.stage,
    steps: steps.map((step) => ({ stage: step.stage, at: step.at.toISOString() })),
    pickup: pickup
      ? {
          branchName: pickup.name,
          address: pickup.address.trim() || null,
          mapUrl: pickup.address.trim()
            ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(pickup.address.trim())}`
            : null,
        }
      : null,
  };
}
