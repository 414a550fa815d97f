// The whatsapp module's public face: what other modules may take from it (the lint walls allow
// nothing else; docs/decisions.md, "Server modules").
export { LOCAL_WHATSAPP_API } from './local-whatsapp.js';
export { localWhatsappRoutes } from './local-whatsapp.routes.js';
export { whatsappRoutes } from './whatsapp.routes.js';
