import { atom } from 'jotai';
import { LIST_KEYS } from '../lists/list-keys';

/** A change of an order within the user's reach, as the live stream announces it. */
export interface OrderChange {
  orderId: string;
  /** The order event behind it: `order.created`, `order.claimed`, `order.priced`… */
  type: string;
}

/** The `data` of an `order` stream event, or null when it is not `{orderId, type}` JSON. */
export function parseOrderChange(data: unknown): OrderChange | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== 'object' || value === null) return null;
    const { orderId, type } = value as Record<string, unknown>;
    return typeof orderId === 'string' && typeof type === 'string' ? { orderId, type } : null;
  } catch {
    return null;
  }
}

/**
 * What the open queues react to: every change since this tab signed in is counted, and new orders
 * are counted apart (a list on a later page offers them in a bar instead of moving its rows).
 */
export interface OrderChangeFeed {
  /** Grows with every change: lists read again when it moves. */
  changes: number;
  /** Grows with every new order. */
  arrivals: number;
  last: OrderChange | null;
}

export const orderChangesAtom = atom<OrderChangeFeed>({ changes: 0, arrivals: 0, last: null });

export const noteOrderChangeAtom = atom(null, (get, set, change: OrderChange) => {
  const feed = get(orderChangesAtom);
  set(orderChangesAtom, {
    changes: feed.changes + 1,
    arrivals: feed.arrivals + (change.type === 'order.created' ? 1 : 0),
    last: change,
  });
});

/**
 * What a change of an order refreshes: the orders lists (offers and orders screens, every page
 * and filter) and the home counts.
 */
export const ORDER_CHANGE_REFRESHES = [['get', '/api/v1/orders/'], LIST_KEYS.stats] as const;
