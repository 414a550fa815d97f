import type { components } from '@taseer/api';
import type { MessageKey } from '../../i18n/ar';
import { LIST_QUERY_PARAMS } from '../../shared/lists/list-query';

/**
 * The fulfilment queue's lanes: work lists of the orders list (contract: `OrderQueue`) that
 * follow an accepted order through its handover. The lane lives in the address (`?lane=`), the
 * first one left out, like every list's defaults.
 */
type OrderQueue = components['schemas']['OrderQueue'];

export const LANES = [
  'to_prepare',
  'ready_for_pickup',
  'out_for_delivery',
  'delivered_today',
] as const satisfies readonly OrderQueue[];

export type Lane = (typeof LANES)[number];

export const LANE_PARAM = 'lane';
const DEFAULT_LANE: Lane = 'to_prepare';

export const LANE_LABELS: Record<Lane, MessageKey> = {
  to_prepare: 'fulfilment.lane.to_prepare',
  ready_for_pickup: 'fulfilment.lane.ready_for_pickup',
  out_for_delivery: 'fulfilment.lane.out_for_delivery',
  delivered_today: 'fulfilment.lane.delivered_today',
};

/** What an empty lane says: a title and a friendly sentence of what shows there. */
export const LANE_EMPTY: Record<Lane, { title: MessageKey; text: MessageKey }> = {
  to_prepare: { title: 'fulfilment.empty.to_prepare', text: 'fulfilment.empty.to_prepareText' },
  ready_for_pickup: {
    title: 'fulfilment.empty.ready_for_pickup',
    text: 'fulfilment.empty.ready_for_pickupText',
  },
  out_for_delivery: {
    title: 'fulfilment.empty.out_for_delivery',
    text: 'fulfilment.empty.out_for_deliveryText',
  },
  delivered_today: {
    title: 'fulfilment.empty.delivered_today',
    text: 'fulfilment.empty.delivered_todayText',
  },
};

export function isLane(value: string | null | undefined): value is Lane {
  return (LANES as readonly string[]).includes(value ?? '');
}

/** The lane in the address; missing or unknown means the first, the orders to prepare. */
export function readLane(search: string): Lane {
  const value = new URLSearchParams(search).get(LANE_PARAM);
  return isLane(value) ? value : DEFAULT_LANE;
}

/**
 * The query string on another lane: the list starts again from page 1 (the old page may not
 * exist there); the page size and the search stay. The lane already shown changes nothing.
 */
export function changeLane(search: string, lane: Lane): string {
  const params = new URLSearchParams(search);
  if (readLane(search) === lane) return params.toString();
  if (lane === DEFAULT_LANE) params.delete(LANE_PARAM);
  else params.set(LANE_PARAM, lane);
  params.delete(LIST_QUERY_PARAMS.page);
  return params.toString();
}
