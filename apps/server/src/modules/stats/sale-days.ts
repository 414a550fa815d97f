import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { quoteDailyCounts } from '../../db/schema.js';
import { businessDay } from '../../lib/business-day.js';

/** What one step of a sale adds to its day (every field defaults to nothing). */
export interface SaleDayDelta {
  sent?: number;
  accepted?: number;
  declined?: number;
  acceptedHalalas?: number;
  paid?: number;
  delivered?: number;
  collectedHalalas?: number;
  refundedHalalas?: number;
}

/**
 * Adds to the order's place's row of the day's sale counts, in the step's transaction; the
 * statistics read these rows (and their company totals, kept by a trigger) instead of the
 * quotes, payments and events themselves.
 */
export async function addSaleDay(
  tx: Database,
  order: { companyId: string; branchId: string | null; sectionId: string | null },
  now: Date,
  delta: SaleDayDelta,
): Promise<void> {
  const t = quoteDailyCounts;
  const values = {
    sentCount: delta.sent ?? 0,
    acceptedCount: delta.accepted ?? 0,
    declinedCount: delta.declined ?? 0,
    acceptedHalalas: delta.acceptedHalalas ?? 0,
    paidCount: delta.paid ?? 0,
    deliveredCount: delta.delivered ?? 0,
    collectedHalalas: delta.collectedHalalas ?? 0,
    refundedHalalas: delta.refundedHalalas ?? 0,
  };
  const added = Object.fromEntries(
    (Object.keys(values) as (keyof typeof values)[]).map((key) => [
      key,
      sql`${t[key]} + ${values[key]}`,
    ]),
  );
  await tx
    .insert(t)
    .values({
      companyId: order.companyId,
      day: businessDay(now),
      branchId: order.branchId,
      sectionId: order.sectionId,
      ...values,
    })
    .onConflictDoUpdate({ target: [t.companyId, t.day, t.branchId, t.sectionId], set: added });
}
