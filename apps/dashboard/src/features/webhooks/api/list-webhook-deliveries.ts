import { queryOptions, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import type { PageSize } from '@taseer/ui';
import { $api } from '../../../api/api-client';
import type { WebhookDeliveryList } from '../webhook-types';
import { hasPendingDelivery } from '../webhook-views';

/** While a delivery waits for an attempt, the log is read again this often. */
export const PENDING_REFRESH_MS = 5_000;

/**
 * One page of an endpoint's delivery log (the last 30 days, newest first), read again every few
 * seconds while a delivery on it is still waiting for an attempt.
 */
export function webhookDeliveriesQueryOptions(id: string, page: number, limit: PageSize) {
  const options = $api.queryOptions('get', '/api/v1/webhooks/{id}/deliveries', {
    params: { path: { id }, query: { page, limit } },
  });
  return queryOptions({
    queryKey: options.queryKey as QueryKey,
    queryFn: options.queryFn as QueryFunction<WebhookDeliveryList>,
    refetchInterval: (query) =>
      hasPendingDelivery(query.state.data?.deliveries) ? PENDING_REFRESH_MS : false,
  });
}

/**
 * Every page of one endpoint's log: openapi-react-query keys hold the path's template and the
 * request's parameters, so the endpoint's id is matched in the parameters.
 */
export function webhookDeliveriesKey(id: string): QueryKey {
  return ['get', '/api/v1/webhooks/{id}/deliveries', { params: { path: { id } } }];
}
