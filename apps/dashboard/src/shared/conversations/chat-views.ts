import type { ChatMessageBody, ChatMessageView, ConversationSummaryView } from '@taseer/ui';
import type { components } from '@taseer/api';

type ChatMessage = components['schemas']['ChatMessage'];
type ConversationSummary = components['schemas']['ConversationSummary'];

/** Object URLs of the media read so far, by media id. */
export type MediaUrls = Readonly<Record<string, string>>;

function bodyOf(message: ChatMessage, media: MediaUrls): ChatMessageBody {
  const url = message.mediaId ? (media[message.mediaId] ?? null) : null;
  switch (message.kind) {
    case 'text':
      return { kind: 'text', text: message.text ?? '' };
    case 'image':
      return { kind: 'image', url, caption: message.text };
    case 'video':
      return { kind: 'video', url, caption: message.text };
    case 'audio':
      return { kind: 'audio', url, voice: message.voice };
    case 'document':
      return {
        kind: 'document',
        url,
        filename: message.filename ?? 'document',
        caption: message.text,
      };
    case 'location':
      return message.location ? { kind: 'location', ...message.location } : { kind: 'unsupported' };
    case 'choices':
      return { kind: 'choices', text: message.text ?? '', choices: message.choices };
    case 'choice':
      return { kind: 'choice', title: message.text ?? '' };
    case 'template':
      return {
        kind: 'template',
        name: message.templateName ?? '',
        text: message.text ?? '',
        button: message.button?.url ? message.button : null,
      };
    default:
      return { kind: 'unsupported' };
  }
}

/** An API message as the design system's bubble shows it. */
export function messageView(message: ChatMessage, media: MediaUrls = {}): ChatMessageView {
  const { author } = message;
  return {
    id: message._id,
    direction: message.direction,
    author:
      author.kind === 'staff'
        ? { kind: 'staff', name: author.name ?? '—' }
        : author.kind === 'assistant'
          ? { kind: 'assistant' }
          : { kind: 'customer' },
    body: bodyOf(message, media),
    at: message.createdAt,
    status: message.status,
    failure: message.failure,
  };
}

export function conversationView(conversation: ConversationSummary): ConversationSummaryView {
  return {
    id: conversation._id,
    customerName: conversation.customerName,
    phone: conversation.customerPhone,
    lastMessage: conversation.lastMessage ? messageView(conversation.lastMessage) : null,
    unread: conversation.unreadCount,
    needsStaff: conversation.needsStaff,
    optedOut: conversation.optedOut,
    windowClosesAt: conversation.windowClosesAt,
  };
}
