import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { chatSettings } from '../../db/schema.js';
import type { ContentOwner } from '../ai/index.js';

/** The contract's `ChatSetting`. */
export interface ChatSettingView {
  welcomeMessage: string;
  closeMessage: string;
  ratingMessage: string;
}

export type ChatSettingChanges = Partial<ChatSettingView>;

const EMPTY: ChatSettingView = { welcomeMessage: '', closeMessage: '', ratingMessage: '' };

const columns = {
  welcomeMessage: chatSettings.welcomeMessage,
  closeMessage: chatSettings.closeMessage,
  ratingMessage: chatSettings.ratingMessage,
};

const ownedBy = (owner: ContentOwner) =>
  and(
    eq(chatSettings.companyId, owner.companyId),
    owner.branchId === null
      ? isNull(chatSettings.branchId)
      : eq(chatSettings.branchId, owner.branchId),
  );

/** The owner's record; empty texts until it is first saved. */
export async function findChatSetting(db: Database, owner: ContentOwner): Promise<ChatSettingView> {
  const [row] = await db.select(columns).from(chatSettings).where(ownedBy(owner)).limit(1);
  return row ?? EMPTY;
}

/** Writes the fields sent, creating the record on first save; answers the record as saved. */
export async function saveChatSetting(
  db: Database,
  owner: ContentOwner,
  changes: ChatSettingChanges,
  now: Date,
): Promise<ChatSettingView> {
  const [row] = await db
    .insert(chatSettings)
    .values({ ...owner, ...changes, updatedAt: now })
    .onConflictDoUpdate({
      target: [chatSettings.companyId, chatSettings.branchId],
      set: { ...changes, updatedAt: now },
    })
    .returning(columns);
  if (!row) throw new Error('the chat settings just saved cannot be read back');
  return row;
}
