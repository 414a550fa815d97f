import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWebhook } from '../src/modules/webhooks/webhook-sender.js';
import { signIn } from './support/auth-helpers.js';
import { createOrg, SUPERADMIN_PHONE, type Org } from './support/org-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver.js';

/**
 * A company may not aim our server at our own network (SSRF): in production a webhook must be
 * https to a public address, checked when the endpoint is saved and again on the address each
 * attempt connects to.
 */

let t: TestApp;
let org: Org;
let hooks: WebhookReceiver;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      NODE_ENV: 'production',
      JWT_SECRET: 'j'.repeat(32),
      OTP_SECRET: 'o'.repeat(32),
      QUOTE_LINK_SECRET: 'q'.repeat(32),
      WEBHOOK_SECRET_KEY: 'w'.repeat(32),
      PUBLIC_URL: 'https://taseer.example',
      SUPERADMIN_PHONE: '0500000001',
    },
  });
  org = await createOrg(t, (await signIn(t, SUPERADMIN_PHONE)).accessToken);
  hooks = await startWebhookReceiver();
});

afterAll(async () => {
  await t?.close();
  await hooks?.close();
});

describe('in production', () => {
  it('refuses loopback, private, link-local and plain-http targets, naming the field, and stores none', async () => {
    for (const url of [
      'http://bot.example.com/hooks',
      hooks.url,
      hooks.url.replace('http:', 'https:'),
      'https://localhost/hooks',
      'https://10.0.0.7/hooks',
      'https://172.20.1.1/hooks',
      'https://192.168.0.10/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hooks',
      'https://[::ffff:127.0.0.1]/hooks',
      'https://[fd00::5]/hooks',
      'https://0.0.0.0/hooks',
    ]) {
      const answer = await t.api.post(
        '/api/v1/webhooks',
        { url, events: ['order.created'] },
        { token: org.company.token },
      );
      expect(answer.statusCode, url).toBe(400);
      const error = answer.json<{ message: string; errors: { field: string }[] }>();
      expect(error.errors).toEqual([expect.objectContaining({ field: 'url' })]);
      expect(error.message).toMatch(/[\u0600-\u06FF]/);
    }
    const listed = await t.api.get('/api/v1/webhooks', { token: org.company.token });
    expect(listed.json<{ endpoints: unknown[] }>().endpoints).toEqual([]);
  });

  it('accepts an https target on a public name', async () => {
    const answer = await t.api.post(
      '/api/v1/webhooks',
      { url: 'https://bot.example.com/hooks/taseer', events: ['order.created'] },
      { token: org.company.token },
    );
    expect(answer.statusCode, answer.body).toBe(201);
  });

  it('the sender refuses the address it is about to connect to, even when the URL passed before', async () => {
    const literal = await sendWebhook(
      { url: hooks.url, headers: {}, body: '{}' },
      { timeoutMs: 2_000, publicOnly: true },
    );
    expect(literal).toMatchObject({ ok: false, error: 'refused-address', statusCode: null });
    // A name resolving to loopback (as a rebinding name would, later) is refused at connect time.
    const named = await sendWebhook(
      { url: hooks.url.replace('127.0.0.1', 'localhost'), headers: {}, body: '{}' },
      { timeoutMs: 2_000, publicOnly: true },
    );
    expect(named).toMatchObject({ ok: false, error: 'refused-address', statusCode: null });
    expect(hooks.received).toHaveLength(0);
    // The same call outside production reaches the receiver.
    const local = await sendWebhook(
      { url: hooks.url, headers: {}, body: '{}' },
      { timeoutMs: 2_000, publicOnly: false },
    );
    expect(local).toMatchObject({ ok: true, statusCode: 200 });
  });
});
