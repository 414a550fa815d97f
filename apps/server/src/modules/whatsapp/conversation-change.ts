import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { CONVERSATION_CHANGE_CHANNEL } from '../notifications/index.js';

/**
 * Tells every server process that a conversation changed (a message in or out, a status), from
 * the transaction that changed it: the company's open streams refresh that thread.
 */
export async function publishConversationChange(
  tx: Database,
  companyId: string,
  conversationId: string,
): Promise<void> {
  await tx.execute(
    sql`select pg_notify(${CONVERSATION_CHANGE_CHANNEL}, ${JSON.stringify({ c: companyId, v: conversationId })})`,
  );
}
