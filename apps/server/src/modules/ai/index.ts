// The ai module's public face: what other modules may take from it (the lint walls allow
// nothing else; docs/decisions.md, "Server modules").
export { contentOwnerOf, requireContentOwner } from './content-owner.js';
export type { ContentOwner } from './content-owner.js';
export { answerForBot } from './ai.service.js';
