import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Body } from '../../openapi/operation-types.js';
import { contentOwnerOf, requireContentOwner } from '../ai/index.js';
import type { AuthContext } from '../identity/index.js';
import { scopeOf } from '../scope/index.js';
import {
  findChatSetting,
  saveChatSetting,
  type ChatSettingChanges,
  type ChatSettingView,
} from './chat-settings.repository.js';

const FIELDS = ['welcomeMessage', 'closeMessage', 'ratingMessage'] as const;

export async function getChatSetting(
  db: Database,
  auth: AuthContext,
): Promise<{ chatSetting: ChatSettingView }> {
  const owner = contentOwnerOf(await scopeOf(db, auth));
  // A manager running no branch has no record to read yet.
  if (!owner) return { chatSetting: { welcomeMessage: '', closeMessage: '', ratingMessage: '' } };
  return { chatSetting: await findChatSetting(db, owner) };
}

/** Saves the messages sent, trimmed; those not sent keep their value. */
export async function updateChatSetting(
  deps: { db: Database; clock: Clock },
  auth: AuthContext,
  input: Body<'updateChatSetting'>,
): Promise<{ message: string; chatSetting: ChatSettingView }> {
  const owner = requireContentOwner(await scopeOf(deps.db, auth));
  const changes: ChatSettingChanges = {};
  for (const field of FIELDS) {
    const value = input[field];
    if (value !== undefined) changes[field] = value.trim();
  }
  const chatSetting = await saveChatSetting(deps.db, owner, changes, deps.clock.now());
  return { message: 'تم تحديث الإعدادات بنجاح', chatSetting };
}
