#!/usr/bin/env node
// Writes src/generated/schema.d.ts and src/generated/permissions.ts from the bundled contract, and
// the server's copy of the types (apps/server/src/generated/contract-types.d.ts).
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import {
  permissionsPath,
  renderPermissions,
  renderSchemaTypes,
  schemaTypesPath,
} from './schema-types.mjs';
import { renderServerTypes, serverTypesPath } from './server-types.mjs';

await mkdir(dirname(schemaTypesPath), { recursive: true });
await writeFile(schemaTypesPath, await renderSchemaTypes());
console.log(`wrote ${relative(process.cwd(), schemaTypesPath)}`);
await writeFile(permissionsPath, await renderPermissions());
console.log(`wrote ${relative(process.cwd(), permissionsPath)}`);
await mkdir(dirname(serverTypesPath), { recursive: true });
await writeFile(serverTypesPath, await renderServerTypes());
console.log(`wrote ${relative(process.cwd(), serverTypesPath)}`);
