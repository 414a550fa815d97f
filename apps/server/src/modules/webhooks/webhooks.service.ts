import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import { addSeconds, type Clock } from '../../lib/clock.js';
import type { Body, Query, Reply } from '../../openapi/operation-types.js';
import type { AuthContext } from '../identity/index.js';
import { companyIdOf } from '../scope/index.js';
import {
  type AuditField,
  recordAuditEvent,
  recordFieldChanges,
  SECRET_SET,
  secretChange,
} from '../audit/index.js';
import { wakeDispatchers } from '../order-events/index.js';
import {
  findDelivery,
  listDeliveries,
  queueDelivery,
  requeueDelivery,
  type DeliveryRow,
} from './webhook-deliveries.repository.js';
import {
  countEndpoints,
  deleteEndpoint,
  endpointsOf,
  findEndpoint,
  insertEndpoint,
  lockCompanyEndpoints,
  secretsOf,
  updateEndpoint,
  type EndpointChange,
  type EndpointRow,
} from './webhook-endpoints.repository.js';
import { deliveryIdOf, messageId, testBody } from './webhook-message.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { newSigningSecret } from './webhook-secret.js';
import { INTERNAL_TARGET, resolvesInternally, urlProblem } from './webhook-target.js';

export interface WebhookDeps {
  db: Database;
  clock: Clock;
  secrets: SecretBox;
  /** Production: https and public addresses only. */
  publicOnly: boolean;
}

const MAX_ENDPOINTS = 10;
/** After a rotation the previous secret keeps signing this long, beside the new one. */
const ROTATION_OVERLAP_SECONDS = 86_400;

/** The contract's `WebhookEndpoint`. */
type EndpointView = Reply<'updateWebhookEndpoint'>['endpoint'];

function toEndpointView(row: EndpointRow): EndpointView {
  return {
    _id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    disabledReason: row.enabled ? null : row.disabledReason,
    failingSince: row.failingSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toDeliveryView(row: DeliveryRow) {
  return {
    _id: messageId(row.id),
    eventType: row.eventType,
    orderRef: row.orderRef,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    attemptCount: row.attemptCount,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    attempts: row.attempts.map((attempt) => ({
      at: attempt.attemptedAt.toISOString(),
      statusCode: attempt.statusCode,
      latencyMs: attempt.latencyMs,
      error: attempt.error,
      responseExcerpt: attempt.responseExcerpt,
    })),
  };
}

/** Refuses a target the rules do not allow (400 naming `url`), after resolving its name. */
async function checkTarget(deps: WebhookDeps, url: string): Promise<string> {
  const trimmed = url.trim();
  const problem = urlProblem(trimmed, { publicOnly: deps.publicOnly });
  const refused =
    problem ?? (deps.publicOnly && (await resolvesInternally(trimmed)) ? INTERNAL_TARGET : null);
  if (refused) {
    throw new AppError('VALIDATION_FAILED', {
      message: refused,
      errors: [{ field: 'url', message: refused }],
    });
  }
  return trimmed;
}

/** An endpoint's fields as the audit log compares them; its secret only as set. */
function auditedEndpoint(endpoint: EndpointRow): AuditField[] {
  return [
    { field: 'url', format: 'text', value: endpoint.url },
    { field: 'description', format: 'text', value: endpoint.description },
    { field: 'events', format: 'list', value: [...endpoint.events] },
    { field: 'enabled', format: 'boolean', value: endpoint.enabled },
    { field: 'secret', format: 'secret', value: SECRET_SET },
  ];
}

function endpointTarget(endpoint: EndpointRow) {
  return { type: 'webhook' as const, id: endpoint.id, label: endpoint.url };
}

async function recordEndpointChange(
  tx: Database,
  auth: AuthContext,
  action: 'webhook.created' | 'webhook.updated' | 'webhook.deleted',
  before: EndpointRow | null,
  after: EndpointRow | null,
  now: Date,
): Promise<void> {
  const endpoint = (after ?? before)!;
  await recordFieldChanges(tx, {
    companyId: endpoint.companyId,
    action,
    actor: auth,
    target: endpointTarget(endpoint),
    before: before && auditedEndpoint(before),
    after: after && auditedEndpoint(after),
    now,
  });
}

function cleanDescription(text: string | null | undefined): string | null | undefined {
  if (text === undefined) return undefined;
  return text?.trim() || null;
}

async function ownEndpoint(db: Database, companyId: string, id: string, forUpdate = false) {
  const endpoint = await findEndpoint(db, companyId, id, forUpdate);
  if (!endpoint) throw new AppError('WEBHOOK_NOT_FOUND');
  return endpoint;
}

export async function listEndpoints(deps: WebhookDeps, auth: AuthContext) {
  const rows = await endpointsOf(deps.db, companyIdOf(auth));
  return { endpoints: rows.map(toEndpointView) };
}

export async function createEndpoint(
  deps: WebhookDeps,
  auth: AuthContext,
  input: Body<'createWebhookEndpoint'>,
) {
  const companyId = companyIdOf(auth);
  const url = await checkTarget(deps, input.url);
  const secret = newSigningSecret();
  const id = randomUUID();
  const endpoint = await inTransaction(deps.db, async (tx) => {
    await lockCompanyEndpoints(tx, companyId);
    if ((await countEndpoints(tx, companyId)) >= MAX_ENDPOINTS) throw new AppError('WEBHOOKS_FULL');
    await insertEndpoint(tx, {
      id,
      companyId,
      url,
      description: cleanDescription(input.description) ?? null,
      events: input.events,
      enabled: input.enabled ?? true,
      secret: deps.secrets.seal(secret),
      now: deps.clock.now(),
    });
    const created = await ownEndpoint(tx, companyId, id);
    await recordEndpointChange(tx, auth, 'webhook.created', null, created, deps.clock.now());
    return created;
  });
  return { message: 'تمت إضافة العنوان', endpoint: toEndpointView(endpoint), secret };
}

export async function changeEndpoint(
  deps: WebhookDeps,
  auth: AuthContext,
  id: string,
  input: Body<'updateWebhookEndpoint'>,
) {
  const companyId = companyIdOf(auth);
  const url = input.url === undefined ? undefined : await checkTarget(deps, input.url);
  const endpoint = await inTransaction(deps.db, async (tx) => {
    const current = await ownEndpoint(tx, companyId, id, true);
    const change: EndpointChange = {
      ...(url !== undefined ? { url } : {}),
      ...(input.description !== undefined
        ? { description: cleanDescription(input.description) ?? null }
        : {}),
      ...(input.events !== undefined ? { events: input.events } : {}),
    };
    if (input.enabled === true && !current.enabled) {
      // Turned on again: a fresh start, and what waited for it is sent from now.
      Object.assign(change, { enabled: true, disabledReason: null, failingSince: null });
    } else if (input.enabled === false && current.enabled) {
      Object.assign(change, { enabled: false, disabledReason: 'manual' });
    }
    const now = deps.clock.now();
    await updateEndpoint(tx, id, change, now);
    if (change.enabled) await wakeDispatchers(tx);
    const changed = await ownEndpoint(tx, companyId, id);
    await recordEndpointChange(tx, auth, 'webhook.updated', current, changed, now);
    return changed;
  });
  return { message: 'تم حفظ التعديلات', endpoint: toEndpointView(endpoint) };
}

export async function removeEndpoint(deps: WebhookDeps, auth: AuthContext, id: string) {
  const companyId = companyIdOf(auth);
  await inTransaction(deps.db, async (tx) => {
    const current = await ownEndpoint(tx, companyId, id, true);
    await deleteEndpoint(tx, id);
    await recordEndpointChange(tx, auth, 'webhook.deleted', current, null, deps.clock.now());
  });
  return { message: 'تم حذف العنوان' };
}

export async function rotateSecret(deps: WebhookDeps, auth: AuthContext, id: string) {
  const companyId = companyIdOf(auth);
  const secret = newSigningSecret();
  const endpoint = await inTransaction(deps.db, async (tx) => {
    await ownEndpoint(tx, companyId, id, true);
    const stored = await secretsOf(tx, id);
    const now = deps.clock.now();
    await updateEndpoint(
      tx,
      id,
      {
        secret: deps.secrets.seal(secret),
        previousSecret: stored?.secret ?? null,
        previousSecretUntil: addSeconds(now, ROTATION_OVERLAP_SECONDS),
      },
      now,
    );
    const rotated = await ownEndpoint(tx, companyId, id);
    await recordAuditEvent(tx, {
      companyId,
      action: 'webhook.secret_rotated',
      actor: auth,
      target: endpointTarget(rotated),
      changes: [secretChange('secret', true, true)],
      now,
    });
    return rotated;
  });
  return {
    message: 'تم إنشاء سر توقيع جديد؛ يبقى السر السابق صالحًا 24 ساعة',
    endpoint: toEndpointView(endpoint),
    secret,
  };
}

export async function sendTestEvent(deps: WebhookDeps, auth: AuthContext, id: string) {
  const companyId = companyIdOf(auth);
  const deliveryId = await inTransaction(deps.db, async (tx) => {
    await ownEndpoint(tx, companyId, id);
    const now = deps.clock.now();
    const queued = await queueDelivery(tx, {
      endpointId: id,
      companyId,
      eventType: 'test',
      body: testBody(now, randomUUID()),
      now,
    });
    await wakeDispatchers(tx);
    return queued;
  });
  return { message: 'أُرسل حدث تجريبي', delivery: await readDelivery(deps, id, deliveryId) };
}

export async function listEndpointDeliveries(
  deps: WebhookDeps,
  auth: AuthContext,
  id: string,
  page: Query<'listWebhookDeliveries'>,
) {
  await ownEndpoint(deps.db, companyIdOf(auth), id);
  const { deliveries, totalPages } = await listDeliveries(deps.db, id, page);
  return { deliveries: deliveries.map(toDeliveryView), totalPages };
}

export async function resendDelivery(
  deps: WebhookDeps,
  auth: AuthContext,
  id: string,
  webhookId: string,
) {
  const companyId = companyIdOf(auth);
  const deliveryId = deliveryIdOf(webhookId);
  await inTransaction(deps.db, async (tx) => {
    await ownEndpoint(tx, companyId, id);
    if (!deliveryId || !(await requeueDelivery(tx, id, deliveryId, deps.clock.now()))) {
      throw new AppError('DELIVERY_NOT_FOUND');
    }
    await wakeDispatchers(tx);
  });
  return {
    message: 'ستُرسل العملية مرة أخرى الآن',
    delivery: await readDelivery(deps, id, deliveryId!),
  };
}

async function readDelivery(deps: WebhookDeps, endpointId: string, deliveryId: string) {
  const row = await findDelivery(deps.db, endpointId, deliveryId);
  if (!row) throw new AppError('DELIVERY_NOT_FOUND');
  return toDeliveryView(row);
}
