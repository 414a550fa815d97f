import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationKeys, orderEvents, orders } from '../src/db/schema.js';
import { Contract } from '../src/openapi/contract.js';
import { signIn } from './support/auth-helpers.js';
import type { ApiResponse } from './support/contract-client.js';
import {
  issueIntegrationKey,
  placeOrder,
  priceAll,
  submit,
  orderRequest,
  type OrderBody,
} from './support/order-fixtures.js';
import { createOrg, SUPERADMIN_PHONE } from './support/org-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Every orders endpoint (the pricing desk's claims, assignments, history and price memory
 * included) and integration-key endpoint × every role × a record of the caller's own company
 * (tenant A) and of another (tenant B). Each expected answer is DERIVED: the operation's `x-roles`
 * and the contract's `x-permissions` table say whether the role may act, and the scope model
 * (superadmin everywhere, a company its own orders, a manager its branch's, an employee its
 * section's) says whether the order is within reach. Within reach and allowed → 2xx; a role
 * outside `x-roles` → 403; out of reach → 404, exactly like an unknown id. Refusals are checked
 * to have changed nothing.
 */

type Role = 'superadmin' | 'admin' | 'manager' | 'agent';
type Tenant = 'A' | 'B';
const ROLES: Role[] = ['superadmin', 'admin', 'manager', 'agent'];
const TENANTS: Tenant[] = ['A', 'B'];

/** The orders of the matrix sit in their tenant's section; callers are all of tenant A. */
function reaches(role: Role, tenant: Tenant): boolean {
  return role === 'superadmin' || tenant === 'A';
}

const contract = Contract.load();
const table = contract.permissionTable();

function mayAct(operationId: string, role: Role): boolean {
  const operation = contract.operation(operationId).raw;
  if (!operation['x-roles']?.includes(role)) return false;
  return (operation['x-permission'] ?? []).every((action) => table[action]?.includes(role));
}

interface TenantWorld {
  companyId: string;
  tokens: Record<Exclude<Role, 'superadmin'>, string>;
  /** The section's employee (the one whose token is `tokens.agent`). */
  agentId: string;
  sectionId: string;
  key: string;
  /** A pending order in the tenant's section, for the reading rows. */
  order: OrderBody;
}

let t: TestApp;
let superadminToken: string;
const world = {} as Record<Tenant, TenantWorld>;
const outcomes: string[] = [];

function tokenOf(role: Role): string {
  return role === 'superadmin' ? superadminToken : world.A.tokens[role];
}

interface Row {
  name: string;
  operationId: string;
  /** `list`: rows filtered by scope; `record`: an order by id; `own`: the caller's company's. */
  kind: 'list' | 'record' | 'own';
  success: number;
  send(role: Role, tenant: TenantWorld): Promise<{ response: ApiResponse; shown?: boolean }>;
  /** After a refusal (or for `own` rows, always): throws when the other tenant was touched. */
  untouched?(tenant: TenantWorld, sent: unknown): Promise<void>;
  /**
   * For rows that change an order without changing its status (the desk's claims): what they
   * write, read before the request (`before` in what send answers) and after it. A refusal must
   * leave it as it was; a success must change it.
   */
  effect?(orderId: string): Promise<unknown>;
}

/** Who holds an order and how many events its history has: what the desk's writes change. */
async function holding(id: string) {
  const [row] = await t.database.db
    .select({ claimedBy: orders.claimedBy, assignedBy: orders.assignedBy })
    .from(orders)
    .where(eq(orders.id, id));
  const [events] = await t.database.db
    .select({ n: count() })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, id));
  return { ...row, events: events?.n };
}

/** A new pending order of the tenant's section, with what the desk's writes change. */
async function freshOrder(tenant: TenantWorld, claimedByAgent = false) {
  const order = await placeOrder(t, tenant.key, { sectionId: tenant.sectionId });
  if (claimedByAgent) {
    const claimed = await t.api.post(
      `/api/v1/orders/${order._id}/claim`,
      {},
      {
        token: tenant.tokens.agent,
      },
    );
    expect(claimed.statusCode, claimed.body).toBe(200);
  }
  return { order, before: await holding(order._id) };
}

async function orderStatus(id: string): Promise<string | undefined> {
  const [row] = await t.database.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, id));
  return row?.status;
}

const ROWS: Row[] = [
  {
    name: 'GET /orders/',
    operationId: 'listOrders',
    kind: 'list',
    success: 200,
    async send(role, tenant) {
      const url = `/api/v1/orders/?limit=30&search=${encodeURIComponent(tenant.order.orderRef)}`;
      const response = await t.api.get(url, { token: tokenOf(role) });
      const shown =
        response.statusCode === 200 &&
        response.json<{ orders: OrderBody[] }>().orders.some((o) => o._id === tenant.order._id);
      return { response, shown };
    },
  },
  {
    name: 'GET /orders/exports/',
    operationId: 'exportOrders',
    kind: 'list',
    success: 200,
    async send(role, tenant) {
      // References repeat across companies (each counts from ORD-00001); phones do not here.
      const phone = tenant.order.clientId.phone.number;
      const url = `/api/v1/orders/exports/?search=${phone}`;
      const response = await t.api.get(url, { token: tokenOf(role) });
      return { response, shown: response.statusCode === 200 && response.body.includes(phone) };
    },
  },
  {
    name: 'GET /orders/{id}',
    operationId: 'getOrder',
    kind: 'record',
    success: 200,
    send: async (role, tenant) => ({
      response: await t.api.get(`/api/v1/orders/${tenant.order._id}`, { token: tokenOf(role) }),
    }),
  },
  {
    name: 'PUT /orders/{id}',
    operationId: 'priceOrder',
    kind: 'record',
    success: 200,
    async send(role, tenant) {
      const order = await placeOrder(t, tenant.key, { sectionId: tenant.sectionId });
      const response = await t.api.request({
        method: 'PUT',
        url: `/api/v1/orders/${order._id}`,
        token: tokenOf(role),
        body: { id: order._id, payload: priceAll(order), status: 'completed' },
      });
      return { response, sent: order._id };
    },
  },
  {
    name: 'PUT /orders/{id}/cancel',
    operationId: 'cancelOrder',
    kind: 'record',
    success: 200,
    async send(role, tenant) {
      const order = await placeOrder(t, tenant.key, { sectionId: tenant.sectionId });
      const response = await t.api.request({
        method: 'PUT',
        url: `/api/v1/orders/${order._id}/cancel`,
        token: tokenOf(role),
      });
      return { response, sent: order._id };
    },
  },
  {
    name: 'POST /orders/{id}/claim',
    operationId: 'claimOrder',
    kind: 'record',
    success: 200,
    effect: holding,
    async send(role, tenant) {
      const { order, before } = await freshOrder(tenant);
      const response = await t.api.post(
        `/api/v1/orders/${order._id}/claim`,
        {},
        {
          token: tokenOf(role),
        },
      );
      return { response, sent: order._id, before };
    },
  },
  {
    name: 'DELETE /orders/{id}/claim',
    operationId: 'releaseOrder',
    kind: 'record',
    success: 200,
    effect: holding,
    async send(role, tenant) {
      // Claimed by the tenant's employee: its own to release, its manager's and company's too.
      const { order, before } = await freshOrder(tenant, true);
      const response = await t.api.request({
        method: 'DELETE',
        url: `/api/v1/orders/${order._id}/claim`,
        token: tokenOf(role),
      });
      return { response, sent: order._id, before };
    },
  },
  {
    name: 'PUT /orders/{id}/assignee',
    operationId: 'assignOrder',
    kind: 'record',
    success: 200,
    effect: holding,
    async send(role, tenant) {
      const { order, before } = await freshOrder(tenant);
      const response = await t.api.request({
        method: 'PUT',
        url: `/api/v1/orders/${order._id}/assignee`,
        token: tokenOf(role),
        body: { userId: tenant.agentId },
      });
      return { response, sent: order._id, before };
    },
  },
  {
    name: 'GET /orders/{id}/assignees',
    operationId: 'listOrderAssignees',
    kind: 'record',
    success: 200,
    async send(role, tenant) {
      const response = await t.api.get(`/api/v1/orders/${tenant.order._id}/assignees`, {
        token: tokenOf(role),
      });
      if (response.statusCode === 200) {
        const listed = response.json<{ assignees: { _id: string }[] }>().assignees;
        expect(listed.map((a) => a._id)).toContain(tenant.agentId);
      }
      return { response };
    },
  },
  {
    name: 'GET /orders/{id}/events',
    operationId: 'getOrderTimeline',
    kind: 'record',
    success: 200,
    async send(role, tenant) {
      const response = await t.api.get(`/api/v1/orders/${tenant.order._id}/events`, {
        token: tokenOf(role),
      });
      if (response.statusCode === 200) {
        const types = response.json<{ events: { type: string }[] }>().events.map((e) => e.type);
        expect(types[0]).toBe('order.created');
      }
      return { response };
    },
  },
  {
    name: 'GET /orders/{id}/price-memory',
    operationId: 'getPriceMemory',
    kind: 'record',
    success: 200,
    async send(role, tenant) {
      const response = await t.api.get(`/api/v1/orders/${tenant.order._id}/price-memory`, {
        token: tokenOf(role),
      });
      if (response.statusCode === 200) {
        const parts = response.json<{ parts: { pieceId: string }[] }>().parts;
        expect(parts.map((p) => p.pieceId)).toEqual(tenant.order.pieces.map((p) => p._id));
      }
      return { response };
    },
  },
  {
    name: 'GET /users/integration-key',
    operationId: 'getIntegrationKey',
    kind: 'own',
    success: 200,
    async send(role, tenant) {
      const response = await t.api.get('/api/v1/users/integration-key', { token: tokenOf(role) });
      // Never the other tenant's key: the prefix shown is the caller's own company's.
      if (response.statusCode === 200 && tenant === world.B) {
        expect(response.json<{ keyPrefix: string }>().keyPrefix).not.toBe(tenant.key.slice(0, 12));
      }
      return { response };
    },
  },
  {
    name: 'POST /users/integration-key',
    operationId: 'rotateIntegrationKey',
    kind: 'own',
    success: 201,
    async send(role) {
      const response = await t.api.post('/api/v1/users/integration-key', undefined, {
        token: tokenOf(role),
      });
      if (response.statusCode === 201) world.A.key = response.json<{ key: string }>().key;
      return { response };
    },
    // Another company's key keeps working whoever rotated what.
    async untouched(tenant) {
      const answer = await submit(t, tenant.key, orderRequest({ sectionId: tenant.sectionId }));
      expect(answer.statusCode).toBe(201);
    },
  },
];

function expectedStatus(row: Row, role: Role, tenant: Tenant): number {
  if (!mayAct(row.operationId, role)) return 403;
  if (row.kind === 'record' && !reaches(role, tenant)) return 404;
  return row.success;
}

async function buildTenant(): Promise<TenantWorld> {
  const org = await createOrg(t, superadminToken);
  const key = await issueIntegrationKey(t, org.company.token);
  return {
    companyId: org.company.id,
    tokens: { admin: org.company.token, manager: org.manager.token, agent: org.agent.token },
    agentId: org.agent.id,
    sectionId: org.sectionId,
    key,
    order: await placeOrder(t, key, { sectionId: org.sectionId }),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  superadminToken = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  world.A = await buildTenant();
  world.B = await buildTenant();
});

afterAll(async () => {
  console.log(`orders permission matrix (${outcomes.length} cells)\n${outcomes.join('\n')}`);
  await t?.close();
});

describe('orders permission matrix: endpoint × role × tenant, expected from x-permissions and scope', () => {
  for (const row of ROWS) {
    for (const role of ROLES) {
      for (const tenant of TENANTS) {
        const status = expectedStatus(row, role, tenant);
        const label = tenant === 'A' ? 'own tenant' : 'other tenant';
        it(`${row.name} · ${role} · ${label} → ${status}`, async () => {
          const target = world[tenant];
          const sent = (await row.send(role, target)) as {
            response: ApiResponse;
            shown?: boolean;
            sent?: string;
            before?: unknown;
          };
          outcomes.push(
            `${row.name.padEnd(30)} ${role.padEnd(10)} ${label.padEnd(12)} expected ${status} got ${sent.response.statusCode}`,
          );
          expect(sent.response.statusCode, sent.response.body).toBe(status);
          if (row.kind === 'list' && status === 200) {
            expect(sent.shown).toBe(reaches(role, tenant));
          }
          if (row.effect && sent.sent) {
            const after = await row.effect(sent.sent);
            if (status >= 400) expect(after).toEqual(sent.before);
            else expect(after).not.toEqual(sent.before);
          } else if (row.kind === 'record' && sent.sent) {
            const now = await orderStatus(sent.sent);
            if (status >= 400) expect(now).toBe('pending');
            else expect(now).not.toBe('pending');
          }
          if (row.kind === 'own' && tenant === 'B') await row.untouched?.(target, sent);
        });
      }
    }
  }

  it('stores integration keys only as hashes', async () => {
    const rows = await t.database.db
      .select({ keyHash: integrationKeys.keyHash })
      .from(integrationKeys)
      .where(eq(integrationKeys.companyId, world.A.companyId));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.keyHash).not.toContain(world.A.key.slice(4));
  });
});
