// The order-events module's public face: what other modules may take from it (the lint walls allow
// nothing else; docs/decisions.md, "Server modules").
export { recordOrderEvent } from './record-order-event.js';
export type { OrderEventActor, OrderEventType } from './record-order-event.js';
export { listenForDeliveries, wakeDispatchers } from './webhook-channel.js';
