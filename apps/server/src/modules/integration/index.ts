// The integration module's public face: what other modules may take from it (the lint walls allow
// nothing else; docs/decisions.md, "Server modules").
export { readBotOrder } from './bot-order.js';
export { integrationCaller, integrationKeyGuard } from './integration-auth.js';
export { companyRateLimit } from './integration-limits.js';
export { createIntakeOrder } from './intake-order.js';
export type { IntakeOrder } from './intake-order.js';
