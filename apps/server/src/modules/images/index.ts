// The images module's public face: what other modules may take from it (the lint walls allow
// nothing else; docs/decisions.md, "Server modules").
export { normaliseImage } from './image.service.js';
export type { ProcessedImage } from './image.service.js';
export { insertImage } from './images.repository.js';
