import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { notifications, orders } from '../../src/db/schema.js';
import type { ApiResponse } from './contract-client.js';
import type { TestApp } from './test-app.js';

/** The contract's `Order`, as the tests read it. */
export interface OrderBody {
  _id: string;
  orderRef: string;
  status: 'pending' | 'completed' | 'canceled';
  clientId: { username: string; image: string | null; phone: { dialCode: string; number: string } };
  clientName: string;
  vehicleId: {
    mark: string;
    model: string;
    year: number | null;
    chasis: string | null;
    serial: string | null;
  };
  pieces: {
    _id: string;
    name_ar: string;
    name_en: string | null;
    serial: string | null;
    quantity: number;
    price: number | null;
    status: string;
  }[];
  branchName: string | null;
  managerName: string | null;
  sectionName: string | null;
  companyName: string | null;
  total: number;
}

let phoneCounter = 0;

/** A customer's order as a chat bot sends it; every call a new customer unless told. */
export function orderRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  phoneCounter += 1;
  return {
    client: {
      name: 'محمد العتيبي',
      phone: { dialCode: '+966', number: `055${String(phoneCounter).padStart(7, '0')}` },
    },
    vehicle: { mark: 'تويوتا', model: 'كامري', year: 2019, chassis: vin() },
    pieces: [
      { nameAr: 'فلتر زيت', nameEn: 'Oil filter', quantity: 2 },
      {
        nameAr: 'فحمات فرامل أمامية',
        nameEn: 'Front brake pads',
        serial: '04465-33450',
        quantity: 1,
      },
    ],
    ...overrides,
  };
}

const VIN_CHARACTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/** A VIN of the right shape (17 characters, no I, O or Q); its check digit is not valid. */
export function vin(): string {
  let text = 'JTN';
  for (let i = 0; i < 14; i += 1) {
    text += VIN_CHARACTERS[Math.floor(Math.random() * VIN_CHARACTERS.length)];
  }
  return text;
}

/** The company issues a key for its chat bot (the only time the key is shown). */
export async function issueIntegrationKey(t: TestApp, companyToken: string): Promise<string> {
  const issued = await t.api.post('/api/v1/users/integration-key', undefined, {
    token: companyToken,
  });
  expect(issued.statusCode, issued.body).toBe(201);
  return issued.json<{ key: string }>().key;
}

export function submit(
  t: TestApp,
  key: string | null,
  body: unknown,
  idempotencyKey: string | null = randomUUID(),
): Promise<ApiResponse> {
  const headers: Record<string, string> = {};
  if (key !== null) headers['x-integration-key'] = key;
  if (idempotencyKey !== null) headers['idempotency-key'] = idempotencyKey;
  return t.api.request({
    method: 'POST',
    url: '/api/v1/integration/orders',
    body,
    headers,
    apiKey: null,
  });
}

/** Submits an order and answers it (201). */
export async function placeOrder(
  t: TestApp,
  key: string,
  overrides: Record<string, unknown> = {},
): Promise<OrderBody> {
  const created = await submit(t, key, orderRequest(overrides));
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ order: OrderBody }>().order;
}

export function priceAll(order: OrderBody, price = 120.5): { id: string; price: number }[] {
  return order.pieces.map((piece) => ({ id: piece._id, price }));
}

export function priceRequest(
  t: TestApp,
  token: string,
  order: { _id: string },
  payload: { id: string; price: number }[],
): Promise<ApiResponse> {
  return t.api.request({
    method: 'PUT',
    url: `/api/v1/orders/${order._id}`,
    token,
    body: { id: order._id, payload, status: 'completed' },
  });
}

export function cancelRequest(t: TestApp, token: string, orderId: string): Promise<ApiResponse> {
  return t.api.request({ method: 'PUT', url: `/api/v1/orders/${orderId}/cancel`, token });
}

export async function ordersOfCompany(t: TestApp, companyId: string) {
  return t.database.db
    .select({ id: orders.id, status: orders.status, orderRef: orders.orderRef })
    .from(orders)
    .where(eq(orders.companyId, companyId));
}

export async function notificationsOf(t: TestApp, userId: string) {
  return t.database.db
    .select({
      title: notifications.title,
      message: notifications.message,
      path: notifications.path,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, userId)));
}
