import { apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
import { apiBaseUrl } from '../../../config';

/**
 * A single-use ticket for the live stream. It goes through the API client, so an expired access
 * token is refreshed first, and the token itself never has to travel in a URL.
 */
export async function createStreamTicket(): Promise<string> {
  return unwrap(await apiClient.POST('/api/v1/notifications/stream-ticket')).ticket;
}

export function streamUrl(ticket: string): string {
  return `${apiBaseUrl}/api/v1/notifications/stream?token=${encodeURIComponent(ticket)}`;
}
