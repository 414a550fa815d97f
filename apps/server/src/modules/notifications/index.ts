// The notifications module's public face: what other modules may take from it (the lint walls allow
// nothing else; docs/decisions.md, "Server modules").
export { publishOrderChange } from './order-change-channel.js';
export { CONVERSATION_CHANGE_CHANNEL } from './conversation-change-channel.js';
export { recordNotification } from './record-notification.js';
