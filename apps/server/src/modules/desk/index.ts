// The desk module's public face: what other modules may take from it (the lint walls allow
// nothing else; docs/decisions.md, "Server modules").
export { markPriced, recordQuotedParts } from './desk.repository.js';
export { heldByOther } from './held-by-other.js';
