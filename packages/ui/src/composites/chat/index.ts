// The chat components and what the app shares with them; re-exported from composites/index.ts.
export { ChatComposer, type ChatComposerProps } from './chat-composer';
export { ChatThread, type ChatThreadProps } from './chat-thread';
export { ConversationList, type ConversationListProps } from './conversation-list';
export { MessageBubble, mapsUrl, type MessageBubbleProps } from './message-bubble';
export {
  GROUP_GAP_MINUTES,
  dayKey,
  dayKind,
  groupThread,
  type DayKind,
  type ThreadDay,
  type ThreadEntry,
} from './chat-days';
export { CLOSING_SOON_MINUTES, windowState, type ChatWindowState } from './chat-window';
export { bodyPreview, formatChatPhone } from './chat-preview';
export type {
  ChatComposerTexts,
  ChatPreviewTexts,
  ChatTexts,
  ChatThreadTexts,
  ConversationListTexts,
  MessageBubbleTexts,
} from './chat-texts';
export type {
  ChatAuthor,
  ChatDeliveryStatus,
  ChatDirection,
  ChatMessageBody,
  ChatMessageView,
  ChatTemplateView,
  ConversationSummaryView,
} from './chat-types';
