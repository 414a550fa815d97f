import { $api } from '../../../api/api-client';

/** An order's quote versions, its customer link and the filled chat message. */
export function orderQuotesQueryOptions(id: string) {
  return $api.queryOptions('get', '/api/v1/orders/{id}/quotes', { params: { path: { id } } });
}
