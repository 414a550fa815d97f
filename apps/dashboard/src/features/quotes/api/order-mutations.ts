import { apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
import type { QuoteLineInput } from '@taseer/api';
import type { PiecePrice } from '../price.schemas';

/** Prices every pending piece and completes the order (pending → completed). */
export async function priceOrder(id: string, payload: PiecePrice[]) {
  return unwrap(
    await apiClient.PUT('/api/v1/orders/{id}', {
      params: { path: { id } },
      body: { id, payload, status: 'completed' },
    }),
  );
}

/** Cancels a pending order (pending → canceled). */
export async function cancelOrder(id: string) {
  return unwrap(await apiClient.PUT('/api/v1/orders/{id}/cancel', { params: { path: { id } } }));
}

/** Issues the next version of the order's quote (pricing it, or pricing it again). */
export async function issueQuote(id: string, lines: QuoteLineInput[]) {
  return unwrap(
    await apiClient.POST('/api/v1/orders/{id}/quotes', {
      params: { path: { id } },
      body: { lines },
    }),
  );
}

/** Records that staff shared the newest version with the customer (copy or WhatsApp). */
export async function shareQuote(id: string, channel: 'copy' | 'whatsapp') {
  return unwrap(
    await apiClient.POST('/api/v1/orders/{id}/quotes/share', {
      params: { path: { id } },
      body: { channel },
    }),
  );
}
