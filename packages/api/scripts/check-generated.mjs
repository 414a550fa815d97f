#!/usr/bin/env node
// Fails when the committed generated files differ from what the current contract produces,
// so a contract change cannot land without its regenerated types and permission table.
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  permissionsPath,
  renderPermissions,
  renderSchemaTypes,
  schemaTypesPath,
} from './schema-types.mjs';
import { renderServerTypes, serverTypesPath } from './server-types.mjs';

const workspaceRoot = fileURLToPath(new URL('../../../', import.meta.url));

let stale = false;
for (const [path, render] of [
  [schemaTypesPath, renderSchemaTypes],
  [permissionsPath, renderPermissions],
  [serverTypesPath, renderServerTypes],
]) {
  const expected = await render();
  const committed = await readFile(path, 'utf8').catch(() => '');
  if (committed !== expected) {
    stale = true;
    console.error(
      `${relative(workspaceRoot, path)} is stale: it does not match openapi/dist/openapi.json.`,
    );
  }
}
if (stale) {
  console.error('Run `pnpm gen:api` (bundle the contract, then regenerate) and commit the result.');
  process.exit(1);
}
console.log('Generated types (client and server) and permissions match the contract.');
