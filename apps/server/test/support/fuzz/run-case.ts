import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Contract } from '../../../src/openapi/contract.js';
import { createAjv } from '../../../src/openapi/validation.js';
import { MULTIPART_LIMITS } from '../../../src/plugins/multipart-form.js';
import { TEST_API_KEY, type TestApp } from '../test-app.js';
import { changes, fingerprint } from './fingerprint.js';
import type { FuzzCase, OperationModel, RawBodyKind } from './operation-model.js';
import { lastCodeFor, refreshCookieOf, type World } from './world.js';

/**
 * Sends one case to the in-process app and judges the answer. For every answer: no 5xx, a status
 * the contract declares for the operation, and a body matching the declared schema (JSON when it
 * has one; a numeric Retry-After with a 429), the checks ContractClient makes for the other
 * tests. For invalid input and for callers who may not call: a 4xx (exactly 401/403 for the
 * latter) and nothing stored. A raw body sent to an operation that takes none must not be what
 * the answer is about (no MALFORMED_JSON, PAYLOAD_TOO_LARGE or UNSUPPORTED_MEDIA_TYPE). A failure
 * throws an error that says how to send the same request again with curl.
 */

export interface Outcome {
  status: number;
  problems: string[];
}

/** A made-up session, signed with another key: the server must refuse it. */
const FORGED_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTQwMDAtODAwMC0wMDAwMDAwMDAwMDAiLCJyb2xlIjoic3VwZXJhZG1pbiIsImNvbXBhbnlJZCI6bnVsbCwic2lkIjoieCJ9.c2lnbmF0dXJl';

const GARBAGE_BYTES = Buffer.from('this is not an image at all \u0000\u0001\u0002', 'utf8');

interface Prepared {
  method: string;
  url: string;
  headers: Record<string, string>;
  json?: string;
  form?: { fields: Record<string, string>; file?: { field: string; bytes: Buffer; type: string } };
  raw?: { kind: RawBodyKind; bytes: Buffer; contentType: string };
  /** How the credentials are written in the curl line (tokens are per run). */
  curlHeaders: string[];
}

function prepare(model: OperationModel, c: FuzzCase, t: TestApp, world: World): Prepared {
  const { op } = model;
  const path = op.path.replace(/\{([^}]+)\}/g, (_all, name: string) =>
    encodeURIComponent(c.path[name] ?? ''),
  );
  const query = new URLSearchParams(c.query).toString();
  const url = query ? `${path}?${query}` : path;
  const headers: Record<string, string> = { ...c.headers };
  const curlHeaders: string[] = Object.entries(c.headers).map(
    ([name, value]) => `${name}: ${value}`,
  );

  const credential = c.caller.credential;
  const apiKey = () => {
    headers['x-api-key'] = TEST_API_KEY;
    curlHeaders.push(`x-api-key: ${TEST_API_KEY}`);
  };
  switch (credential.kind) {
    case 'bearer':
      if (credential.apiKey) apiKey();
      headers.authorization = `Bearer ${world.tokens[credential.role]}`;
      curlHeaders.push(`authorization: Bearer $${credential.role.toUpperCase()}_TOKEN`);
      break;
    case 'bad-bearer':
      apiKey();
      headers.authorization = `Bearer ${FORGED_TOKEN}`;
      curlHeaders.push(`authorization: Bearer ${FORGED_TOKEN}`);
      break;
    case 'no-bearer':
    case 'api-key':
      apiKey();
      break;
    case 'integration': {
      const key = credential.company === 'world' ? world.integrationKey : world.otherIntegrationKey;
      headers['x-integration-key'] = key;
      curlHeaders.push(`x-integration-key: $INTEGRATION_KEY`);
      break;
    }
    case 'bad-integration-key':
      headers['x-integration-key'] = 'tsr_not-a-real-key';
      curlHeaders.push('x-integration-key: tsr_not-a-real-key');
      break;
    case 'no-api-key':
    case 'no-integration-key':
    case 'none':
      break;
  }

  if (model.usesRefreshCookie && c.cookie !== undefined && c.cookie !== null) {
    const { refreshCookies, usedCookies } = world.pools;
    let value: string | undefined;
    if ('value' in c.cookie) value = c.cookie.value;
    else if ('replay' in c.cookie)
      value = usedCookies[c.cookie.replay % Math.max(1, usedCookies.length)];
    else value = refreshCookies.pop() ?? usedCookies[usedCookies.length - 1];
    // A cookie sent once is spent: traded for a successor, or its session ended.
    if (value && !('value' in c.cookie)) usedCookies.push(value);
    if (value) {
      headers.cookie = `refreshToken=${value}`;
      curlHeaders.push(`cookie: refreshToken=${'value' in c.cookie ? value : '$REFRESH_COOKIE'}`);
    }
  }

  const prepared: Prepared = { method: op.method, url, headers, curlHeaders };
  if (c.body?.kind === 'json') {
    let value = c.body.value;
    // Sign-in cases sometimes send the code the phone really received.
    if (
      c.mode === 'valid' &&
      c.useTextedCode &&
      value !== null &&
      typeof value === 'object' &&
      'otp' in value
    ) {
      const code = lastCodeFor(t, (value as { phone?: unknown }).phone);
      if (code) value = { ...value, otp: code };
    }
    prepared.json = JSON.stringify(value);
    headers['content-type'] = 'application/json';
    curlHeaders.push('content-type: application/json');
  } else if (c.body?.kind === 'form') {
    const file = c.body.file;
    prepared.form = {
      fields: c.body.fields,
      ...(file
        ? {
            file: {
              field: file.field,
              bytes:
                file.bytes === 'png'
                  ? world.png
                  : file.bytes === 'garbage'
                    ? GARBAGE_BYTES
                    : Buffer.alloc(0),
              type: 'image/png',
            },
          }
        : {}),
    };
  }
  return prepared;
}

const JSON_BODY_LIMIT = 1024 * 1024;
const BYTE_ORDER_MARK = Buffer.from([0xef, 0xbb, 0xbf]);
const NESTED = `${'['.repeat(5000)}${']'.repeat(5000)}`;
/** What an operation that takes no body is sent as the body to truncate, prefix or retype. */
const STRAY_JSON = '{"unexpected":true}';
let oversizedJson: Buffer | undefined;
let oversizedForm: { bytes: Buffer; contentType: string } | undefined;

/** The body a case would send, as bytes on the wire with their content type. */
async function wireBody(prepared: Prepared): Promise<{ bytes: Buffer; contentType: string }> {
  if (prepared.form) {
    const encoded = new Response(formDataOf(prepared.form));
    return {
      bytes: Buffer.from(await encoded.arrayBuffer()),
      contentType: encoded.headers.get('content-type') ?? 'multipart/form-data',
    };
  }
  return { bytes: Buffer.from(prepared.json ?? STRAY_JSON), contentType: 'application/json' };
}

/** Just over the limit of the body the operation takes (JSON, or a form with its image). */
function oversized(multipart: boolean): { bytes: Buffer; contentType: string } {
  if (!multipart) {
    oversizedJson ??= Buffer.from(`{"value":"${'a'.repeat(JSON_BODY_LIMIT)}"}`);
    return { bytes: oversizedJson, contentType: 'application/json' };
  }
  if (!oversizedForm) {
    const boundary = 'fuzz-boundary';
    oversizedForm = {
      bytes: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="image"; filename="photo.png"\r\n` +
            'content-type: image/png\r\n\r\n',
        ),
        Buffer.alloc(MULTIPART_LIMITS.fileSize + 512 * 1024, 0x61),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      contentType: `multipart/form-data; boundary=${boundary}`,
    };
  }
  return oversizedForm;
}

async function withRawBody(prepared: Prepared, kind: RawBodyKind): Promise<Prepared> {
  const base = await wireBody(prepared);
  const firstKey = (() => {
    try {
      const value: unknown = JSON.parse(prepared.json ?? STRAY_JSON);
      return value !== null && typeof value === 'object' && !Array.isArray(value)
        ? Object.keys(value)[0]
        : undefined;
    } catch {
      return undefined;
    }
  })();
  const raw = ((): { bytes: Buffer; contentType: string } => {
    switch (kind) {
      case 'truncated':
        return { ...base, bytes: base.bytes.subarray(0, Math.floor(base.bytes.length / 2)) };
      case 'bom':
        return { ...base, bytes: Buffer.concat([BYTE_ORDER_MARK, base.bytes]) };
      case 'text':
        return { ...base, contentType: 'text/plain' };
      case 'bad-media-type':
        return { ...base, contentType: 'not a media type' };
      case 'nested':
        return { bytes: Buffer.from(NESTED), contentType: 'application/json' };
      case 'nested-in-field':
        return {
          bytes: Buffer.from(`{${JSON.stringify(firstKey ?? 'value')}:${NESTED}}`),
          contentType: 'application/json',
        };
      case 'oversized':
        return oversized(prepared.form !== undefined);
    }
  })();
  const { json: _json, form: _form, ...rest } = prepared;
  return {
    ...rest,
    headers: { ...prepared.headers, 'content-type': raw.contentType },
    curlHeaders: [
      ...prepared.curlHeaders.filter((header) => !/^content-type:/i.test(header)),
      `content-type: ${raw.contentType}`,
    ],
    raw: { kind, ...raw },
  };
}

function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/** One curl line against a server started with `pnpm dev` (tokens and keys as shell variables). */
export function curlOf(prepared: Prepared): string {
  const parts = [
    `curl -sS -i -X ${prepared.method}`,
    shellQuote(`http://127.0.0.1:3000${prepared.url}`),
  ];
  for (const header of prepared.curlHeaders) parts.push(`-H ${shellQuote(header)}`);
  if (prepared.json !== undefined) parts.push(`--data-raw ${shellQuote(prepared.json)}`);
  if (prepared.raw) {
    parts.push(
      prepared.raw.bytes.length <= 300
        ? `--data-binary ${shellQuote(prepared.raw.bytes.toString('latin1'))}`
        : `--data-binary @body.bin # ${prepared.raw.kind}, ${prepared.raw.bytes.length} bytes`,
    );
  }
  if (prepared.form) {
    for (const [name, value] of Object.entries(prepared.form.fields)) {
      parts.push(`--form-string ${shellQuote(`${name}=${value}`)}`);
    }
    if (prepared.form.file)
      parts.push(`-F ${shellQuote(`${prepared.form.file.field}=@photo.png;type=image/png`)}`);
  }
  return parts.join(' ');
}

function injectOptions(prepared: Prepared): InjectOptions {
  const options: InjectOptions = {
    method: prepared.method as InjectOptions['method'],
    url: prepared.url,
    headers: prepared.headers,
  };
  if (prepared.json !== undefined) options.payload = prepared.json;
  if (prepared.form) options.payload = formDataOf(prepared.form);
  if (prepared.raw) options.payload = prepared.raw.bytes;
  return options;
}

function formDataOf(prepared: NonNullable<Prepared['form']>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(prepared.fields)) form.append(name, value);
  const file = prepared.file;
  if (file)
    form.append(
      file.field,
      new Blob([new Uint8Array(file.bytes)], { type: file.type }),
      'photo.png',
    );
  return form;
}

export class ResponseChecker {
  private readonly ajv: Ajv2020 = createAjv({ coerceTypes: false });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly contract: Contract) {}

  problems(model: OperationModel, response: LightMyRequestResponse): string[] {
    const { op } = model;
    const status = response.statusCode;
    const problems: string[] = [];
    if (status >= 500) problems.push(`${status} is a server error`);
    const schema = this.contract.responseSchema(op, status);
    if (schema === undefined) {
      problems.push(`${status} is not a status the contract declares for ${op.operationId}`);
      return problems;
    }
    const contentType = String(response.headers['content-type'] ?? '');
    if (schema === null) {
      if (/json/.test(contentType))
        problems.push(`a JSON body where the contract declares none (${contentType})`);
      return problems;
    }
    if (!/^application\/json/.test(contentType)) {
      problems.push(`content-type ${contentType || '(none)'} where the contract declares JSON`);
      return problems;
    }
    const key = `${op.operationId} ${status}`;
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(schema);
      this.validators.set(key, validate);
    }
    let body: unknown;
    try {
      body = response.json();
    } catch {
      problems.push('the body is not JSON');
      return problems;
    }
    if (!validate(body)) {
      problems.push(
        `the body does not match the ${status} schema: ${this.ajv.errorsText(validate.errors)}`,
      );
    }
    if (status === 429 && !/^[0-9]+$/.test(String(response.headers['retry-after'] ?? ''))) {
      problems.push('a 429 without a numeric Retry-After');
    }
    return problems;
  }
}

/** What a successful answer adds to the world (a rotated key, a new refresh cookie…). */
function learn(model: OperationModel, response: LightMyRequestResponse, world: World): void {
  const status = response.statusCode;
  switch (model.op.operationId) {
    case 'rotateIntegrationKey':
      if (status === 201) world.integrationKey = response.json<{ key: string }>().key;
      break;
    case 'refreshToken':
      if (status === 200) world.pools.refreshCookies.push(refreshCookieOf(response));
      break;
    case 'listIntegrationOrderChanges':
      if (status === 200) world.pools.cursors.push(response.json<{ cursor: string }>().cursor);
      break;
    default:
      break;
  }
}

/** The codes only reading a body can give. */
const BODY_CODES = new Set(['MALFORMED_JSON', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE']);

function codeOf(response: LightMyRequestResponse): string | undefined {
  try {
    const body: unknown = response.json();
    return body !== null && typeof body === 'object' && 'code' in body
      ? String(body.code)
      : undefined;
  } catch {
    return undefined;
  }
}

function truncate(text: string, max = 4000): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;
}

export async function runCase(
  t: TestApp,
  world: World,
  model: OperationModel,
  checker: ResponseChecker,
  c: FuzzCase,
): Promise<Outcome> {
  const prepared = c.raw
    ? await withRawBody(prepare(model, c, t, world), c.raw)
    : prepare(model, c, t, world);
  const mustRefuse = c.mode === 'invalid' || c.caller.kind !== 'allowed';
  // Cases run one after another and nothing else writes meanwhile: what the previous refused case
  // left is what this one starts from, until an accepted case runs.
  const before = mustRefuse ? (world.lastFingerprint ?? (await fingerprint(t))) : undefined;
  world.lastFingerprint = undefined;
  const response = await t.app.inject(injectOptions(prepared));
  const problems = checker.problems(model, response);
  const status = response.statusCode;

  if (mustRefuse) {
    if (c.caller.expect !== undefined && status !== c.caller.expect) {
      problems.push(`${c.caller.label} must get ${c.caller.expect}, got ${status}`);
    } else if (status < 400 || status >= 500) {
      problems.push(`invalid input must get a 4xx, got ${status}`);
    }
    const after = await fingerprint(t);
    const changed = changes(before ?? {}, after);
    if (changed.length > 0)
      problems.push(`a refused request changed what is stored: ${changed.join('; ')}`);
    // The next refused case starts from here: one fingerprint per refused case, not two.
    else world.lastFingerprint = after;
  }
  if (c.raw && !model.body) {
    const code = codeOf(response);
    if (code && BODY_CODES.has(code))
      problems.push(`${code}: the body of an operation that takes none was read`);
  }

  if (problems.length > 0) {
    const { op } = model;
    const lines = [
      `${op.operationId} (${op.method} ${op.path}) as ${c.caller.label}, ${c.mode} input${c.why ? ` (${c.why})` : ''}`,
      ...problems.map((problem) => `  ✗ ${problem}`),
      `  request: ${prepared.method} ${prepared.url}`,
      ...(prepared.json !== undefined ? [`  body: ${truncate(prepared.json)}`] : []),
      ...(prepared.raw
        ? [
            `  raw body (${prepared.raw.kind}, ${prepared.raw.bytes.length} bytes, ${prepared.raw.contentType}): ` +
              truncate(prepared.raw.bytes.toString('latin1'), 300),
          ]
        : []),
      ...(prepared.form
        ? [
            `  form: ${truncate(JSON.stringify(prepared.form.fields))}${prepared.form.file ? ` + file ${prepared.form.file.field} (${prepared.form.file.bytes.length} bytes)` : ''}`,
          ]
        : []),
      `  answered ${status}: ${truncate(response.body, 2000)}`,
      `  repro: ${curlOf(prepared)}`,
    ];
    throw new Error(lines.join('\n'));
  }
  learn(model, response, world);
  // FUZZ_DEBUG=1: why valid input from an allowed caller was still refused (to improve hints).
  if (
    process.env.FUZZ_DEBUG &&
    c.mode === 'valid' &&
    c.caller.kind === 'allowed' &&
    status >= 400
  ) {
    const sent = prepared.json ?? JSON.stringify(prepared.form?.fields ?? '');
    console.log(
      `refused ${model.op.operationId} as ${c.caller.label}: ${status} ${prepared.url} ` +
        `${truncate(sent, 300)} → ${truncate(response.body, 300)}`,
    );
  }
  return { status, problems };
}
