// The orders module's public face: what other modules may take from it (the lint walls allow
// nothing else; docs/decisions.md, "Server modules").
export {
  canceledOrderNotice,
  newOrderNotice,
  orderText,
  pricedOrderNotice,
  unroutedOrderNotice,
} from './order-notifications.js';
export type { OrderNotice } from './order-notifications.js';
export { notifyOrderStaff } from './order-staff.js';
export type { Notice } from './order-staff.js';
export { transitionOrder } from './order-transitions.js';
export type { TransitionDeps } from './order-transitions.js';
export type { FulfilmentStage, OrderStatus, OrderView } from './order-view.js';
export {
  closeOrder,
  findOrderPlace,
  findOrderView,
  lockOrder,
  lockOrderToRoute,
  orderScope,
  pendingPieceIdsOf,
} from './orders.repository.js';
export type { LockedOrder } from './orders.repository.js';
export { PRICE_MAX_CHARACTERS, priceFieldError, priceText } from './price-input.js';
export { FULFILMENT_WORDS } from './sale-words.js';
