#!/usr/bin/env node
/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of a build, so the
 * server sends them as they are (`preCompressed` in @fastify/static) instead of the full file or
 * compressing on every request. Run after `vite build`:
 *
 *   node scripts/precompress.mjs <dist folder> [<dist folder> …]
 *
 * Brotli at its best quality costs a few seconds once per build; a copy that would not be smaller
 * than the file is not written (the server then sends the file itself).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this size the saved bytes do not pay for the encoding header and a second lookup. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

async function precompress(dir) {
  let count = 0;
  let before = 0;
  let after = 0;
  for await (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    const bytes = await readFile(file);
    const [br, gzipped] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    if (br.length < bytes.length) await writeFile(`${file}.br`, br);
    if (gzipped.length < bytes.length) await writeFile(`${file}.gz`, gzipped);
    count += 1;
    before += bytes.length;
    after += Math.min(br.length, bytes.length);
  }
  const kB = (n) => `${(n / 1024).toFixed(0)} kB`;
  console.log(
    `precompressed ${count} files in ${path.relative(process.cwd(), dir) || '.'}: ${kB(before)} → ${kB(after)} brotli`,
  );
}

const dirs = process.argv.slice(2);
if (dirs.length === 0) {
  console.error('usage: node scripts/precompress.mjs <dist folder> [<dist folder> …]');
  process.exit(2);
}
for (const dir of dirs) await precompress(path.resolve(dir));
