import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';

/** A stand-in for `apps/quote-page/dist`: one file of each kind. */
const QUOTE_HTML =
  '<!doctype html><html dir="rtl" lang="ar"><body><div id="root"></div></body></html>';
const DASHBOARD_HTML = '<!doctype html><html><body>dashboard</body></html>';
const PAGE_SCRIPT = 'console.log("quote");';
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let quoteDir: string;
let dashboardDir: string;
let t: TestApp;

beforeAll(async () => {
  quoteDir = await mkdtemp(join(tmpdir(), 'taseer-quote-page-'));
  await mkdir(join(quoteDir, 'assets'));
  await writeFile(join(quoteDir, 'index.html'), QUOTE_HTML);
  await writeFile(join(quoteDir, 'assets', 'index-7c1e2a.js'), PAGE_SCRIPT);
  await writeFile(join(quoteDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  dashboardDir = await mkdtemp(join(tmpdir(), 'taseer-dashboard-'));
  await writeFile(join(dashboardDir, 'index.html'), DASHBOARD_HTML);
  t = await createTestApp({ env: { QUOTE_PAGE_DIR: quoteDir, DASHBOARD_DIR: dashboardDir } });
});

afterAll(async () => {
  await t?.close();
  await rm(quoteDir, { recursive: true, force: true });
  await rm(dashboardDir, { recursive: true, force: true });
});

describe("the customer's quote page", () => {
  it('answers every /q/ link with the same page, never cached, indexed or referred', async () => {
    for (const url of ['/q/AbCdEf0123456789_-abcdefABCDEF0123456789xyz', '/q/anything']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: HTML } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      // The HTML holds no data: the page reads the quote with the token from its address.
      expect(response.body).toBe(QUOTE_HTML);
    }
  });

  it('serves its hashed assets for a year, immutable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/q/assets/index-7c1e2a.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(PAGE_SCRIPT);
  });

  it('leaves the dashboard where it was', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { accept: HTML },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(DASHBOARD_HTML);
  });

  it('answers 404 for /q/ links when the page was not built', async () => {
    const missing = await createTestApp({
      env: { QUOTE_PAGE_DIR: join(quoteDir, 'nowhere'), DASHBOARD_DIR: join(quoteDir, 'nowhere') },
    });
    try {
      const response = await missing.app.inject({
        method: 'GET',
        url: '/q/abc',
        headers: { accept: HTML },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await missing.close();
    }
  });
});
