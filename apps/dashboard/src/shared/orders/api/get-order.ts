import { $api } from '../../../api/api-client';

/** One order with its pieces, read afresh when its price offer opens. */
export function orderQueryOptions(id: string) {
  return $api.queryOptions('get', '/api/v1/orders/{id}', { params: { path: { id } } });
}
