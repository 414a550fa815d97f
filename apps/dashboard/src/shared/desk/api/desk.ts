import { $api, apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';

/** "I'm on it": the caller holds the order; `takeOver` takes it from the colleague holding it. */
export async function claimOrder(id: string, takeOver = false) {
  return unwrap(
    await apiClient.POST('/api/v1/orders/{id}/claim', {
      params: { path: { id } },
      body: { takeOver },
    }),
  );
}

/** Hands the order back to the queue. */
export async function releaseOrder(id: string) {
  return unwrap(await apiClient.DELETE('/api/v1/orders/{id}/claim', { params: { path: { id } } }));
}

/** A manager or admin gives the order to someone of its section (null takes it back). */
export async function assignOrder(id: string, userId: string | null) {
  return unwrap(
    await apiClient.PUT('/api/v1/orders/{id}/assignee', {
      params: { path: { id } },
      body: { userId },
    }),
  );
}

/** Who the order can be assigned to, with the pending orders each holds. */
export function assigneesQueryOptions(id: string) {
  return $api.queryOptions('get', '/api/v1/orders/{id}/assignees', {
    params: { path: { id } },
  });
}

/** The order's history, oldest first. */
export function timelineQueryOptions(id: string) {
  return $api.queryOptions('get', '/api/v1/orders/{id}/events', { params: { path: { id } } });
}

/** What was quoted before for the order's parts, and the customer's earlier orders. */
export function priceMemoryQueryOptions(id: string) {
  return $api.queryOptions('get', '/api/v1/orders/{id}/price-memory', {
    params: { path: { id } },
  });
}
