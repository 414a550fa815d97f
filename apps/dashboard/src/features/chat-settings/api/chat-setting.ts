import type { QueryClient } from '@tanstack/react-query';
import type { ChatSetting } from '@taseer/api';
import { $api, apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
import type { ChatSettingChanges } from '../chat-settings.schemas';

/** The caller's own record: a manager's branch's, a company's. */
export function chatSettingQueryOptions() {
  return $api.queryOptions('get', '/api/v1/users/chatsetting');
}

export function showChatSetting(client: QueryClient, chatSetting: ChatSetting): void {
  client.setQueryData(chatSettingQueryOptions().queryKey, { chatSetting });
}

/** Each caller has one record, hence the contract's fixed `/1`. */
export async function updateChatSetting(changes: ChatSettingChanges) {
  return unwrap(await apiClient.PUT('/api/v1/users/chatsetting/1', { body: changes }));
}
