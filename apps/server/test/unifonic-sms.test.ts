import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmsDeliveryError } from '../src/sms/sms-provider.js';
import { UnifonicSms } from '../src/sms/unifonic-sms.js';
import { uniqueIp } from './support/auth-helpers.js';
import { createTestApp } from './support/test-app.js';

interface FakeRequest {
  method: string;
  path: string;
  contentType: string | undefined;
  form: URLSearchParams;
}

type Answer = { status: number; body: unknown } | 'hang';

/** A local stand-in for Unifonic's REST SMS endpoint, answering like the real one. */
async function startFakeUnifonic() {
  const requests: FakeRequest[] = [];
  let answer: Answer = {
    status: 200,
    body: {
      success: true,
      message: '',
      errorCode: 'ER-00',
      data: { MessageID: 42000348806924, Status: 'Sent', NumberOfUnits: 1, Cost: 0.05 },
    },
  };
  const hanging: ServerResponse[] = [];
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    requests.push({
      method: request.method ?? '',
      path: request.url ?? '',
      contentType: request.headers['content-type'],
      form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
    });
    if (answer === 'hang') {
      hanging.push(response);
      return;
    }
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    answerWith(next: Answer) {
      answer = next;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let fake: Awaited<ReturnType<typeof startFakeUnifonic>>;
beforeAll(async () => {
  fake = await startFakeUnifonic();
});
afterAll(async () => fake?.close());

const adapter = (overrides: Partial<ConstructorParameters<typeof UnifonicSms>[0]> = {}) =>
  new UnifonicSms({
    baseUrl: fake.baseUrl,
    appSid: 'app-sid-123',
    senderId: 'Taseer',
    messageType: '3',
    timeoutMs: 5_000,
    ...overrides,
  });

describe('the Unifonic adapter', () => {
  it('posts the form Unifonic expects', async () => {
    await adapter().send('+966500000002', 'رمز التحقق الخاص بك في تسعير: 1234');
    const request = fake.requests.at(-1);
    expect(request).toMatchObject({
      method: 'POST',
      path: '/rest/SMS/messages',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      AppSid: 'app-sid-123',
      SenderID: 'Taseer',
      Recipient: '966500000002',
      Body: 'رمز التحقق الخاص بك في تسعير: 1234',
      responseType: 'JSON',
      MessageType: '3',
    });
  });

  it('leaves out the sender and message type when none is configured', async () => {
    await adapter({ senderId: null, messageType: null }).send('+971501234567', 'نص');
    const form = fake.requests.at(-1)?.form;
    expect(form?.has('SenderID')).toBe(false);
    expect(form?.has('MessageType')).toBe(false);
    expect(form?.get('Recipient')).toBe('971501234567');
  });

  it('treats success:false as a refusal even with HTTP 200', async () => {
    fake.answerWith({
      status: 200,
      body: { success: false, message: 'Dest num is too short', errorCode: 'ER-04', data: {} },
    });
    const error = await adapter()
      .send('+96650', 'نص')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect(error).toMatchObject({ kind: 'rejected', message: expect.stringContaining('ER-04') });
  });

  it('treats an HTTP error as a refusal', async () => {
    fake.answerWith({ status: 401, body: { success: false, errorCode: 'ER-01' } });
    await expect(adapter().send('+966500000002', 'نص')).rejects.toMatchObject({
      kind: 'rejected',
    });
  });

  it('gives up after its deadline', async () => {
    fake.answerWith('hang');
    await expect(adapter({ timeoutMs: 300 }).send('+966500000002', 'نص')).rejects.toMatchObject({
      kind: 'unavailable',
    });
  });

  it('delivers sign-in codes when configured as the provider', async () => {
    fake.answerWith({ status: 200, body: { success: 'true', errorCode: 'ER-00', data: {} } });
    const t = await createTestApp({
      env: {
        SMS_PROVIDER: 'unifonic',
        UNIFONIC_BASE_URL: fake.baseUrl,
        UNIFONIC_APP_SID: 'app-sid-123',
        UNIFONIC_SENDER_ID: 'Taseer',
      },
    });
    try {
      const phone = { dialCode: '+966', number: '0500000001' };
      const login = await t.api.post('/api/v1/auth/login', { phone }, { ip: uniqueIp() });
      expect(login.statusCode).toBe(200);
      const sent = fake.requests.at(-1)?.form;
      expect(sent?.get('Recipient')).toBe('966500000001');
      const code = /: (\d{4})/.exec(sent?.get('Body') ?? '')?.[1] ?? '';
      const verified = await t.api.post('/api/v1/auth/verify', { phone, otp: code });
      expect(verified.statusCode).toBe(200);

      fake.answerWith({ status: 200, body: { success: false, errorCode: 'ER-09', data: {} } });
      t.clock.advance(60);
      const refused = await t.api.post('/api/v1/auth/login', { phone }, { ip: uniqueIp() });
      expect(refused.statusCode).toBe(502);
    } finally {
      await t.close();
    }
  });
});
