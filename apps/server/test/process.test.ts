import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

function startServer(env: Record<string, string>): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
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
  });
});
