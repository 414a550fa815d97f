import type { QueryClient } from '@tanstack/react-query';
import type { AiConfig, components } from '@taseer/api';
import { $api, apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';

type SaveAiConfigRequest = components['schemas']['SaveAiConfigRequest'];

/** The bot content within the caller's reach (a manager's branch; a company's shared and branches'). */
export function aiConfigQueryOptions() {
  return $api.queryOptions('get', '/api/v1/users/ai');
}

/** Save and delete answer the whole content as it now is: the screen shows that at once. */
export function showAiConfig(client: QueryClient, ai: AiConfig): void {
  client.setQueryData(aiConfigQueryOptions().queryKey, ai);
}

/** Appends the drafts; existing entries are kept. */
export async function saveAiConfig(body: SaveAiConfigRequest) {
  return unwrap(await apiClient.POST('/api/v1/users/ai', { body }));
}

/** The path's placeholder for the side that deletes nothing. */
const NOTHING = '-';

export type AiEntry = { kind: 'task'; id: string } | { kind: 'question'; id: string };

/** Deletes one saved task or one saved pair. */
export async function deleteAiEntry(entry: AiEntry) {
  const path =
    entry.kind === 'task'
      ? { taskId: entry.id, questionId: NOTHING }
      : { taskId: NOTHING, questionId: entry.id };
  return unwrap(
    await apiClient.DELETE('/api/v1/users/deleteAi/{taskId}/{questionId}', { params: { path } }),
  );
}
