import { $api } from '../../api/api-client';

/**
 * The company's WhatsApp number: whether one is connected, which, and its webhook URL. Its
 * settings page edits it; the conversations screen says when there is none.
 */
export function whatsappConnectionQueryOptions() {
  return $api.queryOptions('get', '/api/v1/whatsapp/connection');
}
