import { useState } from 'react';
import type { Order } from '@taseer/api';

/**
 * The rows the opened offer is looked up in: the list's, plus the opened order's last row when it
 * has since left the list. Claiming or pricing it from its offer takes it out of the unclaimed
 * tab, and the live list reads itself again; without its row the offer would close into a
 * spinner while it is read afresh, and the price boxes would lose what was typed.
 */
export function useOpenedRow(rows: readonly Order[], openedId: string | undefined) {
  const [kept, setKept] = useState<Order | undefined>(undefined);
  const row = openedId === undefined ? undefined : rows.find((order) => order._id === openedId);
  if (row !== undefined && row !== kept) setKept(row);
  return row === undefined && kept !== undefined && kept._id === openedId ? [kept, ...rows] : rows;
}
