import { apiClient, $api } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';

/** Sends an order that reached no section to one (a manager: one of its own branch's). */
export async function routeOrder(id: string, sectionId: string) {
  return unwrap(
    await apiClient.POST('/api/v1/orders/{id}/route', {
      params: { path: { id } },
      body: { sectionId },
    }),
  );
}

/** The company's default section for orders that name none (admin). */
export function orderIntakeQueryOptions() {
  return $api.queryOptions('get', '/api/v1/order-intake');
}

export async function saveOrderIntake(defaultSectionId: string | null) {
  return unwrap(await apiClient.PUT('/api/v1/order-intake', { body: { defaultSectionId } }));
}
