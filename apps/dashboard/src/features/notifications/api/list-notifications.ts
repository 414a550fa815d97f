import { $api } from '../../../api/api-client';

/** Every notifications list (the bell's 5, the screen's 10, 20 …) starts with this key. */
export const NOTIFICATIONS_KEY = ['get', '/api/v1/notifications/'] as const;

/** The bell asks for 5 and lists 3; the screen asks for 10 and 10 more per «show more». */
export const BELL_LIMIT = 5;
export const BELL_SHOWN = 3;
export const SCREEN_STEP = 10;

/** The newest `limit` notifications of the signed-in user; asks nothing for a limit of 0. */
export function notificationsQueryOptions(limit: number) {
  return $api.queryOptions(
    'get',
    '/api/v1/notifications/',
    { params: { query: { limit } } },
    { enabled: limit > 0 },
  );
}
