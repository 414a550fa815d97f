#!/usr/bin/env node
// Fails when the committed generated types differ from what the current contract produces,
// so a contract change cannot land without its regenerated types.
import { readFile } from 'node:fs/promises';
import { renderSchemaTypes, schemaTypesPath } from './schema-types.mjs';

const expected = await renderSchemaTypes();
const committed = await readFile(schemaTypesPath, 'utf8').catch(() => '');
if (committed !== expected) {
  console.error(
    'packages/api/src/generated/schema.d.ts is stale: it does not match openapi/dist/openapi.json.\n' +
      'Run `pnpm gen:api` (bundle the contract, then regenerate the types) and commit the result.',
  );
  process.exit(1);
}
console.log('packages/api: generated types match the contract.');
