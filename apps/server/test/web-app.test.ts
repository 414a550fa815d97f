import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_API_KEY, createTestApp, type TestApp } from './support/test-app.js';

/** A stand-in for `apps/dashboard/dist`: what Vite writes, reduced to one file of each kind. */
const INDEX_HTML =
  '<!doctype html><html dir="rtl" lang="ar"><body><div id="root"></div></body></html>';
const APP_SCRIPT = 'console.log("app");';
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let dashboardDir: string;
let t: TestApp;

beforeAll(async () => {
  dashboardDir = await mkdtemp(join(tmpdir(), 'taseer-dashboard-'));
  await mkdir(join(dashboardDir, 'assets'));
  await writeFile(join(dashboardDir, 'index.html'), INDEX_HTML);
  await writeFile(join(dashboardDir, 'assets', 'index-3f9a1c.js'), APP_SCRIPT);
  await writeFile(join(dashboardDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ env: { DASHBOARD_DIR: dashboardDir } });
});

afterAll(async () => {
  await t?.close();
  await rm(dashboardDir, { recursive: true, force: true });
});

describe('the server serves the built dashboard on the API port', () => {
  it('answers / with index.html that browsers revalidate', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { accept: HTML } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  it('answers deep links of the app (a reload on /company) with index.html', async () => {
    for (const url of ['/company', '/verifyPhone', '/dashboard?tab=monthly', '/orders/42']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: HTML } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });

  it('serves hashed assets for a year, immutable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(APP_SCRIPT);
  });

  it('serves unhashed files with revalidation', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, never with the app page', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-old.js',
      headers: { accept: HTML },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<!doctype html>');
  });

  it('answers requests that do not want HTML with a JSON 404', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/missing.png',
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'ROUTE_NOT_FOUND', message: expect.any(String) });
  });

  it('keeps unknown /api paths a JSON 404, even for a browser', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/nothing-here',
      headers: { accept: HTML, 'x-api-key': TEST_API_KEY },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ code: 'ROUTE_NOT_FOUND', message: expect.any(String) });
  });

  it('still asks unknown /api paths for the API key first', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/nothing-here',
      headers: { accept: HTML },
    });
    expect(response.statusCode).toBe(401);
  });

  it('leaves health checks and API routes alone', async () => {
    const health = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { accept: HTML },
    });
    expect(health.json()).toEqual({ status: 'ok' });
    const getme = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/getme',
      headers: { accept: HTML, 'x-api-key': TEST_API_KEY },
    });
    expect(getme.statusCode).toBe(401);
  });

  it('does not fall back for other methods', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/company',
      headers: { accept: HTML },
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses paths that climb out of the dashboard directory', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/../../etc/passwd' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.body).not.toContain('root:');
  });

  it('sends a content security policy that lets the app run and nothing else in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { accept: HTML } });
    const policy = directives(String(response.headers['content-security-policy']));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('font-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    // Plain http on this machine: asking the browser to upgrade would break every request.
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('without a built dashboard', () => {
  it('runs the API alone and answers navigations with a JSON 404', async () => {
    const bare = await createTestApp({
      env: { DASHBOARD_DIR: join(tmpdir(), 'taseer-no-dashboard-here') },
    });
    try {
      const page = await bare.app.inject({ method: 'GET', url: '/', headers: { accept: HTML } });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toEqual({ code: 'ROUTE_NOT_FOUND', message: expect.any(String) });
      const health = await bare.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

function directives(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words): words is [string, ...string[]] => Boolean(words[0]))
      .map(([name, ...values]) => [name, values]),
  );
}
