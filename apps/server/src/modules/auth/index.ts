// The auth module's public face: what other modules may take from it (the lint walls allow
// nothing else; docs/decisions.md, "Server modules").
export type { TokenService } from './token.service.js';
