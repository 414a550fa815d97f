import { randomUUID } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, users } from '../src/db/schema.js';
import { signIn, uniquePhone, type Session } from './support/auth-helpers.js';
import type { ApiResponse } from './support/contract-client.js';
import { createTestApp, TEST_API_KEY, type TestApp } from './support/test-app.js';
import {
  createCompany,
  form,
  person,
  picture,
  register,
  SUPERADMIN_PHONE,
  updateUser,
  type Company,
  type ErrorBody,
  type Upload,
} from './support/tenant-fixtures.js';

let t: TestApp;
let superadmin: Session;
let company: Company;

beforeAll(async () => {
  t = await createTestApp();
  superadmin = await signIn(t, SUPERADMIN_PHONE);
  company = await createCompany(t, superadmin);
});
afterAll(async () => t?.close());

const MB = 1024 * 1024;

async function imageRows(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(images);
  return row?.n ?? 0;
}

async function userImage(id: string): Promise<string | null> {
  const [row] = await t.database.db
    .select({ imageId: users.imageId })
    .from(users)
    .where(eq(users.id, id));
  return row?.imageId ?? null;
}

/** The two ways an image reaches the server: creating a user and editing one. */
const uploads: [string, (image: Upload) => Promise<ApiResponse>][] = [
  [
    'POST /auth/register',
    (image) => register(t, company.session.accessToken, form(person('agent'), image)),
  ],
  [
    'PUT /users/{id}',
    (image) => updateUser(t, company.session.accessToken, company.id, form({}, image)),
  ],
];

/** A photo with a camera's metadata, the kind staff upload from a phone. */
async function cameraPhoto(format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  return sharp({
    create: { width: 1600, height: 900, channels: 3, background: { r: 200, g: 80, b: 20 } },
  })
    .withMetadata({ exif: { IFD0: { Artist: 'private-owner-name' } } })
    .toFormat(format)
    .toBuffer();
}

describe.each(uploads)('images sent to %s', (_name, upload) => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    'accepts %s, stored as WebP of at most 512 px without metadata and served for caching',
    async (format) => {
      const response = await upload({
        bytes: await cameraPhoto(format),
        name: `photo.${format}`,
        type: `image/${format}`,
      });
      expect(response.statusCode).toBeLessThan(300);
      const path = response.json<{ user: { image: string } }>().user.image;
      expect(path).toMatch(/^\/api\/v1\/images\/[0-9a-f-]{36}$/);

      const served = await t.api.get(path, { apiKey: null });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const stored = await sharp(served.rawPayload).metadata();
      expect(stored).toMatchObject({ format: 'webp', width: 512, height: 288 });
      expect(stored.exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('private-owner-name'))).toBe(false);
    },
  );

  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="red"/></svg>',
  );
  const refused: [string, () => Promise<Upload>, number, string][] = [
    [
      'a GIF named and typed as PNG',
      async () => ({ bytes: await picture('gif'), name: 'logo.png', type: 'image/png' }),
      415,
      'صيغة الصورة غير مدعومة، استخدم صورة JPEG أو PNG أو WebP',
    ],
    [
      'text typed as JPEG',
      async () => ({ bytes: Buffer.from('hello, not a photo'), name: 'a.jpg', type: 'image/jpeg' }),
      415,
      'صيغة الصورة غير مدعومة، استخدم صورة JPEG أو PNG أو WebP',
    ],
    [
      'an SVG',
      async () => ({ bytes: svg, name: 'logo.svg', type: 'image/svg+xml' }),
      415,
      'صيغة الصورة غير مدعومة، استخدم صورة JPEG أو PNG أو WebP',
    ],
    [
      'a truncated PNG',
      async () => ({
        bytes: (await cameraPhoto('png')).subarray(0, 200),
        name: 'cut.png',
        type: 'image/png',
      }),
      415,
      'صيغة الصورة غير مدعومة، استخدم صورة JPEG أو PNG أو WebP',
    ],
    [
      'a zero-byte file',
      async () => ({ bytes: Buffer.alloc(0), name: 'empty.png', type: 'image/png' }),
      400,
      'ملف الصورة فارغ، اختر صورة أخرى',
    ],
    [
      'a file one byte over 2 MB',
      async () => ({ bytes: Buffer.alloc(2 * MB + 1, 7), name: 'big.png', type: 'image/png' }),
      413,
      'حجم الصورة أكبر من 2 ميجابايت',
    ],
    [
      'a 20 MB file',
      async () => ({ bytes: Buffer.alloc(20 * MB, 7), name: 'huge.jpg', type: 'image/jpeg' }),
      413,
      'حجم الصورة أكبر من 2 ميجابايت',
    ],
  ];

  it.each(refused)(
    'refuses %s with a message and changes nothing',
    async (_case, make, status, message) => {
      const imagesBefore = await imageRows();
      const logoBefore = await userImage(company.id);
      const usersBefore = await t.database.db.select({ n: count() }).from(users);
      const response = await upload(await make());
      expect(response.statusCode).toBe(status);
      expect(response.json<ErrorBody>().message).toBe(message);
      expect(await imageRows()).toBe(imagesBefore);
      expect(await userImage(company.id)).toBe(logoBefore);
      expect(await t.database.db.select({ n: count() }).from(users)).toEqual(usersBefore);
    },
  );
});

describe('the file input left empty', () => {
  it('counts as no image: the user is created without one', async () => {
    const boundary = `----taseer${randomUUID()}`;
    const fields = person('agent', uniquePhone());
    const parts = Object.entries(fields).map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    // What a browser sends for a file input with nothing chosen.
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n`,
    );
    const response = await t.api.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      token: company.session.accessToken,
      rawBody: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
      contentType: `multipart/form-data; boundary=${boundary}`,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ user: { image: string | null } }>().user.image).toBeNull();
  });
});

describe('a 20 MB upload over the network', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /**
   * Sends the first 3 MB of a 20 MB image and then waits: a server that read the whole body
   * before answering would never answer.
   */
  async function startHugeUpload(declareLength: boolean) {
    const boundary = `----taseer${randomUUID()}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'PUT',
      path: `/api/v1/users/${company.id}`,
      headers: {
        'x-api-key': TEST_API_KEY,
        authorization: `Bearer ${company.session.accessToken}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(declareLength ? { 'content-length': String(head.length + 20 * MB + tail.length) } : {}),
      },
    });
    const answered = new Promise<IncomingMessage>((resolve, reject) => {
      request.once('response', resolve);
      request.once('error', reject);
    });
    request.write(head);
    const chunk = Buffer.alloc(256 * 1024, 7);
    for (let sent = 0; sent < 3 * MB; sent += chunk.length) request.write(chunk);

    const response = await answered;
    const body = await new Promise<string>((resolve) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (piece: string) => (text += piece));
      response.on('end', () => resolve(text));
    });
    // The upload is abandoned half way; the socket's end is of no interest.
    request.on('error', () => {});
    request.destroy();
    return { status: response.statusCode, body: JSON.parse(body) as unknown };
  }

  it('is answered 413 at once when its declared length is too large', async () => {
    const logoBefore = await userImage(company.id);
    expect(await startHugeUpload(true)).toEqual({
      status: 413,
      body: { code: 'FILE_TOO_LARGE', message: 'حجم الصورة أكبر من 2 ميجابايت' },
    });
    expect(await userImage(company.id)).toBe(logoBefore);
  });

  it('is answered 413 as soon as the file passes 2 MB when no length is declared', async () => {
    expect(await startHugeUpload(false)).toEqual({
      status: 413,
      body: { code: 'FILE_TOO_LARGE', message: 'حجم الصورة أكبر من 2 ميجابايت' },
    });
  });
});
