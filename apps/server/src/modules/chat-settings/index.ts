// The chat-settings module's public face: what other modules may take from it (the lint walls
// allow nothing else; docs/decisions.md, "Server modules").
export { findChatSetting } from './chat-settings.repository.js';
export type { ChatSettingView } from './chat-settings.repository.js';
