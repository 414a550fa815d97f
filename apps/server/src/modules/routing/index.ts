// The routing module's public face: what other modules may take from it (the lint walls allow
// nothing else; docs/decisions.md, "Server modules").
export { integrationPlacesOf } from './integration-places.service.js';
export { routeOrder } from './order-routing.js';
export type { OrderRoute } from './order-routing.js';
export { routingRoutes } from './routing.routes.js';
