import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@taseer/api';
import { $api, apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
import { CONVERSATION_KEYS } from '../../../shared/conversations/conversation-keys';

export type ConversationSummary = components['schemas']['ConversationSummary'];
export type ChatMessage = components['schemas']['ChatMessage'];
export type ConversationDetail = components['schemas']['ConversationDetail'];
export type ConversationFilter = 'all' | 'needs_staff' | 'unread';

/** The company's conversations, newest activity first (30; the newest are what staff answer). */
export function conversationsQueryOptions(filter: ConversationFilter) {
  return $api.queryOptions('get', '/api/v1/conversations', {
    params: { query: filter === 'all' ? {} : { filter } },
  });
}

/** One conversation with its newest messages and the templates staff may send now. */
export function conversationQueryOptions(id: string) {
  return $api.queryOptions('get', '/api/v1/conversations/{id}', { params: { path: { id } } });
}

function useRefreshConversations() {
  const client = useQueryClient();
  return () =>
    Promise.all(CONVERSATION_KEYS.map((queryKey) => client.invalidateQueries({ queryKey })));
}

export function useMarkConversationRead() {
  const refresh = useRefreshConversations();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(await apiClient.POST('/api/v1/conversations/{id}/read', { params: { path: { id } } })),
    onSuccess: refresh,
  });
}

export function useSendConversationMessage(id: string) {
  const refresh = useRefreshConversations();
  return useMutation({
    mutationFn: async (text: string) =>
      unwrap(
        await apiClient.POST('/api/v1/conversations/{id}/messages', {
          params: { path: { id } },
          body: { text },
        }),
      ),
    onSuccess: refresh,
  });
}

export function useSendConversationTemplate(id: string) {
  const refresh = useRefreshConversations();
  return useMutation({
    mutationFn: async (template: string) =>
      unwrap(
        await apiClient.POST('/api/v1/conversations/{id}/template', {
          params: { path: { id } },
          body: { template },
        }),
      ),
    onSuccess: refresh,
  });
}

/** A customer's media, read with the session (it is never public) as a local object URL. */
export async function conversationMediaUrl(conversationId: string, mediaId: string) {
  const { data, error, response } = await apiClient.GET(
    '/api/v1/conversations/{id}/media/{mediaId}',
    { params: { path: { id: conversationId, mediaId } }, parseAs: 'blob' },
  );
  if (error || !data) throw new Error(`media ${mediaId}: HTTP ${response.status}`);
  return URL.createObjectURL(data as Blob);
}
