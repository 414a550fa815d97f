import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import type { Contract, ContractOperation, JsonSchema } from '../../../src/openapi/contract.js';
import { createAjv } from '../../../src/openapi/validation.js';
import { bodyHints, cohere, headerValue, pathPool, queryHint } from './hints.js';
import { invalidValue, validValue, type SchemaArbitraryOptions } from './schema-arbitrary.js';
import { ROLES, type Role, type World } from './world.js';

/**
 * One contract operation as the fuzzer sees it: its parameters and body schema, who may call it,
 * and the fast-check arbitrary of its cases. A case is a caller (a role the operation allows, a
 * role it does not, or nobody), valid or deliberately invalid input, and the request built from
 * them. Whether input is valid is decided by Ajv with the server's settings, on exactly what goes
 * on the wire (path, query and header values and form fields as text), never by the generator.
 */

export type CallerKind = 'allowed' | 'forbidden' | 'anonymous';

export type Credential =
  | { kind: 'bearer'; role: Role; apiKey: boolean }
  | { kind: 'bad-bearer' }
  | { kind: 'no-bearer' }
  | { kind: 'api-key' }
  | { kind: 'no-api-key' }
  | { kind: 'integration'; company: 'world' | 'other' }
  | { kind: 'no-integration-key' }
  | { kind: 'bad-integration-key' }
  | { kind: 'none' };

export interface Caller {
  label: string;
  kind: CallerKind;
  credential: Credential;
  /** The status a caller who may not call must get, whatever it sends. */
  expect?: 401 | 403;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface FormFile {
  field: string;
  bytes: 'png' | 'garbage' | 'empty';
}

export type CaseBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; fields: Record<string, string>; file?: FormFile };

export interface FuzzCase {
  caller: Caller;
  mode: 'valid' | 'invalid';
  /** For invalid cases: what was broken. */
  why?: string;
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: CaseBody;
  /**
   * For the refresh-cookie operations: the newest live cookie, one already used (a replay), a
   * made-up one, or none.
   */
  cookie?: { live: true } | { replay: number } | { value: string } | null;
  /** Valid sign-in cases: send the code really texted to the phone, when there is one. */
  useTextedCode: boolean;
  /** Sent as this raw body instead of `body` (see rawBodyCases). */
  raw?: RawBodyKind;
}

/**
 * Raw bodies every operation is sent, one case each, whatever its contract declares: the body
 * it takes (or, for an operation that takes none, a small JSON object) cut in half, prefixed
 * with a byte-order mark, sent as text or under a media type that is none; arrays nested 5000
 * deep, alone or in a field of an object; and one byte over the body limit.
 */
export const RAW_BODY_KINDS = [
  'truncated',
  'bom',
  'text',
  'bad-media-type',
  'nested',
  'nested-in-field',
  'oversized',
] as const;
export type RawBodyKind = (typeof RAW_BODY_KINDS)[number];

export interface OperationModel {
  op: ContractOperation;
  parameters: Parameter[];
  body?: {
    mediaType: 'application/json' | 'multipart/form-data';
    schema: JsonSchema;
    required: boolean;
  };
  /** Multipart fields that carry a file (`contentMediaType` in the schema). */
  fileFields: string[];
  callers: Caller[];
  usesRefreshCookie: boolean;
}

export const SKIPPED_OPERATIONS: Record<string, string> = {
  streamNotifications:
    'a server-sent event stream that stays open until its session ends: inject() would wait for ' +
    'it to close (its answers are covered by test/stream-notifications.test.ts)',
};

/** A field the contract says counts as not sent when sent empty (UpdateUserRequest). */
const EMPTY_FIELDS_IGNORED = new Set(['updateUser']);

function callersOf(op: ContractOperation): Caller[] {
  const schemes = new Set(
    (op.raw.security ?? [{ apiKey: [] }]).flatMap((entry) => Object.keys(entry)),
  );
  const roles = op.raw['x-roles'];
  if (schemes.has('bearerAuth') && roles) {
    const allowed = ROLES.filter((role) => roles.includes(role));
    return [
      ...allowed.map((role): Caller => ({
        label: role,
        kind: 'allowed',
        credential: { kind: 'bearer', role, apiKey: true },
      })),
      ...ROLES.filter((role) => !roles.includes(role)).map((role): Caller => ({
        label: `${role} (not allowed)`,
        kind: 'forbidden',
        credential: { kind: 'bearer', role, apiKey: true },
        expect: 403,
      })),
      {
        label: 'anonymous (no token)',
        kind: 'anonymous',
        credential: { kind: 'no-bearer' },
        expect: 401,
      },
      {
        label: 'anonymous (forged token)',
        kind: 'anonymous',
        credential: { kind: 'bad-bearer' },
        expect: 401,
      },
      {
        label: `${allowed[0] ?? 'admin'} without x-api-key`,
        kind: 'anonymous',
        credential: { kind: 'bearer', role: allowed[0] ?? 'admin', apiKey: false },
        expect: 401,
      },
    ];
  }
  if (schemes.has('integrationKey')) {
    return [
      {
        label: 'integration',
        kind: 'allowed',
        credential: { kind: 'integration', company: 'world' },
      },
      {
        label: 'integration (other company)',
        kind: 'allowed',
        credential: { kind: 'integration', company: 'other' },
      },
      {
        label: 'no integration key',
        kind: 'anonymous',
        credential: { kind: 'no-integration-key' },
        expect: 401,
      },
      {
        label: 'wrong integration key',
        kind: 'anonymous',
        credential: { kind: 'bad-integration-key' },
        expect: 401,
      },
    ];
  }
  if (schemes.has('apiKey')) {
    return [
      { label: 'public (x-api-key)', kind: 'allowed', credential: { kind: 'api-key' } },
      { label: 'no x-api-key', kind: 'anonymous', credential: { kind: 'no-api-key' }, expect: 401 },
    ];
  }
  return [{ label: 'public', kind: 'allowed', credential: { kind: 'none' } }];
}

export function operationModels(contract: Contract): OperationModel[] {
  return contract
    .operations()
    .filter((op) => !(op.operationId in SKIPPED_OPERATIONS))
    .map((op) => {
      const parameters = contract
        .parameters(op)
        .filter((p): p is typeof p & { in: Parameter['in'] } => p.in !== 'cookie')
        .map((p) => ({
          name: p.name,
          in: p.in,
          required: p.required === true,
          schema: p.schema ?? {},
        }));
      const content = op.raw.requestBody?.content ?? {};
      const mediaType = (['application/json', 'multipart/form-data'] as const).find(
        (type) => content[type],
      );
      const unsupported = Object.keys(content).filter((type) => type !== mediaType);
      if (unsupported.length > 0)
        throw new Error(`${op.operationId}: no generator for ${unsupported.join(', ')}`);
      const schema = mediaType ? content[mediaType]?.schema : undefined;
      const resolved = schema ? contract.resolve(schema) : undefined;
      const properties = (resolved?.properties as Record<string, JsonSchema> | undefined) ?? {};
      return {
        op,
        parameters,
        ...(mediaType && schema
          ? { body: { mediaType, schema, required: op.raw.requestBody?.required === true } }
          : {}),
        fileFields: Object.entries(properties)
          .filter(([, property]) => typeof property.contentMediaType === 'string')
          .map(([name]) => name),
        callers: callersOf(op),
        usesRefreshCookie: (op.raw.security ?? []).some((entry) => 'refreshCookie' in entry),
      };
    });
}

// ---------------------------------------------------------------------------------------------
// Validity, judged on the wire

export class Validity {
  private readonly textAjv: Ajv2020 = createAjv({ coerceTypes: true });
  private readonly bodyAjv: Ajv2020 = createAjv({ coerceTypes: false });
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(private readonly contract: Contract) {}

  private validator(key: string, ajv: Ajv2020, schema: JsonSchema): ValidateFunction {
    let validate = this.cache.get(key);
    if (!validate) {
      validate = ajv.compile(this.contract.resolve(schema));
      this.cache.set(key, validate);
    }
    return validate;
  }

  private parametersValid(
    model: OperationModel,
    where: 'path' | 'query' | 'header',
    values: Record<string, string>,
  ) {
    const parameters = model.parameters.filter((p) => p.in === where);
    if (parameters.length === 0) return true;
    // Headers are matched without regard to case.
    const lookup = (name: string) =>
      where === 'header'
        ? Object.entries(values).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1]
        : values[name];
    const object: Record<string, string> = {};
    for (const p of parameters) {
      const value = lookup(p.name);
      if (value !== undefined) object[p.name] = value;
    }
    const schema: JsonSchema = {
      type: 'object',
      properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
      required: parameters.filter((p) => p.required).map((p) => p.name),
    };
    // Ajv coerces and fills defaults in place: judge a copy.
    return this.validator(
      `${model.op.operationId} ${where}`,
      this.textAjv,
      schema,
    )(structuredClone(object));
  }

  bodyValid(model: OperationModel, body: CaseBody | undefined): boolean {
    if (!model.body) return body === undefined;
    if (body === undefined) return !model.body.required;
    const validate = this.validator(
      `${model.op.operationId} body`,
      this.bodyAjv,
      model.body.schema,
    );
    if (body.kind === 'json')
      return model.body.mediaType === 'application/json' && validate(structuredClone(body.value));
    if (model.body.mediaType !== 'multipart/form-data') return false;
    const fields = Object.fromEntries(
      Object.entries(body.fields).filter(
        ([, value]) => !(EMPTY_FIELDS_IGNORED.has(model.op.operationId) && value === ''),
      ),
    );
    return validate(fields);
  }

  valid(model: OperationModel, c: Pick<FuzzCase, 'path' | 'query' | 'headers' | 'body'>): boolean {
    return (
      this.parametersValid(model, 'path', c.path) &&
      this.parametersValid(model, 'query', c.query) &&
      this.parametersValid(model, 'header', c.headers) &&
      this.bodyValid(model, c.body)
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Arbitraries

/** How a generated value is sent as a path, query or header value or a form field. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null)
    return String(value);
  return JSON.stringify(value);
}

/** A path segment the router sees as one (`.` and `..` would be resolved away, `` matches another route). */
function fitsPathSegment(text: string): boolean {
  return text !== '' && text !== '.' && text !== '..';
}

/** Real ids most of the time, anything the schema allows now and then. */
export function mostlyFrom<T>(pool: readonly T[], otherwise: fc.Arbitrary<T>): fc.Arbitrary<T> {
  if (pool.length === 0) return otherwise;
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...pool) },
    { weight: 1, arbitrary: otherwise },
  );
}

interface Generation {
  model: OperationModel;
  world: World;
  contract: Contract;
  validity: Validity;
}

function schemaOptions(
  g: Generation,
  override?: SchemaArbitraryOptions['override'],
): SchemaArbitraryOptions {
  return {
    follow: (ref) => g.contract.follow<JsonSchema>(ref),
    ...(override ? { override } : {}),
  };
}

function validParameter(g: Generation, p: Parameter, caller: Caller): fc.Arbitrary<string> {
  const options = schemaOptions(g);
  if (p.in === 'header') return headerValue(p, validValue(p.schema, options).map(asText));
  const own = validValue(p.schema, options).map(asText);
  if (p.in === 'path') {
    return mostlyFrom(pathPool(g.model.op, p.name, caller, g.world), own).filter(fitsPathSegment);
  }
  return queryHint(p.name, g.world) ? mostlyFrom(queryHint(p.name, g.world) ?? [], own) : own;
}

function parameterRecord(
  g: Generation,
  where: Parameter['in'],
  caller: Caller,
): fc.Arbitrary<Record<string, string>> {
  const parameters = g.model.parameters.filter((p) => p.in === where);
  const model = Object.fromEntries(parameters.map((p) => [p.name, validParameter(g, p, caller)]));
  return fc.record(model, {
    requiredKeys: parameters.filter((p) => p.required).map((p) => p.name),
  }) as fc.Arbitrary<Record<string, string>>;
}

const fileArbitrary = (field: string): fc.Arbitrary<FormFile | undefined> =>
  fc.oneof(
    { weight: 12, arbitrary: fc.constant(undefined) },
    { weight: 2, arbitrary: fc.constant<FormFile>({ field, bytes: 'png' }) },
    { weight: 1, arbitrary: fc.constant<FormFile>({ field, bytes: 'garbage' }) },
    { weight: 1, arbitrary: fc.constant<FormFile>({ field, bytes: 'empty' }) },
  );

/** A generated body value, shaped for the wire. */
function toBody(g: Generation, value: unknown, file: FormFile | undefined): CaseBody {
  if (g.model.body?.mediaType !== 'multipart/form-data') return { kind: 'json', value };
  const fields: Record<string, string> = {};
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [name, field] of Object.entries(value)) {
      if (!g.model.fileFields.includes(name)) fields[name] = asText(field);
    }
  } else {
    fields.value = asText(value);
  }
  return { kind: 'form', fields, ...(file ? { file } : {}) };
}

function validBody(
  g: Generation,
  path: Record<string, string>,
): fc.Arbitrary<CaseBody | undefined> {
  const body = g.model.body;
  if (!body) return fc.constant(undefined);
  const options = schemaOptions(g, bodyHints(g.model.op, path, g.world));
  const value = validValue(body.schema, options);
  const file = g.model.fileFields[0];
  return fc
    .tuple(value, file ? fileArbitrary(file) : fc.constant(undefined), fc.boolean())
    .map(([generated, chosen, coherent]) =>
      toBody(g, coherent ? cohere(g.model.op, generated, path, g.world) : generated, chosen),
    );
}

const COOKIE = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ live: true as const }) },
  // A cookie already traded for its successor: a replay, which ends its whole session.
  { weight: 1, arbitrary: fc.nat().map((replay) => ({ replay })) },
  {
    weight: 1,
    arbitrary: fc
      .string({
        unit: fc.constantFrom(
          ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_',
        ),
        minLength: 1,
        maxLength: 64,
      })
      .map((value) => ({ value })),
  },
  { weight: 1, arbitrary: fc.constant(null) },
);

interface Inputs {
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: CaseBody | undefined;
}

function validInputs(g: Generation, caller: Caller): fc.Arbitrary<Inputs> {
  return parameterRecord(g, 'path', caller).chain((path) =>
    fc.record({
      path: fc.constant(path),
      query: parameterRecord(g, 'query', caller),
      headers: parameterRecord(g, 'header', caller),
      body: validBody(g, path),
    }),
  );
}

/** Ways to break one part of an otherwise valid request, each kept only if Ajv agrees it is broken. */
function breakers(g: Generation): fc.Arbitrary<(inputs: Inputs) => Inputs & { why: string }>[] {
  const options = schemaOptions(g, bodyHints(g.model.op, {}, g.world));
  const result: fc.Arbitrary<(inputs: Inputs) => Inputs & { why: string }>[] = [];
  for (const p of g.model.parameters) {
    const where = p.in === 'header' ? 'headers' : p.in;
    if (p.required && p.in !== 'path') {
      result.push(
        fc.constant((inputs: Inputs) => {
          const { [p.name]: _dropped, ...rest } = inputs[where];
          return { ...inputs, [where]: rest, why: `${p.in} parameter "${p.name}" missing` };
        }),
      );
    }
    const broken = invalidValue(p.schema, options, [p.name]);
    if (!broken) continue;
    const text = broken
      .map((b) => ({ value: asText(b.value), why: `${p.in} parameter ${b.why}` }))
      .filter(({ value }) => (p.in === 'path' ? fitsPathSegment(value) : true))
      // Header values are visible ASCII, as a real client could send them.
      .filter(({ value }) => p.in !== 'header' || /^[\x20-\x7e]*$/.test(value));
    result.push(
      text.map(({ value, why }) => (inputs: Inputs) => ({
        ...inputs,
        [where]: { ...inputs[where], [p.name]: value },
        why,
      })),
    );
  }
  const body = g.model.body;
  if (body) {
    if (body.required) {
      result.push(
        fc.constant((inputs: Inputs) => ({ ...inputs, body: undefined, why: 'no body' })),
      );
    }
    const broken = invalidValue(body.schema, options);
    if (broken) {
      result.push(
        broken.map((b) => (inputs: Inputs) => ({
          ...inputs,
          body: toBody(g, b.value, undefined),
          why: b.why,
        })),
      );
    }
  }
  return result;
}

export interface CaseArbitraries {
  arbitrary: fc.Arbitrary<FuzzCase>;
  /** Whether invalid input could be generated at all (an operation without input has none). */
  canBreak: boolean;
}

export function caseArbitrary(
  model: OperationModel,
  world: World,
  contract: Contract,
  validity: Validity,
): CaseArbitraries {
  const g: Generation = { model, world, contract, validity };
  const byKind = (kind: CallerKind) => model.callers.filter((caller) => caller.kind === kind);
  const weighted: fc.WeightedArbitrary<Caller>[] = [];
  const add = (kind: CallerKind, weight: number) => {
    const callers = byKind(kind);
    if (callers.length > 0) weighted.push({ weight, arbitrary: fc.constantFrom(...callers) });
  };
  add('allowed', 14);
  add('forbidden', 3);
  add('anonymous', 3);
  const callers = fc.oneof(...weighted);

  const ways = breakers(g);
  const canBreak = ways.length > 0;
  const extras = fc.record({
    cookie: model.usesRefreshCookie ? COOKIE : fc.constant(undefined),
    useTextedCode: fc.boolean(),
  });

  const validCase = (caller: Caller) =>
    validInputs(g, caller)
      .filter((inputs) => validity.valid(model, inputs))
      .map((inputs) => ({ ...inputs, mode: 'valid' as const }));
  const invalidCase = (caller: Caller) =>
    fc
      .tuple(validInputs(g, caller), fc.oneof(...ways))
      .map(([inputs, breakIt]) => breakIt(inputs))
      .filter((inputs) => !validity.valid(model, inputs))
      .map((inputs) => ({ ...inputs, mode: 'invalid' as const }));

  const arbitrary = fc
    .tuple(
      callers,
      canBreak
        ? fc.oneof(
            { weight: 3, arbitrary: fc.constant(false) },
            { weight: 2, arbitrary: fc.constant(true) },
          )
        : fc.constant(false),
    )
    .chain(([caller, broken]) =>
      fc.tuple(fc.constant(caller), broken ? invalidCase(caller) : validCase(caller), extras),
    )
    .map(([caller, inputs, extra]): FuzzCase => {
      const { body, ...rest } = inputs;
      return {
        caller,
        ...rest,
        ...(body ? { body } : {}),
        ...(extra.cookie !== undefined ? { cookie: extra.cookie } : {}),
        useTextedCode: extra.useTextedCode,
      };
    });
  return { arbitrary, canBreak };
}

/**
 * One case per raw body kind (RAW_BODY_KINDS), sent as the operation's first allowed caller with
 * otherwise valid input (one valid case, sampled with `seed`). To an operation that takes a body,
 * every kind but the byte-order mark (which JSON parsers skip) is broken input: a 4xx, and
 * nothing stored. To one that takes none, the body must change nothing (run-case.ts checks that
 * no answer is about it).
 */
export function rawBodyCases(
  model: OperationModel,
  world: World,
  contract: Contract,
  validity: Validity,
  seed: number,
): FuzzCase[] {
  const caller = model.callers.find((candidate) => candidate.kind === 'allowed');
  if (!caller) return [];
  const g: Generation = { model, world, contract, validity };
  const [inputs] = fc.sample(
    validInputs(g, caller).filter((candidate) => validity.valid(model, candidate)),
    { numRuns: 1, seed },
  );
  if (!inputs) return [];
  const { body, ...rest } = inputs;
  return RAW_BODY_KINDS.map((raw): FuzzCase => {
    const broken = model.body !== undefined && raw !== 'bom';
    return {
      caller,
      mode: broken ? 'invalid' : 'valid',
      why: `raw body: ${raw}`,
      ...rest,
      ...(body ? { body } : {}),
      raw,
      useTextedCode: false,
    };
  });
}
