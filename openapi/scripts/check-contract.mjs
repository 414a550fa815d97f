#!/usr/bin/env node
// Checks what the OpenAPI linter cannot: that the committed bundle matches the sources, and that
// every schema stays inside the JSON-Schema subset the server validates with (Ajv 2020, strict
// mode), with bounds on every request string, number and array. Exits non-zero on any problem.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bundlePath = join(root, 'dist', 'openapi.json');
const problems = [];

checkBundleIsFresh();
const doc = JSON.parse(readFileSync(bundlePath, 'utf8'));
const ajv = createAjv(doc);
const operations = listOperations(doc);
checkOperationIds(operations);
for (const op of operations) checkOperation(op);
for (const [name, schema] of Object.entries(doc.components.schemas)) {
  checkForbiddenKeywords(schema, `components.schemas.${name}`);
}

if (problems.length > 0) {
  console.error(`openapi: ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`openapi: ${operations.length} operations checked; bundle up to date; Ajv-compatible.`);

function checkBundleIsFresh() {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-bundle-'));
  try {
    const fresh = join(dir, 'openapi.json');
    const redocly = join(root, 'node_modules', '.bin', 'redocly');
    execFileSync(redocly, ['bundle', 'openapi.yaml', '-o', fresh], { cwd: root, stdio: 'pipe' });
    if (readFileSync(fresh, 'utf8') !== readFileSync(bundlePath, 'utf8')) {
      problems.push(
        'dist/openapi.json is stale: run `pnpm --filter @taseer/openapi bundle` and commit it',
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Component schemas are registered under one id so inline schemas can reference them.
function createAjv(bundle) {
  const instance = new Ajv2020({ strict: true, allErrors: true });
  addFormats(instance);
  const text = JSON.stringify(bundle.components.schemas).replaceAll(
    '"#/components/schemas/',
    '"components.json#/$defs/',
  );
  instance.addSchema({ $id: 'components.json', $defs: JSON.parse(text) });
  return instance;
}

function compile(schema, where) {
  const text = JSON.stringify(schema).replaceAll(
    '"#/components/schemas/',
    '"components.json#/$defs/',
  );
  try {
    ajv.compile(JSON.parse(text));
  } catch (error) {
    problems.push(`${where}: Ajv cannot compile it: ${error.message}`);
  }
}

function listOperations(bundle) {
  const methods = ['get', 'put', 'post', 'delete', 'patch'];
  return Object.entries(bundle.paths).flatMap(([path, item]) =>
    methods.filter((m) => item[m]).map((method) => ({ path, method, op: item[method] })),
  );
}

function checkOperationIds(ops) {
  const seen = new Set();
  for (const { path, method, op } of ops) {
    const where = `${method.toUpperCase()} ${path}`;
    if (!/^[a-z][a-zA-Z]+$/.test(op.operationId ?? '')) {
      problems.push(`${where}: operationId must be camelCase`);
    }
    if (seen.has(op.operationId))
      problems.push(`${where}: duplicate operationId ${op.operationId}`);
    seen.add(op.operationId);
  }
}

function deref(node) {
  if (node && typeof node.$ref === 'string') {
    const [, kind, name] = node.$ref.match(/^#\/components\/([^/]+)\/(.+)$/) ?? [];
    return deref(doc.components[kind]?.[name]);
  }
  return node;
}

function checkOperation({ path, method, op }) {
  const where = `${method.toUpperCase()} ${path}`;
  for (const parameter of (op.parameters ?? []).map(deref)) {
    compile(parameter.schema, `${where} parameter ${parameter.name}`);
    checkRequestBounds(parameter.schema, `${where} parameter ${parameter.name}`, new Set());
  }
  for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
    compile(media.schema, `${where} ${type} body`);
    const body = deref(media.schema);
    if (body.additionalProperties !== false) {
      problems.push(`${where} ${type} body: needs additionalProperties: false`);
    }
    checkRequestBounds(media.schema, `${where} body`, new Set());
  }
  for (const [status, response] of Object.entries(op.responses)) {
    for (const [type, media] of Object.entries(deref(response).content ?? {})) {
      if (media.schema) compile(media.schema, `${where} ${status} ${type}`);
    }
    if (/^[45]/.test(status)) {
      const schema = deref(response).content?.['application/json']?.schema;
      if (schema?.$ref !== '#/components/schemas/ErrorResponse') {
        problems.push(`${where} ${status}: must answer an ErrorResponse`);
      }
    }
  }
  const needsBearer = (op.security ?? doc.security).some((alt) => 'bearerAuth' in alt);
  if (needsBearer && !Array.isArray(op['x-roles'])) {
    problems.push(`${where}: signed-in operation without x-roles`);
  }
  if (needsBearer) checkPermissions(op, where);
  if (op.requestBody && !(op.responses['413'] && op.responses['415'])) {
    problems.push(`${where}: takes a body but documents no 413 and 415`);
  }
  if ((op.security ?? doc.security).length > 0 && !op.responses['401']) {
    problems.push(`${where}: authenticated but documents no 401`);
  }
  if (!op.responses['400'] && (op.requestBody || op.parameters?.length)) {
    problems.push(`${where}: takes input but documents no 400`);
  }
}

// x-roles is derived data: it must be exactly the roles of the actions the operation serves.
function checkPermissions(op, where) {
  const table = doc['x-permissions'] ?? {};
  const actions = op['x-permission'];
  if (!Array.isArray(actions) || actions.length === 0) {
    problems.push(`${where}: signed-in operation without x-permission`);
    return;
  }
  const roles = new Set();
  for (const action of actions) {
    if (!table[action]) problems.push(`${where}: x-permission names unknown action ${action}`);
    for (const role of table[action] ?? []) roles.add(role);
  }
  const declared = [...(op['x-roles'] ?? [])].sort().join(',');
  const derived = [...roles].sort().join(',');
  if (declared !== derived) {
    problems.push(`${where}: x-roles [${declared}] differ from its actions' roles [${derived}]`);
  }
}

// Requests are untrusted input: every string, number and array needs an upper bound.
function checkRequestBounds(node, where, visiting) {
  const schema = deref(node);
  if (!schema || typeof schema !== 'object' || visiting.has(schema)) return;
  visiting.add(schema);
  const types = [schema.type].flat();
  // A uuid or date format bounds the length already; a file part is bounded by the upload limit.
  const boundedByFormat = ['uuid', 'date', 'date-time'].includes(schema.format);
  const unbounded = !schema.enum && !boundedByFormat && !schema.contentMediaType;
  if (types.includes('string') && unbounded && schema.maxLength === undefined) {
    problems.push(`${where}: string without maxLength`);
  }
  if ((types.includes('number') || types.includes('integer')) && !schema.enum) {
    if (schema.maximum === undefined) problems.push(`${where}: number without maximum`);
  }
  if (types.includes('array') && schema.maxItems === undefined) {
    problems.push(`${where}: array without maxItems`);
  }
  // A set of choices (unique items of an enum) must fit every choice: a value added to the
  // enum and not to the bound would make "all of them" a bad request.
  const choices = schema.items ? deref(schema.items)?.enum : undefined;
  if (schema.uniqueItems && choices && schema.maxItems < choices.length) {
    problems.push(`${where}: maxItems ${schema.maxItems} < its ${choices.length} choices`);
  }
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    checkRequestBounds(child, `${where}.${key}`, visiting);
  }
  if (schema.items) checkRequestBounds(schema.items, `${where}[]`, visiting);
  for (const child of [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) {
    checkRequestBounds(child, where, visiting);
  }
  visiting.delete(schema);
}

// Keywords Ajv rejects or the server's validation does not support.
function checkForbiddenKeywords(node, where) {
  if (!node || typeof node !== 'object') return;
  for (const keyword of ['prefixItems', 'unevaluatedProperties', '$dynamicRef', 'nullable']) {
    if (keyword in node) problems.push(`${where}: uses ${keyword}`);
  }
  if ('example' in node && 'type' in node) {
    problems.push(`${where}: use "examples" (a list) inside schemas, Ajv rejects "example"`);
  }
  for (const [key, child] of Object.entries(node)) {
    if (key !== 'examples') checkForbiddenKeywords(child, `${where}.${key}`);
  }
}
