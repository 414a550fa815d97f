import { AppError } from '../../errors.js';
import type { components } from '../../generated/contract-types.js';
import type { AuthContext } from '../identity/index.js';
import type { OrderEventType } from '../order-events/index.js';
import { findOrderPlace } from '../orders/index.js';
import { scopeOf } from '../scope/index.js';
import type { DeskDeps } from './claims.service.js';
import { timelineOf, type TimelineRow } from './desk.repository.js';
import { customerOrders, partMemories } from './price-memory.repository.js';

const SOURCES = new Set(['dashboard', 'integration']);

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

type OrderEvent = components['schemas']['OrderEvent'];
type FulfilmentStage = components['schemas']['FulfilmentStage'];
const STAGES = new Set<string>([
  'preparing',
  'ready_for_pickup',
  'out_for_delivery',
  'delivered',
  'returned',
] satisfies FulfilmentStage[]);

/** One event as the contract's `OrderEvent`. */
function toEvent(row: TimelineRow): OrderEvent {
  const { data } = row;
  return {
    id: row.id,
    type: row.type as OrderEventType,
    at: row.createdAt.toISOString(),
    actor: {
      kind: row.actorType as 'user' | 'customer' | 'integration' | 'system',
      name: row.actorName,
    },
    version: numberOrNull(data.version) ?? numberOrNull(data.withdrawnVersion),
    source:
      typeof data.source === 'string' && SOURCES.has(data.source)
        ? (data.source as 'dashboard' | 'integration')
        : null,
    branchName: row.branchName,
    sectionName: row.sectionName,
    assigneeName: row.assigneeName,
    totalHalalas: numberOrNull(data.totalHalalas),
    amountHalalas: numberOrNull(data.refundedHalalas) ?? numberOrNull(data.amountHalalas),
    fulfilmentStage:
      row.type === 'order.fulfilment_changed' && typeof data.to === 'string' && STAGES.has(data.to)
        ? (data.to as FulfilmentStage)
        : null,
    documentNumber:
      (row.type === 'invoice.issued' || row.type === 'credit_note.issued') &&
      typeof data.number === 'string'
        ? data.number
        : null,
  };
}

/**
 * The order's history, oldest first, within the caller's reach. An order is routed as it
 * arrives (its `order.created` says where to): the timeline shows that as its own step.
 */
export async function getOrderTimeline({ db }: DeskDeps, auth: AuthContext, id: string) {
  const order = await findOrderPlace(db, await scopeOf(db, auth), id);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const rows = await timelineOf(db, order.companyId, order.id);
  return {
    events: rows.flatMap((row): OrderEvent[] => {
      const event = toEvent(row);
      if (row.type !== 'order.created' || !row.branchName) return [event];
      const routed: OrderEvent = {
        ...event,
        id: `${row.id}.routed`,
        type: 'order.routed',
        actor: { kind: 'system', name: null },
        source: null,
      };
      return [{ ...event, branchName: null, sectionName: null }, routed];
    }),
  };
}

/** What the company quoted before for the order's parts, and the customer's other orders. */
export async function getPriceMemory({ db }: DeskDeps, auth: AuthContext, id: string) {
  const scope = await scopeOf(db, auth);
  const order = await findOrderPlace(db, scope, id);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const [parts, earlier] = await Promise.all([
    partMemories(db, order),
    customerOrders(db, scope, order),
  ]);
  return { parts, customerOrders: earlier };
}
