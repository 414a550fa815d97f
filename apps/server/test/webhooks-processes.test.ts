import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { integrationKeys, users, webhookDeliveries, webhookEndpoints } from '../src/db/schema.js';
import { newIntegrationKey } from '../src/modules/integration/integration-key.js';
import { SecretBox } from '../src/lib/secret-box.js';
import { newSigningSecret } from '../src/modules/webhooks/webhook-secret.js';
import { databaseUrlFor } from './support/database-template.js';
import { orderRequest } from './support/order-fixtures.js';
import { adminQuery, startServerProcess, type ServerProcess } from './support/server-process.js';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver.js';

/**
 * Real server processes sharing one PostgreSQL outbox: each event reaches a healthy receiver
 * once although two dispatchers compete for it, and an attempt cut off by SIGTERM is sent by the
 * process that starts next.
 */

const WEBHOOK_SECRET_KEY = 'process-test-webhook-secret-key-0123456789';
const template = inject('databaseTemplate');

function startServer(databaseUrl: string): Promise<ServerProcess> {
  return startServerProcess({
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    WEBHOOK_SECRET_KEY,
    WEBHOOK_TIMEOUT: '10s',
  });
}

/** A company with a bot key and one endpoint, written directly (the API is not what is tested). */
async function companyWithEndpoint(
  database: DatabaseHandle,
  receiverUrl: string,
): Promise<{ companyId: string; botKey: string; endpointId: string }> {
  const companyId = randomUUID();
  const number = `05${randomBytes(4).readUInt32BE(0).toString().padStart(8, '0').slice(0, 8)}`;
  await database.db.insert(users).values({
    id: companyId,
    companyId,
    role: 'admin',
    username: 'شركة العمليات',
    dialCode: '+966',
    phoneNumber: number,
    isActive: true,
  });
  const key = newIntegrationKey();
  await database.db.insert(integrationKeys).values({
    id: randomUUID(),
    companyId,
    name: 'bot',
    keyHash: key.keyHash,
    keyPrefix: key.keyPrefix,
  });
  const endpointId = randomUUID();
  await database.db.insert(webhookEndpoints).values({
    id: endpointId,
    companyId,
    url: receiverUrl,
    events: ['order.created'],
    secret: new SecretBox(WEBHOOK_SECRET_KEY).seal(newSigningSecret()),
  });
  return { companyId, botKey: key.key, endpointId };
}

async function submitOrder(server: ServerProcess, botKey: string): Promise<string> {
  const response = await fetch(`${server.url}/api/v1/integration/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-integration-key': botKey,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify(orderRequest()),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { order: { _id: string } }).order._id;
}

describe.skipIf(template.kind !== 'postgres')('webhook dispatchers of several processes', () => {
  const name = `taseer_test_${randomBytes(6).toString('hex')}`;
  let databaseUrl: string;
  let database: DatabaseHandle;
  const receivers: WebhookReceiver[] = [];
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    if (template.kind !== 'postgres') return;
    await adminQuery(
      template.adminUrl,
      `create database "${name}" template "${template.templateName}"`,
    );
    databaseUrl = databaseUrlFor(template.adminUrl, name);
    database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  }, 60_000);

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await Promise.all(receivers.map((receiver) => receiver.close()));
    await database?.close();
    if (template.kind === 'postgres') {
      await adminQuery(template.adminUrl, `drop database if exists "${name}" with (force)`);
    }
  }, 30_000);

  it('deliver each event exactly once to a healthy receiver, whichever process sends it', async () => {
    const hooks = await startWebhookReceiver();
    receivers.push(hooks);
    const pair = await Promise.all([startServer(databaseUrl), startServer(databaseUrl)]);
    servers.push(...pair);
    const { botKey } = await companyWithEndpoint(database, hooks.url);

    const orderIds = await Promise.all(
      Array.from({ length: 40 }, (_, n) => submitOrder(pair[n % 2]!, botKey)),
    );
    await hooks.waitFor(40, 20_000);
    // A moment more: a duplicate would arrive now.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(hooks.received).toHaveLength(40);
    const ids = new Set(hooks.received.map((hook) => hook.headers['webhook-id']));
    expect(ids.size).toBe(40);
    const ordered = hooks.received.map((hook) => hook.event.data.order!.order._id).sort();
    expect(ordered).toEqual([...orderIds].sort());

    for (const server of pair) server.child.kill('SIGTERM');
    await Promise.all(pair.map((server) => server.exited));
    servers.length = 0;
  }, 60_000);

  it('an attempt cut off by SIGTERM is sent again, with the same id, after the restart', async () => {
    const hooks = await startWebhookReceiver();
    receivers.push(hooks);
    hooks.answerNext({ hang: true });
    const first = await startServer(databaseUrl);
    servers.push(first);
    const { botKey, endpointId } = await companyWithEndpoint(database, hooks.url);
    await submitOrder(first, botKey);
    const [cutOff] = await hooks.waitFor(1);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    servers.length = 0;
    const [left] = await database.db
      .select({ status: webhookDeliveries.status, attempts: webhookDeliveries.attemptCount })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId));
    // Handed back unattempted: nothing was lost and no attempt was charged for the stop.
    expect(left).toEqual({ status: 'pending', attempts: 0 });

    const second = await startServer(databaseUrl);
    servers.push(second);
    const [, again] = await hooks.waitFor(2, 10_000);
    expect(again!.headers['webhook-id']).toBe(cutOff!.headers['webhook-id']);
    expect(again!.body).toBe(cutOff!.body);
  }, 60_000);
});
