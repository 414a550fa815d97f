import { apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';

/** Marks every notification of the signed-in user read. */
export async function markNotificationsRead() {
  return unwrap(await apiClient.PUT('/api/v1/notifications/markAsRead'));
}
