import { z } from 'zod';
import type { ChatSetting } from '@taseer/api';
import type { MessageKey } from '../../i18n/ar';
import { message } from '../../shared/forms/form-rules';

/**
 * The chat messages (contract: each at most 500 characters, trimmed; an empty one clears it). None
 * is required: a shop may go without a rating request.
 */
export const CHAT_MESSAGE_MAX = 500;

export const CHAT_MESSAGE_FIELDS = ['welcomeMessage', 'closeMessage', 'ratingMessage'] as const;
export type ChatMessageField = (typeof CHAT_MESSAGE_FIELDS)[number];

/**
 * What the box under each message says: when it is sent, and once it is empty, that the bot then
 * sends none (an empty text clears the message; the bot has nothing to send in its place).
 */
const HINTS: Record<ChatMessageField, { filled: MessageKey; empty: MessageKey }> = {
  welcomeMessage: { filled: 'chatSettings.welcomeHint', empty: 'chatSettings.welcomeEmpty' },
  closeMessage: { filled: 'chatSettings.closeHint', empty: 'chatSettings.closeEmpty' },
  ratingMessage: { filled: 'chatSettings.ratingHint', empty: 'chatSettings.ratingEmpty' },
};

export function chatMessageHintKey(field: ChatMessageField, value: unknown): MessageKey {
  const empty = typeof value !== 'string' || value.trim() === '';
  return HINTS[field][empty ? 'empty' : 'filled'];
}

const chatMessage = (tooLong: MessageKey) =>
  z.string().trim().max(CHAT_MESSAGE_MAX, message(tooLong)).optional();

/** The form leaves empty boxes out (conform turns them into undefined): they read as cleared. */
export const chatSettingsSchema = z.object({
  welcomeMessage: chatMessage('chatSettings.validation.welcomeMax'),
  closeMessage: chatMessage('chatSettings.validation.closeMax'),
  ratingMessage: chatMessage('chatSettings.validation.ratingMax'),
});
export type ChatSettingsValues = z.infer<typeof chatSettingsSchema>;

export type ChatSettingChanges = Partial<ChatSetting>;

/**
 * What the save sends: only the messages that differ from the saved ones, an emptied one as ''
 * (which clears it), so saving one message never rewrites another.
 */
export function chatSettingChanges(
  saved: ChatSetting,
  values: ChatSettingsValues,
): ChatSettingChanges {
  const changes: ChatSettingChanges = {};
  for (const field of CHAT_MESSAGE_FIELDS) {
    const value = values[field] ?? '';
    if (value !== saved[field].trim()) changes[field] = value;
  }
  return changes;
}
