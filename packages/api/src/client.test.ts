import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { toFormData } from './form-data';
import { localStorageSession } from './session-store';
import {
  MemoryStorage,
  createBarrier,
  startTestApiServer,
  type Handler,
  type RecordedRequest,
  type TestApiServer,
} from './testing/test-api-server';
import { sampleUser as user } from './testing/fixtures';

const API_KEY = 'test-api-key';
const OLD_TOKEN = 'expired-token';
const NEW_TOKEN = 'fresh-token';
const GETME = 'GET /api/v1/auth/getme';
const REFRESH = 'GET /api/v1/auth/refresh-token';

const expired = { status: 401, body: { message: 'انتهت صلاحية الجلسة' } };
const refreshed = { status: 200, body: { message: 'تم', user, accessToken: NEW_TOKEN } };

let server: TestApiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function setUp(routes: Record<string, Handler>, token: string | null = OLD_TOKEN) {
  server = await startTestApiServer(routes);
  const localStorage = new MemoryStorage();
  const storage = localStorageSession(localStorage);
  if (token) storage.setAccessToken(token);
  const onLogout = vi.fn();
  const client = createApiClient({ baseUrl: server.baseUrl, apiKey: API_KEY, storage, onLogout });
  return { client, storage, localStorage, onLogout, requests: server.requests };
}

/** Answers 200 only to the fresh token, like a server whose access token expired. */
function acceptsOnly(token: string, reply: Handler): Handler {
  return (request) =>
    request.headers.authorization === `Bearer ${token}` ? reply(request) : expired;
}

function calls(requests: RecordedRequest[], route: string): RecordedRequest[] {
  return requests.filter((r) => `${r.method} ${r.path}` === route);
}

describe('createApiClient', () => {
  it('sends the API key on every call and the bearer token when signed in', async () => {
    const { client, storage, requests } = await setUp(
      {
        'POST /api/v1/auth/login': () => ({ status: 200, body: { message: 'ok', otpExpires: 60 } }),
        [GETME]: () => ({ status: 200, body: { user } }),
      },
      null,
    );

    await client.POST('/api/v1/auth/login', {
      body: { phone: { dialCode: '+966', number: '0500000002' } },
    });
    storage.setAccessToken(NEW_TOKEN);
    const { data } = await client.GET('/api/v1/auth/getme');

    expect(data?.user.username).toBe(user.username);
    expect(requests.map((r) => r.headers['x-api-key'])).toEqual([API_KEY, API_KEY]);
    expect(requests[0]?.headers.authorization).toBeUndefined();
    expect(requests[1]?.headers.authorization).toBe(`Bearer ${NEW_TOKEN}`);
  });

  it('refreshes once for ten concurrent 401s and retries each with the new token', async () => {
    const allExpired = createBarrier(10);
    const { client, storage, localStorage, onLogout, requests } = await setUp({
      [GETME]: async (request) => {
        if (request.headers.authorization === `Bearer ${NEW_TOKEN}`) {
          return { status: 200, body: { user } };
        }
        // Hold every 401 until all ten requests are in, so they all expire together.
        await allExpired();
        return expired;
      },
      [REFRESH]: () => refreshed,
    });

    const results = await Promise.all(
      Array.from({ length: 10 }, () => client.GET('/api/v1/auth/getme')),
    );

    expect(results.map((r) => r.response.status)).toEqual(Array(10).fill(200));
    expect(results.every((r) => r.data?.user._id === user._id)).toBe(true);
    expect(calls(requests, REFRESH)).toHaveLength(1);
    const retries = calls(requests, GETME).filter(
      (r) => r.headers.authorization === `Bearer ${NEW_TOKEN}`,
    );
    expect(retries).toHaveLength(10);
    expect(calls(requests, GETME)).toHaveLength(20);
    expect(calls(requests, REFRESH)[0]?.headers['x-api-key']).toBe(API_KEY);
    expect(storage.getAccessToken()).toBe(NEW_TOKEN);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('logs out once when the refresh answers 400, and the requests end with their 401', async () => {
    const allExpired = createBarrier(10);
    const { client, localStorage, onLogout, requests } = await setUp({
      [GETME]: async () => {
        await allExpired();
        return expired;
      },
      [REFRESH]: () => ({ status: 400, body: { message: 'انتهت الجلسة' } }),
    });
    localStorage.setItem('user', JSON.stringify(user));

    const results = await Promise.all(
      Array.from({ length: 10 }, () => client.GET('/api/v1/auth/getme')),
    );

    expect(results.map((r) => r.response.status)).toEqual(Array(10).fill(401));
    expect(results.map((r) => r.error?.message)).toEqual(Array(10).fill(expired.body.message));
    expect(calls(requests, REFRESH)).toHaveLength(1);
    expect(calls(requests, GETME)).toHaveLength(10);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('keeps the session when the refresh fails with a server error', async () => {
    const { client, storage, onLogout, requests } = await setUp({
      [GETME]: () => expired,
      [REFRESH]: () => ({ status: 503, body: { message: 'الخدمة غير متاحة مؤقتًا' } }),
    });

    const { response } = await client.GET('/api/v1/auth/getme');

    expect(response.status).toBe(401);
    expect(calls(requests, REFRESH)).toHaveLength(1);
    expect(onLogout).not.toHaveBeenCalled();
    expect(storage.getAccessToken()).toBe(OLD_TOKEN);
  });

  it('re-sends a JSON body intact on retry', async () => {
    const answer = { match: null, confident: false };
    const { client, requests } = await setUp({
      'POST /api/v1/users/ai/preview': acceptsOnly(NEW_TOKEN, () => ({
        status: 200,
        body: answer,
      })),
      [REFRESH]: () => refreshed,
    });
    const question = { question: 'متى تفتحون؟ 🚗' };

    const { data, response } = await client.POST('/api/v1/users/ai/preview', { body: question });

    expect(response.status).toBe(200);
    expect(data).toEqual(answer);
    const sent = calls(requests, 'POST /api/v1/users/ai/preview');
    expect(sent).toHaveLength(2);
    expect(sent.map((r) => JSON.parse(r.body.toString('utf8')))).toEqual([question, question]);
    expect(sent[1]?.headers['content-type']).toBe('application/json');
  });

  it('re-sends a multipart body with its file intact on retry', async () => {
    const id = user._id;
    const { client, requests } = await setUp({
      [`PUT /api/v1/users/${id}`]: acceptsOnly(NEW_TOKEN, () => ({
        status: 200,
        body: { message: 'تم تحديث المستخدم بنجاح', user },
      })),
      [REFRESH]: () => refreshed,
    });
    const image = new Blob([new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3])], {
      type: 'image/webp',
    });

    const { response } = await client.PUT('/api/v1/users/{id}', {
      params: { path: { id } },
      body: { username: 'اسم جديد', phone: user.phone, image },
      bodySerializer: toFormData,
    });

    expect(response.status).toBe(200);
    const [first, retry] = calls(requests, `PUT /api/v1/users/${id}`);
    expect(retry?.body.length).toBeGreaterThan(0);
    expect(retry?.body.equals(first?.body ?? Buffer.alloc(0))).toBe(true);
    expect(retry?.headers['content-type']).toBe(first?.headers['content-type']);
    const form = await new Response(new Uint8Array(retry?.body ?? []), {
      headers: { 'content-type': retry?.headers['content-type'] ?? '' },
    }).formData();
    expect(form.get('username')).toBe('اسم جديد');
    expect(JSON.parse(String(form.get('phone')))).toEqual(user.phone);
    const file = form.get('image') as Blob;
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(
      new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3]),
    );
  });

  it('does not loop when the refresh call itself answers 401', async () => {
    const { client, storage, onLogout, requests } = await setUp({
      [GETME]: () => expired,
      [REFRESH]: () => ({ status: 401, body: { message: 'مفتاح غير صالح' } }),
    });

    const { response } = await client.GET('/api/v1/auth/getme');

    expect(response.status).toBe(401);
    expect(calls(requests, REFRESH)).toHaveLength(1);
    expect(calls(requests, GETME)).toHaveLength(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(storage.getAccessToken()).toBeNull();
  });

  it('does not refresh when the refresh endpoint is called directly and refused', async () => {
    for (const status of [400, 401]) {
      const { client, onLogout, requests } = await setUp({
        [REFRESH]: () => ({ status, body: { message: 'انتهت الجلسة' } }),
      });

      const { response, error } = await client.GET('/api/v1/auth/refresh-token');

      expect(response.status).toBe(status);
      expect(error?.message).toBe('انتهت الجلسة');
      expect(requests).toHaveLength(1);
      expect(onLogout).not.toHaveBeenCalled();
      await server?.close();
      server = undefined;
    }
  });

  it('does not refresh after a 401 from a sign-in call', async () => {
    const { client, onLogout, requests } = await setUp({
      'POST /api/v1/auth/verify': () => ({ status: 401, body: { message: 'مفتاح غير صالح' } }),
      [REFRESH]: () => refreshed,
    });

    const { response } = await client.POST('/api/v1/auth/verify', {
      body: { phone: user.phone, otp: '1234' },
    });

    expect(response.status).toBe(401);
    expect(calls(requests, REFRESH)).toHaveLength(0);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('retries only once: a retry answered 401 again is returned as it is', async () => {
    const { client, onLogout, requests } = await setUp({
      [GETME]: () => expired,
      [REFRESH]: () => refreshed,
    });

    const { response } = await client.GET('/api/v1/auth/getme');

    expect(response.status).toBe(401);
    expect(calls(requests, REFRESH)).toHaveLength(1);
    expect(calls(requests, GETME)).toHaveLength(2);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('retries without a new refresh when the session was refreshed while the request was out', async () => {
    let releaseSlowRequest!: () => void;
    const slowRequestHeld = new Promise<void>((resolve) => {
      releaseSlowRequest = resolve;
    });
    const { client, requests } = await setUp({
      [GETME]: acceptsOnly(NEW_TOKEN, () => ({ status: 200, body: { user } })),
      'GET /api/v1/users/profile': async (request) => {
        if (request.headers.authorization === `Bearer ${NEW_TOKEN}`) {
          return { status: 200, body: { profile: { ...user, role: 'admin' } } };
        }
        await slowRequestHeld;
        return expired;
      },
      [REFRESH]: () => refreshed,
    });

    const slow = client.GET('/api/v1/users/profile');
    const fast = await client.GET('/api/v1/auth/getme');
    releaseSlowRequest();
    const late = await slow;

    expect(fast.response.status).toBe(200);
    expect(late.response.status).toBe(200);
    expect(calls(requests, REFRESH)).toHaveLength(1);
  });
});
