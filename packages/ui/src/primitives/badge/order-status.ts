export type OrderStatus = 'pending' | 'completed' | 'canceled';

/** The spec's names for order statuses: pending is 'قيد المراجعة', as on the home's gauge. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'قيد المراجعة',
  completed: 'مكتمل',
  canceled: 'ملغي',
};

/** Spec: canceled is red, completed green, anything else violet (work in progress). */
export function orderStatusKind(status: string | null | undefined): OrderStatus {
  return status === 'completed' || status === 'canceled' ? status : 'pending';
}
