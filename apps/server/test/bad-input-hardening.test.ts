import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatSettings, sections } from '../src/db/schema.js';
import { ERROR_CODES } from '../src/errors.js';
import { Contract } from '../src/openapi/contract.js';
import { signIn } from './support/auth-helpers.js';
import type { ApiResponse } from './support/contract-client.js';
import { createOrg, SUPERADMIN_PHONE, type Org } from './support/org-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Input a careless or hostile client sends: each gets a clear 4xx in the contract's error shape
 * and changes nothing.
 */

let t: TestApp;
let org: Org;

beforeAll(async () => {
  t = await createTestApp();
  const superadmin = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  org = await createOrg(t, superadmin);
});
afterAll(async () => t?.close());

const arabic = /[\u0600-\u06FF]/;

describe('a NUL character', () => {
  it('in a JSON text field answers 400 naming the field, and nothing is stored', async () => {
    const answer = await t.api.request({
      method: 'PUT',
      url: '/api/v1/users/chatsetting/1',
      token: org.manager.token,
      body: { welcomeMessage: 'a\u0000b' },
    });
    expect(answer.statusCode, answer.body).toBe(400);
    const error = answer.json<{ message: string; errors?: { field: string }[] }>();
    expect(error.message).toMatch(arabic);
    expect(error.errors?.[0]?.field).toBe('welcomeMessage');
    const stored = await t.database.db
      .select({ welcome: chatSettings.welcomeMessage })
      .from(chatSettings)
      .where(eq(chatSettings.companyId, org.company.id));
    expect(stored.map((row) => row.welcome)).not.toContain('a\u0000b');
  });

  it('in a search answers 400', async () => {
    const answer = await t.api.get('/api/v1/orders/?search=a%00b', { token: org.company.token });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json<{ message: string }>().message).toMatch(arabic);
  });
});

describe('deeply nested JSON', () => {
  /** `depth` arrays, one inside the other, around `inner`. */
  const nested = (depth: number, inner = '0') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;

  it('a body of thousands of nested arrays answers 400, not a 500', async () => {
    const answer = await t.api.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      rawBody: nested(5000),
      contentType: 'application/json',
    });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toEqual({
      code: 'MALFORMED_JSON',
      message: expect.stringMatching(arabic),
    });
  });

  it('nested inside a field of an object answers 400 too, and nothing is stored', async () => {
    const answer = await t.api.request({
      method: 'POST',
      url: '/api/v1/sections/',
      token: org.company.token,
      rawBody: `{"branchId":"${org.branchId}","sectionName":${nested(5000, '"x"')}}`,
      contentType: 'application/json',
    });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json<{ code: string }>().code).toBe('MALFORMED_JSON');
  });

  it('up to 32 levels reach validation; one more is refused before it', async () => {
    const send = (depth: number) =>
      t.api.request({
        method: 'POST',
        url: '/api/v1/sections/',
        token: org.company.token,
        // The object is the first level.
        rawBody: `{"sectionName":${nested(depth - 1)}}`,
        contentType: 'application/json',
      });
    const deepest = await send(32);
    expect(deepest.statusCode, deepest.body).toBe(400);
    expect(deepest.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
    const tooDeep = await send(33);
    expect(tooDeep.statusCode, tooDeep.body).toBe(400);
    const error = tooDeep.json<{ code: string; message: string }>();
    expect(error.code).toBe('MALFORMED_JSON');
    expect(error.message).toContain('32');
  });

  it('inside a phone sent as JSON text answers 400 naming the phone', async () => {
    const answer = await t.api.post('/api/v1/auth/login', {
      phone: `{"dialCode":${nested(5000, '"+966"')},"number":"0500000001"}`,
    });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json<{ errors?: { field: string }[] }>().errors?.[0]?.field).toBe('phone');
  });
});

describe('page and limit', () => {
  for (const url of [
    '/api/v1/orders/?page=Infinity',
    '/api/v1/sections/?page=Infinity',
    '/api/v1/users/agents?page=1e400',
    '/api/v1/notifications/?limit=Infinity',
  ]) {
    it(`${url} answers 400, not 500`, async () => {
      const answer = await t.api.get(url, { token: org.company.token });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json<{ message: string }>().message).toMatch(arabic);
    });
  }
});

describe('who may call comes before what is sent', () => {
  const invalid = { sectionName: 5 };
  it('an anonymous caller with an invalid body gets 401', async () => {
    const answer = await t.api.post('/api/v1/sections/', invalid);
    expect(answer.statusCode, answer.body).toBe(401);
  });
  it('a role that may not call gets 403, whatever the body', async () => {
    const answer = await t.api.request({
      method: 'PUT',
      url: '/api/v1/users/salary',
      token: org.company.token,
      body: { salary: 'not a number' },
    });
    expect(answer.statusCode, answer.body).toBe(403);
  });
});

describe('bidirectional control characters', () => {
  it('are refused in a section name, which stores nothing', async () => {
    const spoofed = 'قسم \u202Eالمحركات\u202C';
    const answer = await t.api.post(
      '/api/v1/sections/',
      { sectionName: spoofed, branchId: org.branchId },
      { token: org.company.token },
    );
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json<{ errors?: { field: string }[] }>().errors?.[0]?.field).toBe('sectionName');
    const stored = await t.database.db
      .select({ name: sections.name })
      .from(sections)
      .where(eq(sections.name, spoofed));
    expect(stored).toHaveLength(0);
  });
});

describe('answers only the contract declares, in its shape', () => {
  it('an over-long id in a path is a 400 naming it, not the router’s 414 (nor a 404 beside the dashboard)', async () => {
    const answer = await t.api.get(`/api/v1/orders/${'a'.repeat(5000)}`, {
      token: org.company.token,
    });
    expect(answer.statusCode, answer.body).toBe(400);
    const error = answer.json<{ message: string; errors?: { field: string }[] }>();
    expect(error.message).toMatch(arabic);
    expect(error.errors?.[0]?.field).toBe('id');
  });

  it('an id in the URN form of a uuid is a 400 naming it, not a database error', async () => {
    const answer = await t.api.get('/api/v1/orders/urn:uuid:123e4567-e89b-12d3-a456-426614174000', {
      token: org.company.token,
    });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json<{ errors?: { field: string }[] }>().errors?.[0]?.field).toBe('id');
  });
});

describe('a body sent to an operation that takes none', () => {
  const unknownOrder = '123e4567-e89b-42d3-a456-426614174000';
  const bodies: { label: string; rawBody: string | Buffer; contentType?: string }[] = [
    { label: 'text', rawBody: 'x', contentType: 'text/plain' },
    { label: 'broken JSON', rawBody: '{not json', contentType: 'application/json' },
    { label: 'JSON nested 5000 deep', rawBody: '['.repeat(5000), contentType: 'application/json' },
    { label: 'a media type that is none', rawBody: 'x', contentType: 'garbage' },
    {
      label: 'a multipart type without a boundary',
      rawBody: 'x',
      contentType: 'multipart/form-data',
    },
    { label: 'no content type', rawBody: 'x' },
    {
      label: 'more than the body limit',
      rawBody: Buffer.alloc(2 * 1024 * 1024, 'a'),
      contentType: 'application/json',
    },
  ];

  for (const body of bodies) {
    it(`is ignored (${body.label}): the answer is the one without it`, async () => {
      const sent = {
        rawBody: body.rawBody,
        ...(body.contentType ? { contentType: body.contentType } : {}),
      };
      const logout = await t.api.request({ method: 'POST', url: '/api/v1/auth/logout', ...sent });
      expect(logout.statusCode, logout.body).toBe(200);
      const me = await t.api.request({
        method: 'GET',
        url: '/api/v1/auth/getme',
        token: org.agent.token,
        ...sent,
      });
      expect(me.statusCode, me.body).toBe(200);
      const release = await t.api.request({
        method: 'DELETE',
        url: `/api/v1/orders/${unknownOrder}/claim`,
        token: org.agent.token,
        ...sent,
      });
      expect(release.statusCode, release.body).toBe(404);
      expect(release.json<{ code: string }>().code).toBe('ORDER_NOT_FOUND');
      const key = await t.api.request({
        method: 'POST',
        url: '/api/v1/users/integration-key',
        token: org.company.token,
        ...sent,
      });
      expect(key.statusCode, key.body).toBe(201);
    });
  }

  it('the contract declares no 413 or 415 for any of them', () => {
    const contract = Contract.load();
    const declaring = contract
      .operations()
      .filter((op) => !op.raw.requestBody)
      .filter((op) => '413' in op.raw.responses || '415' in op.raw.responses)
      .map((op) => op.operationId);
    expect(declaring).toEqual([]);
  });
});

describe('every error carries a stable code the contract lists', () => {
  it('the contract’s codes are exactly the server’s', () => {
    const declared = Contract.load().follow<{ enum: string[] }>(
      '#/components/schemas/ErrorCode',
    ).enum;
    expect([...declared].sort()).toEqual([...ERROR_CODES].sort());
  });

  it('names what went wrong for a program, whatever the message says', async () => {
    const cases: [Promise<ApiResponse>, number, string][] = [
      [t.api.get('/api/v1/auth/getme'), 401, 'UNAUTHENTICATED'],
      [t.api.get('/api/v1/auth/getme', { apiKey: null }), 401, 'API_KEY_INVALID'],
      [
        t.api.get('/api/v1/orders/123e4567-e89b-42d3-a456-426614174000', {
          token: org.company.token,
        }),
        404,
        'ORDER_NOT_FOUND',
      ],
      [
        t.api.post('/api/v1/sections/', { sectionName: '' }, { token: org.company.token }),
        400,
        'VALIDATION_FAILED',
      ],
      [
        t.api.request({
          method: 'POST',
          url: '/api/v1/auth/login',
          rawBody: 'x',
          contentType: 'text/plain',
        }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [t.api.get('/api/v1/nothing-here'), 404, 'ROUTE_NOT_FOUND'],
    ];
    for (const [pending, status, code] of cases) {
      const answer = await pending;
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json<{ code: string }>().code, answer.body).toBe(code);
    }
  });

  it('a URL the router cannot read still answers in the contract’s shape with its code', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/v1/orders/%E0%A4%A' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ code: 'BAD_REQUEST', message: expect.stringMatching(arabic) });
  });
});
