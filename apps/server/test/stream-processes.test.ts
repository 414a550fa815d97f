import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { databaseUrlFor } from './support/database-template.js';
import {
  isNotificationFrame,
  openEventStream,
  type StreamFrame,
} from './support/event-stream-client.js';
import { writeNotification } from './support/notification-fixtures.js';
import { adminQuery, startServerProcess, type ServerProcess } from './support/server-process.js';

/**
 * Real server processes: what `app.inject` cannot show — a notification written once reaching
 * streams held by two processes on one PostgreSQL, and a process with an open stream stopping
 * promptly on SIGTERM.
 */

const API_KEY = 'taseer-dev-api-key';
const SUPERADMIN = { dialCode: '+966', number: '0500000001' };
const template = inject('databaseTemplate');

const startServer = startServerProcess;

/** Polls the process output (no fixed sleeps): resolves once `find` answers, rejects on exit. */
function waitFor<T>(
  find: () => T | undefined,
  exited: Promise<unknown>,
  output: () => string,
): Promise<T> {
  return new Promise((resolve, reject) => {
    let done = false;
    const timer = setInterval(() => {
      const found = find();
      if (found !== undefined) {
        done = true;
        clearInterval(timer);
        resolve(found);
      }
    }, 20);
    void exited.then(() => {
      if (done) return;
      clearInterval(timer);
      reject(new Error(`the server exited:\n${output()}`));
    });
  });
}

async function call(
  server: ServerProcess,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = { 'x-api-key': API_KEY };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  return fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
}

/** Signs the superadmin in on this process, reading the code the console SMS provider prints. */
async function signInSuperadmin(server: ServerProcess): Promise<{ token: string; id: string }> {
  const printedBefore = codesIn(server.output()).length;
  const login = await call(server, '/api/v1/auth/login', {
    method: 'POST',
    body: { phone: SUPERADMIN },
  });
  expect(login.status).toBe(200);
  const otp = await waitFor(
    () => codesIn(server.output())[printedBefore],
    server.exited,
    server.output,
  );
  const verified = await call(server, '/api/v1/auth/verify', {
    method: 'POST',
    body: { phone: SUPERADMIN, otp },
  });
  expect(verified.status).toBe(200);
  const body = (await verified.json()) as { accessToken: string; user: { _id: string } };
  return { token: body.accessToken, id: body.user._id };
}

function codesIn(output: string): string[] {
  return [...output.matchAll(/\[sms → \+966500000001\][^\n]*?(\d{4})/g)].map((m) => m[1] ?? '');
}

async function ticketFrom(server: ServerProcess, token: string): Promise<string> {
  const response = await call(server, '/api/v1/notifications/stream-ticket', {
    method: 'POST',
    token,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { ticket: string }).ticket;
}

const streamUrl = (server: ServerProcess, token: string) =>
  `${server.url}/api/v1/notifications/stream?token=${encodeURIComponent(token)}`;
const isEvent = isNotificationFrame;
const connected = (frame: StreamFrame) => frame.comments.includes('connected');

describe.skipIf(template.kind !== 'postgres')('two server processes on one PostgreSQL', () => {
  const name = `taseer_test_${randomBytes(6).toString('hex')}`;
  let databaseUrl: string;
  let database: DatabaseHandle;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    if (template.kind !== 'postgres') return;
    await adminQuery(
      template.adminUrl,
      `create database "${name}" template "${template.templateName}"`,
    );
    databaseUrl = databaseUrlFor(template.adminUrl, name);
    database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
    servers.push(
      ...(await Promise.all([1, 2].map(() => startServer({ DATABASE_URL: databaseUrl })))),
    );
  }, 60_000);

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await database?.close();
    if (template.kind === 'postgres') {
      await adminQuery(template.adminUrl, `drop database if exists "${name}" with (force)`);
    }
  }, 30_000);

  it('both deliver a notification to their streams of the user it is addressed to', async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const onFirst = await signInSuperadmin(first);
    const onSecond = await signInSuperadmin(second);

    const streamOnFirst = await openEventStream(
      streamUrl(first, await ticketFrom(first, onFirst.token)),
    );
    // A ticket lives in the database: one process issues it, another may honour it.
    const streamOnSecond = await openEventStream(
      streamUrl(second, await ticketFrom(first, onSecond.token)),
    );
    expect([streamOnFirst.status, streamOnSecond.status]).toEqual([200, 200]);
    await Promise.all([streamOnFirst.next(connected), streamOnSecond.next(connected)]);

    const id = await writeNotification(database.db, {
      userId: onFirst.id,
      companyId: null,
      title: 'تنبيه النظام',
      message: 'وصلت شركة جديدة',
    });

    for (const stream of [streamOnFirst, streamOnSecond]) {
      const event = await stream.next(isEvent);
      expect(event.id).toBe(id);
      expect(JSON.parse(event.data ?? '')).toEqual({
        title: 'تنبيه النظام',
        message: 'وصلت شركة جديدة',
        // What it opens (the fixture's): the dashboard follows it from the live item.
        path: '/offers',
      });
      stream.close();
    }
  }, 60_000);
});

describe.skipIf(template.kind !== 'pglite')('a server process with an open stream', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'taseer-stream-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('ends the stream and exits cleanly and promptly on SIGTERM', async () => {
    const server = await startServer({ DATA_DIR: dataDir });
    const { token } = await signInSuperadmin(server);
    const stream = await openEventStream(streamUrl(server, await ticketFrom(server, token)));
    await stream.next(connected);

    const started = performance.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await stream.ended;
    // Well inside the 10 s after which the process would give up waiting and exit 1.
    expect(performance.now() - started).toBeLessThan(5_000);
  }, 60_000);
});
