import { expect } from 'vitest';
import type { ApiResponse } from './contract-client.js';
import type { OrderBody } from './order-fixtures.js';
import type { TestApp } from './test-app.js';

/** The contract's `QuoteLineInput`. */
export interface LineInput {
  pieceId: string;
  unavailable?: boolean;
  note?: string;
  options?: {
    kind?: 'original' | 'commercial' | 'used' | null;
    price: number;
    brand?: string;
    deliveryDays?: number;
  }[];
}

export interface QuoteBody {
  _id: string;
  version: number;
  status: string;
  lines: {
    pieceId: string;
    state: 'priced' | 'unavailable';
    note: string | null;
    options: {
      kind: string | null;
      unitHalalas: number;
      lineHalalas: number;
      brand: string | null;
      deliveryDays: number | null;
    }[];
  }[];
  totals: {
    subtotalHalalas: number;
    deliveryHalalas: number;
    vatHalalas: number;
    totalHalalas: number;
    vatRateBasisPoints: number;
    pricesIncludeVat: boolean;
  };
  validUntil: string;
  sharedAt: string | null;
  viewedAt: string | null;
  answer: null | {
    decision: 'accepted' | 'declined';
    lines: { pieceId: string; option: number }[];
    reason: string | null;
    reasonText: string | null;
    totals: QuoteBody['totals'] | null;
  };
}

export interface OrderQuotesBody {
  quotes: QuoteBody[];
  link: string | null;
  chatMessage: string | null;
  whatsappUrl: string | null;
}

export function issueRequest(
  t: TestApp,
  token: string,
  orderId: string,
  lines: LineInput[],
): Promise<ApiResponse> {
  return t.api.request({
    method: 'POST',
    url: `/api/v1/orders/${orderId}/quotes`,
    token,
    body: { lines },
  });
}

/** Issues a version and answers the order's quotes (200 expected). */
export async function issue(
  t: TestApp,
  token: string,
  orderId: string,
  lines: LineInput[],
): Promise<OrderQuotesBody & { order: OrderBody }> {
  const answer = await issueRequest(t, token, orderId, lines);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

/** One unit price per piece. */
export function priceEach(order: OrderBody, price = 100): LineInput[] {
  return order.pieces.map((piece) => ({ pieceId: piece._id, options: [{ price }] }));
}

/** The token at the end of a quote link. */
export function tokenOf(link: string | null): string {
  const token = link?.split('/q/')[1];
  if (!token) throw new Error(`not a quote link: ${link}`);
  return token;
}

export function readPublic(t: TestApp, token: string, ip?: string): Promise<ApiResponse> {
  return t.api.request({
    method: 'GET',
    url: `/api/v1/public/quotes/${token}`,
    apiKey: null,
    ...(ip ? { ip } : {}),
  });
}

export function answerPublic(
  t: TestApp,
  token: string,
  body: unknown,
  ip?: string,
): Promise<ApiResponse> {
  return t.api.request({
    method: 'POST',
    url: `/api/v1/public/quotes/${token}/answer`,
    apiKey: null,
    body,
    ...(ip ? { ip } : {}),
  });
}
