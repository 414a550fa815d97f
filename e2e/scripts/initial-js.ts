/**
 * How much JavaScript a first visit downloads: /login signed out, and /dashboard for the seeded
 * superadmin until its home shows, then (counting from the start) once the page was left alone for
 * 3 s (no other screen should load) and after pointing at the statistics link of the menu (that
 * screen alone should). Bytes on the wire (as the server sends them: its brotli copies to
 * Chromium), the scripts' own size, and their gzip size for comparison. Numbers for
 * docs/decisions.md and docs/performance.md, not assertions.
 *
 *   pnpm build && pnpm --filter @taseer/e2e exec tsx scripts/initial-js.ts [--json rows.json]
 *
 * `--json <file>` adds `pnpm bench`'s goal / measured / verdict rows to the JSON array in it.
 */
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from '@playwright/test';
import { writeVerdicts, type Verdict } from './bench-rows.js';
import { CONTEXT_OPTIONS, signIn, startDemo } from './shots.js';

interface Script {
  file: string;
  wire: number;
  raw: number;
  gzip: number;
}

/** Every script the page downloads from now on, by file name. */
function recordScripts(page: Page): () => Promise<Script[]> {
  const pending: Promise<Script | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      Promise.all([response.body(), response.request().sizes()]).then(
        ([body, sizes]) => ({
          file: new URL(response.url()).pathname,
          wire: sizes.responseBodySize,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        }),
        () => null,
      ),
    );
  });
  return async () => (await Promise.all(pending)).filter((script) => script !== null);
}

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { json: { type: 'string' } },
});

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const sum = (scripts: Script[], key: 'wire' | 'raw' | 'gzip') =>
  scripts.reduce((total, script) => total + script[key], 0);

function jsVerdict(what: string, goalKb: number, scripts: Script[]): Verdict {
  const wire = sum(scripts, 'wire');
  return {
    what,
    goal: `≤ ${goalKb} kB on the wire`,
    measured: `${kB(wire)} on the wire (${scripts.length} files; ${kB(sum(scripts, 'gzip'))} gzip -9)`,
    met: wire <= goalKb * 1000,
  };
}

function report(name: string, scripts: Script[]): void {
  console.log(
    `${name}: ${scripts.length} files, ${kB(sum(scripts, 'wire'))} on the wire ` +
      `(${kB(sum(scripts, 'raw'))} raw, ${kB(sum(scripts, 'gzip'))} gzip)`,
  );
  for (const script of scripts)
    console.log(
      `  ${script.file} ${kB(script.wire)} wire / ${kB(script.raw)} raw / ${kB(script.gzip)} gzip`,
    );
}

async function main(): Promise<void> {
  const { server, inbox, browser, stop } = await startDemo();
  const fresh = (storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) =>
    browser.newContext({ baseURL: server.url, ...CONTEXT_OPTIONS, storageState });
  try {
    const signedOut = await fresh();
    const login = await signedOut.newPage();
    const loginScripts = recordScripts(login);
    await login.goto('/login');
    await login.getByRole('heading', { name: 'تسجيل الدخول' }).waitFor();
    await login.waitForLoadState('networkidle');
    const loginJs = await loginScripts();
    report('/login', loginJs);

    await signIn(login, inbox, {
      dialCode: '+966',
      number: '0500000001',
    });
    const session = await signedOut.storageState();
    await signedOut.close();

    // A new context: nothing cached, the session restored from storage as after a reload.
    const signedIn = await fresh(session);
    const home = await signedIn.newPage();
    const homeScripts = recordScripts(home);
    await home.goto('/dashboard');
    await home.getByRole('list', { name: 'الأرقام الرئيسية' }).waitFor();
    await home.getByRole('region', { name: 'عرض البيانات' }).locator('svg').first().waitFor();
    report('/dashboard (superadmin), until the home shows', await homeScripts());
    await home.waitForLoadState('networkidle');
    await home.waitForTimeout(3_000);
    const homeJs = await homeScripts();
    report('/dashboard (superadmin), left alone 3 s', homeJs);
    writeVerdicts(args.json, [
      jsVerdict('/login JavaScript (signed out, first visit)', 100, loginJs),
      jsVerdict('signed-in home JavaScript (superadmin, first visit + 3 s idle)', 170, homeJs),
    ]);
    const menu = home.getByRole('navigation', { name: 'القائمة الرئيسية' });
    await menu.getByRole('button', { name: 'التقارير' }).click();
    await menu.getByRole('link', { name: 'الإحصائيات' }).hover();
    await home.waitForLoadState('networkidle');
    report('/dashboard (superadmin), pointing at Statistics', await homeScripts());
    await signedIn.close();
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
