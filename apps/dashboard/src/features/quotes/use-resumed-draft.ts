import { useEffect, useRef } from 'react';
import type { Order, OrderQuotes } from '@taseer/api';
import { browserStorage } from '../../lib/local-storage';
import { draftFor } from './quote-draft';
import { savedDraftSlot } from './saved-draft';

/**
 * A new version typed earlier and not issued (kept in this browser) opens where it was left, once
 * the order's versions are known, instead of behind «تعديل العرض». A pending order's form is open
 * anyway.
 */
export function useResumedDraft({
  order,
  quotes,
  userId,
  canReprice,
  resume,
}: {
  order: Order;
  quotes: OrderQuotes | undefined;
  userId: string | undefined;
  canReprice: boolean;
  resume: () => void;
}) {
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current || !quotes || !userId) return;
    checked.current = true;
    if (!canReprice) return;
    const newest = quotes.quotes[0];
    const slot = savedDraftSlot(browserStorage() ?? null, userId, order, newest?.version ?? 0);
    if (slot.restore(draftFor(order.pieces, newest))) resume();
  }, [quotes, userId, canReprice, order, resume]);
}
