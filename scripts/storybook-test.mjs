#!/usr/bin/env node
/**
 * Tests every story in headless Chromium: it renders, its play function passes, axe finds no
 * serious or critical violation, and its screenshots match the committed baselines.
 *
 *   node scripts/storybook-test.mjs             build Storybook if missing or stale, then test
 *   node scripts/storybook-test.mjs --build     always rebuild first
 *   node scripts/storybook-test.mjs --no-build  test the existing storybook-static/ as it is
 *   node scripts/storybook-test.mjs --update    rewrite the baselines that changed (VISUAL_UPDATE=1)
 *   node scripts/storybook-test.mjs -- <args>   extra arguments for test-storybook (a title
 *                                               filter such as `primitives-button`, say)
 *
 * Environment: STORYBOOK_STATIC_DIR (default storybook-static), VISUAL=0 skips screenshots,
 * CI=true makes a missing baseline an error.
 *
 * The built Storybook is served by a small static server on a free loopback port, which is
 * always stopped; the exit code is the runner's.
 */
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Another folder (STORYBOOK_STATIC_DIR) lets two checkouts of the work run side by side.
const staticDir = path.resolve(root, process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const args = process.argv.slice(2);
const passThrough = args.includes('--') ? args.slice(args.indexOf('--') + 1) : [];
const own = args.includes('--') ? args.slice(0, args.indexOf('--')) : args;
const known = new Set(['--build', '--no-build', '--update']);
const unknown = own.filter((arg) => !known.has(arg));
if (unknown.length > 0) {
  console.error(`Unknown option(s): ${unknown.join(' ')} (extra runner arguments go after --)`);
  process.exit(2);
}

function run(command, commandArgs, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    const forward = (signal) => child.kill(signal);
    process.once('SIGINT', forward);
    process.once('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Newest modification time under the given folders (sources the build depends on). */
function newestSourceTime(folders) {
  let newest = 0;
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('__visual')) continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  for (const folder of folders) if (existsSync(folder)) walk(folder);
  return newest;
}

function needsBuild() {
  if (own.includes('--build')) return true;
  if (own.includes('--no-build')) return false;
  const index = path.join(staticDir, 'index.json');
  if (!existsSync(index)) return true;
  const sources = [path.join(root, 'packages/ui/src'), path.join(root, '.storybook')];
  return newestSourceTime(sources) > statSync(index).mtimeMs;
}

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

function serveStatic(folder) {
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const wanted = path.normalize(path.join(folder, decodeURIComponent(pathname)));
    if (!wanted.startsWith(folder)) {
      response.writeHead(403).end();
      return;
    }
    const file =
      existsSync(wanted) && statSync(wanted).isDirectory()
        ? path.join(wanted, 'index.html')
        : wanted;
    if (!existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

const started = Date.now();
const seconds = (from) => `${((Date.now() - from) / 1000).toFixed(1)} s`;

if (needsBuild()) {
  const buildStarted = Date.now();
  const code = await run(bin('storybook'), [
    'build',
    '-c',
    '.storybook',
    '-o',
    staticDir,
    '--quiet',
  ]);
  if (code !== 0) process.exit(code);
  console.log(`storybook-test: built Storybook in ${seconds(buildStarted)}`);
}

const server = await serveStatic(staticDir);
const { port } = server.address();
const url = `http://127.0.0.1:${port}`;
let exitCode = 1;
try {
  const testStarted = Date.now();
  exitCode = await run(
    bin('test-storybook'),
    [
      '--url',
      url,
      '--config-dir',
      '.storybook',
      '--index-json',
      '--maxWorkers=2',
      // A story's test includes its pictures: the widest (three roles' homes at 1440 px, in both
      // directions) takes 11–12 s alone here, past the runner's 15 s when two workers share the
      // cores with the rest of the suite.
      '--testTimeout=30000',
      '--failOnConsole',
      ...passThrough,
    ],
    own.includes('--update') ? { VISUAL_UPDATE: '1' } : {},
  );
  console.log(
    `storybook-test: stories tested in ${seconds(testStarted)} (total ${seconds(started)})`,
  );
} finally {
  server.close();
  server.closeAllConnections();
}
process.exit(exitCode);
