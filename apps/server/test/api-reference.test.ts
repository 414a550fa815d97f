import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const DASHBOARD_HTML = '<!doctype html><html><body>dashboard</body></html>';

let dashboardDir: string;
let t: TestApp;

beforeAll(async () => {
  // With a dashboard, so its catch-all (registered after the reference) is in play.
  dashboardDir = await mkdtemp(join(tmpdir(), 'taseer-dashboard-'));
  await writeFile(join(dashboardDir, 'index.html'), DASHBOARD_HTML);
  t = await createTestApp({ env: { DASHBOARD_DIR: dashboardDir } });
});

afterAll(async () => {
  await t?.close();
  await rm(dashboardDir, { recursive: true, force: true });
});

async function referencePage() {
  const response = await t.app.inject({
    method: 'GET',
    url: '/docs/api',
    headers: { accept: HTML },
  });
  const scripts = [...response.body.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);
  return { response, scripts };
}

describe('the API reference', () => {
  it('serves the bundled contract without an API key, revalidated on every use', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const contract = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(contract.openapi).toBe('3.1.0');
    expect(Object.keys(contract.paths)).toContain('/api/v1/integration/orders');

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('still asks for the key under /api/v1', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(401);
  });

  it('answers /docs/api with a page that loads Redoc from this server, under its own CSP', async () => {
    const { response, scripts } = await referencePage();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('<title>Taseer API reference</title>');
    expect(response.body).toContain('spec-url="/api/openapi.json"');
    expect(response.body).not.toMatch(/https?:\/\//);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/docs\/api\/redoc-[\w.-]+\.js$/);

    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('is not shadowed by the dashboard, which still answers its own links', async () => {
    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { accept: HTML },
    });
    expect(dashboard.body).toBe(DASHBOARD_HTML);
    const { response } = await referencePage();
    expect(response.body).not.toBe(DASHBOARD_HTML);
  });

  it('serves the Redoc bundle as JavaScript, cached for a year, with nothing fetched elsewhere', async () => {
    const { scripts } = await referencePage();
    const response = await t.app.inject({ method: 'GET', url: scripts[0]! });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.length).toBeGreaterThan(100_000);
    expect(response.body.includes('spec-url'), 'reads <redoc spec-url>').toBe(true);
    // Booleans, so a failure does not print 1 MB of script.
    expect(response.body.includes('cdn.redoc.ly'), 'asks a CDN').toBe(false);
    expect(/sourceMappingURL=\S+\s*$/.test(response.body), 'points at a source map').toBe(false);
  });

  it('sends /docs/api/ to /docs/api rather than to the dashboard', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/docs/api/',
      headers: { accept: HTML },
    });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/docs/api');
  });
});
