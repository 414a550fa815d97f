import type { DatabaseHandle } from '../../db/client.js';

/** The PostgreSQL channel every server process listens on for changes of conversations. */
export const CONVERSATION_CHANGE_CHANNEL = 'taseer_conversations';

export interface ConversationChange {
  companyId: string;
  conversationId: string;
}

export function listenForConversationChanges(
  database: DatabaseHandle,
  onChange: (change: ConversationChange) => void,
): Promise<() => Promise<void>> {
  return database.listen(CONVERSATION_CHANGE_CHANNEL, (payload) => {
    try {
      const value = JSON.parse(payload) as { c?: unknown; v?: unknown };
      if (typeof value.c === 'string' && typeof value.v === 'string') {
        onChange({ companyId: value.c, conversationId: value.v });
      }
    } catch {
      // Not ours: ignored.
    }
  });
}
