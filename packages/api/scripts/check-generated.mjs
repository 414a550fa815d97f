#!/usr/bin/env node
// Fails when the committed generated files differ from what the current contract produces,
// so a contract change cannot land without its regenerated types and permission table.
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import {
  permissionsPath,
  renderPermissions,
  renderSchemaTypes,
  schemaTypesPath,
} from './schema-types.mjs';

let stale = false;
for (const [path, render] of [
  [schemaTypesPath, renderSchemaTypes],
  [permissionsPath, renderPermissions],
]) {
  const expected = await render();
  const committed = await readFile(path, 'utf8').catch(() => '');
  if (committed !== expected) {
    stale = true;
    console.error(
      `packages/api/${relative(process.cwd(), path)} is stale: it does not match openapi/dist/openapi.json.`,
    );
  }
}
if (stale) {
  console.error('Run `pnpm gen:api` (bundle the contract, then regenerate) and commit the result.');
  process.exit(1);
}
console.log('packages/api: generated types and permissions match the contract.');
