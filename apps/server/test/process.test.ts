import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

function startServer(
  env: Record<string, string>,
  preload: string[] = [],
): ChildProcessWithoutNullStreams {
  const imports = ['tsx', ...preload].flatMap((module) => ['--import', module]);
  return spawn(process.execPath, [...imports, 'src/main.ts'], {
    cwd: SERVER_DIR,
    // Demo data is not what these tests are about; writing it would only slow the start.
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'development', SEED_DEMO: 'false', ...env },
  });
}

/** Resolves with the first output line matching the pattern (or rejects when the process ends). */
function waitForOutput(child: ChildProcessWithoutNullStreams, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const match = pattern.exec(seen);
      if (match) {
        child.stdout.off('data', onData);
        resolve(match[0]);
      }
    };
    child.stdout.on('data', onData);
    child.once('close', () => reject(new Error(`exited before printing ${pattern}:\n${seen}`)));
  });
}

const exitOf = (child: ChildProcessWithoutNullStreams) =>
  new Promise<number | null>((resolve) => child.once('close', resolve));

type Answer = { status: number; retryAfter: string | undefined } | { error: string };

/** A GET on a connection of its own, read to its end; a connection error is an answer too. */
function answerTo(url: string): Promise<Answer> {
  return new Promise((resolve) => {
    request(url, { agent: false }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          retryAfter: response.headers['retry-after'],
        }),
      );
      response.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ error: error.code ?? error.message }),
      );
    })
      .on('error', (error: NodeJS.ErrnoException) =>
        resolve({ error: error.code ?? error.message }),
      )
      .end();
  });
}

describe('the server process', () => {
  it('stops with a message naming a wrong variable', async () => {
    const child = startServer({ PORT: 'not-a-port' });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    expect(await exitOf(child)).toBe(1);
    expect(stderr).toContain('PORT:');
  });

  describe('on SIGTERM', () => {
    let dataDir: string;
    let held: ServerResponse | undefined;
    let gatewayUrl: string;
    let requestArrived: () => void;
    const arrived = new Promise<void>((resolve) => {
      requestArrived = resolve;
    });
    const gateway = createServer((request, response) => {
      request.resume();
      // Hold the SMS request open: the sign-in call stays in flight until the test releases it.
      held = response;
      requestArrived();
    });

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'taseer-process-'));
      await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
      gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
    });
    afterAll(async () => {
      gateway.closeAllConnections();
      await new Promise<void>((resolve) => gateway.close(() => resolve()));
      await rm(dataDir, { recursive: true, force: true });
    });

    it('finishes the requests in flight, then exits cleanly', async () => {
      const child = startServer({
        PORT: '0',
        DATA_DIR: dataDir,
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: gatewayUrl,
        LOG_LEVEL: 'info',
      });
      const exited = exitOf(child);
      const url = (await waitForOutput(child, /http:\/\/127\.0\.0\.1:\d+/)).trim();

      const inFlight = fetch(`${url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': 'taseer-dev-api-key' },
        body: JSON.stringify({ phone: { dialCode: '+966', number: '0500000001' } }),
      });
      await arrived;
      const shuttingDown = waitForOutput(child, /shutting down/);
      child.kill('SIGTERM');
      await shuttingDown;

      held?.writeHead(202).end();
      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(await exited).toBe(0);
    }, 60_000);

    it('answers every request sent just before it while the event loop is busy: 200, or 503 with Retry-After, never a reset', async () => {
      const child = startServer(
        { PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', BLOCK_EVENT_LOOP_MS: '1500' },
        ['./test/support/block-event-loop.ts'],
      );
      const exited = exitOf(child);
      const url = (await waitForOutput(child, /http:\/\/127\.0\.0\.1:\d+/)).trim();
      expect(await answerTo(`${url}/readyz`)).toMatchObject({ status: 200 });

      // The loop is held: the 50 connections wait in the listen backlog, their requests sent.
      const blocked = waitForOutput(child, /event loop blocked/);
      child.kill('SIGUSR2');
      await blocked;
      const answers = Array.from({ length: 50 }, () => answerTo(`${url}/readyz`));
      await new Promise((resolve) => setTimeout(resolve, 60));
      child.kill('SIGTERM');

      const answered = await Promise.all(answers);
      expect(answered.filter((answer) => 'error' in answer)).toEqual([]);
      for (const answer of answered) {
        if ('error' in answer) continue;
        if (answer.status === 503) expect(answer.retryAfter).toMatch(/^[0-9]+$/);
        else expect(answer.status).toBe(200);
      }
      expect(await exited).toBe(0);
    }, 60_000);
  });
});
