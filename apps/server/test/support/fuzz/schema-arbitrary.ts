import fc from 'fast-check';
import type { JsonSchema } from '../../../src/openapi/contract.js';

/**
 * JSON Schema (the 2020-12 subset the contract uses) → fast-check arbitraries.
 *
 * `validValue` generates values the schema accepts; `invalidValue` generates values it refuses,
 * each with a short note of what was broken (a wrong type, a missing required property, an
 * unknown property, a number out of range, a string too long or not matching its pattern or
 * format, an array with too many items…). Both follow `$ref`s through `options.follow`, so they
 * work on the bundled document's schemas as they are.
 *
 * Neither is trusted blindly: the caller keeps only the values Ajv (with the server's settings)
 * judges valid, respectively invalid (see operation-model.ts). The generators only have to make
 * that likely, which keeps them short.
 */

export interface SchemaArbitraryOptions {
  /** Follows a local `$ref` such as `#/components/schemas/PhoneNumber`. */
  follow(ref: string): JsonSchema;
  /**
   * Valid values to use instead of the schema's own at a property path (`['lines', '*',
   * 'pieceId']`): ids of rows that exist, URLs that are safe to call. Undefined keeps the schema's.
   */
  override?(path: readonly string[], schema: JsonSchema): fc.Arbitrary<unknown> | undefined;
}

/** An invalid value and what makes it invalid. */
export interface Broken {
  value: unknown;
  why: string;
}

type JsonType = 'null' | 'boolean' | 'object' | 'array' | 'number' | 'integer' | 'string';

const MAX_DEPTH = 12;

export function pathText(path: readonly string[]): string {
  return path.length === 0 ? '(body)' : path.join('.');
}

/** The schema with its `$ref` (if any) replaced by the target, sibling keywords kept. */
export function deref(schema: JsonSchema, options: SchemaArbitraryOptions): JsonSchema {
  let current = schema;
  for (let hops = 0; typeof current.$ref === 'string'; hops += 1) {
    if (hops > MAX_DEPTH) throw new Error(`$ref chain too long at ${String(current.$ref)}`);
    const { $ref, ...siblings } = current;
    current = { ...options.follow($ref as string), ...siblings };
  }
  return current;
}

function branchesOf(schema: JsonSchema): JsonSchema[] | undefined {
  const branches = schema.oneOf ?? schema.anyOf;
  return Array.isArray(branches) ? (branches as JsonSchema[]) : undefined;
}

/** The schema of one branch of a oneOf/anyOf, with the parent's other keywords. */
function branchSchema(parent: JsonSchema, branch: JsonSchema, options: SchemaArbitraryOptions) {
  const { oneOf: _oneOf, anyOf: _anyOf, ...rest } = parent;
  return { ...rest, ...deref(branch, options) };
}

function declaredTypes(schema: JsonSchema): JsonType[] | undefined {
  if (typeof schema.type === 'string') return [schema.type as JsonType];
  if (Array.isArray(schema.type)) return schema.type as JsonType[];
  if (schema.properties || schema.required) return ['object'];
  if (schema.items) return ['array'];
  return undefined;
}

function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
}

/** The JSON types a schema admits at all (undefined: any). */
function admittedTypes(
  schema: JsonSchema,
  options: SchemaArbitraryOptions,
  depth = 0,
): Set<JsonType> | undefined {
  const s = deref(schema, options);
  if ('const' in s) return new Set([jsonTypeOf(s.const)]);
  if (Array.isArray(s.enum)) return new Set(s.enum.map(jsonTypeOf));
  const branches = branchesOf(s);
  if (branches && depth < MAX_DEPTH) {
    const union = new Set<JsonType>();
    for (const branch of branches) {
      const types = admittedTypes(branchSchema(s, branch, options), options, depth + 1);
      if (!types) return undefined;
      for (const type of types) union.add(type);
    }
    return union;
  }
  const types = declaredTypes(s);
  if (!types) return undefined;
  const set = new Set(types);
  if (set.has('number')) set.add('integer');
  return set;
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

/** JSON Schema counts characters as code points, like Ajv. */
function codePoints(text: string): number {
  return [...text].length;
}

// ---------------------------------------------------------------------------------------------
// Strings

/** Mostly readable text: ASCII and Arabic letters, now and then any code point at all. */
const textUnit: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.constantFrom(
      ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_.,@/:',
    ),
  },
  {
    weight: 6,
    arbitrary: fc.integer({ min: 0x0621, max: 0x064a }).map((cp) => String.fromCodePoint(cp)),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
);

const asciiLetter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz');
const label = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'),
  minLength: 1,
  maxLength: 10,
});

/** Generated strings stay short unless a bound asks otherwise; boundaries are tried too. */
const TYPICAL_EXTRA_LENGTH = 30;

function text(min: number, max: number | undefined): fc.Arbitrary<string> {
  const cap = Math.min(max ?? min + TYPICAL_EXTRA_LENGTH, min + TYPICAL_EXTRA_LENGTH);
  const choices: fc.WeightedArbitrary<string>[] = [
    { weight: 8, arbitrary: fc.string({ unit: textUnit, minLength: min, maxLength: cap }) },
  ];
  if (max !== undefined && max > cap) {
    choices.push({
      weight: 1,
      arbitrary: fc.string({ unit: textUnit, minLength: max, maxLength: max }),
    });
  }
  if (min > 0) {
    choices.push({
      weight: 1,
      arbitrary: fc.string({ unit: textUnit, minLength: min, maxLength: min }),
    });
  }
  return fc.oneof(...choices);
}

interface FormatArbitraries {
  valid: fc.Arbitrary<string>;
  invalid: fc.Arbitrary<string>;
}

/**
 * The formats the contract uses. Variants the letter of a format allows but a careless parser
 * may not (upper-case or `urn:uuid:` UUIDs) are generated too; whether each counts as valid is
 * left to Ajv, which decides for the server as well.
 */
const FORMATS: Record<string, FormatArbitraries> = {
  uuid: {
    valid: fc.oneof(
      { weight: 12, arbitrary: fc.uuid() },
      { weight: 1, arbitrary: fc.uuid().map((id) => id.toUpperCase()) },
      { weight: 1, arbitrary: fc.uuid().map((id) => `urn:uuid:${id}`) },
    ),
    invalid: fc.oneof(
      fc.constantFrom(
        'not-a-uuid',
        '123',
        '0',
        'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
        "' or '1'='1",
        '6f1c2d3e4b5a4c6d8e7f0a1b2c3d4e5f',
        '{6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f}',
      ),
      fc.uuid().map((id) => id.slice(1)),
      fc.uuid().map((id) => `${id}0`),
      fc.uuid().map((id) => `urn:uuid:${id}`),
      fc.uuid().map((id) => ` ${id}`),
    ),
  },
  'date-time': {
    valid: fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString()),
    invalid: fc.constantFrom('yesterday', '2024-13-01T00:00:00Z', '2024-01-01', '31/01/2024 10:00'),
  },
  date: {
    valid: fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10)),
    invalid: fc.constantFrom('2024-02-30', '01/02/2024', 'today', '2024-1-1'),
  },
  email: {
    valid: fc
      .tuple(label, label, fc.constantFrom('com', 'sa', 'org', 'example'))
      .map(([local, domain, tld]) => `${local}@${domain}.${tld}`),
    invalid: fc.constantFrom(
      'no-at-sign',
      'a@',
      '@example.com',
      'a b@example.com',
      'a@b@example.com',
    ),
  },
  uri: {
    // Only reserved names (RFC 2606): nothing generated here could reach a real host.
    valid: fc
      .tuple(label, fc.constantFrom('example', 'test'), fc.array(label, { maxLength: 3 }))
      .map(([host, tld, path]) => `https://${host}.${tld}/${path.join('/')}`),
    invalid: fc.constantFrom('not a uri', 'https//missing-colon', '://x', 'http:// spaced.example'),
  },
};

function formatOf(schema: JsonSchema): FormatArbitraries | undefined {
  if (typeof schema.format !== 'string') return undefined;
  const format = FORMATS[schema.format];
  if (!format) throw new Error(`No generator for the string format "${schema.format}"`);
  return format;
}

function patternOf(schema: JsonSchema): RegExp | undefined {
  // Ajv compiles patterns with the `u` flag.
  return typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : undefined;
}

/**
 * fast-check's stringMatching costs tens of milliseconds to build for a pattern such as a UUID
 * or "-": built once per pattern, not again for every case that asks for it (it keeps no state,
 * so the values drawn from it are the same).
 */
const matchingPatterns = new Map<string, fc.Arbitrary<string>>();
function matching(pattern: RegExp): fc.Arbitrary<string> {
  let arbitrary = matchingPatterns.get(pattern.source);
  if (!arbitrary) {
    arbitrary = fc.stringMatching(pattern);
    matchingPatterns.set(pattern.source, arbitrary);
  }
  return arbitrary;
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = num(schema.minLength) ?? 0;
  const max = num(schema.maxLength);
  const pattern = patternOf(schema);
  const fits = (value: string) =>
    codePoints(value) >= min &&
    (max === undefined || codePoints(value) <= max) &&
    (!pattern || pattern.test(value));
  const format = formatOf(schema);
  if (format) return format.valid.filter(fits);
  if (pattern) return matching(pattern).filter(fits);
  return text(min, max);
}

function invalidStrings(schema: JsonSchema, at: string): fc.Arbitrary<Broken>[] {
  const candidates: fc.Arbitrary<Broken>[] = [];
  const min = num(schema.minLength);
  const max = num(schema.maxLength);
  if (max !== undefined) {
    candidates.push(
      fc
        .string({ unit: asciiLetter, minLength: max + 1, maxLength: max + 8 })
        .map((value) => ({ value, why: `${at}: longer than maxLength ${max}` })),
    );
  }
  if (min !== undefined && min > 0) {
    candidates.push(
      fc
        .string({ unit: asciiLetter, maxLength: min - 1 })
        .map((value) => ({ value, why: `${at}: shorter than minLength ${min}` })),
    );
  }
  const pattern = patternOf(schema);
  if (pattern) {
    candidates.push(
      fc
        .oneof(
          fc.string({ unit: textUnit, minLength: 1, maxLength: 20 }),
          // Near misses of digit patterns (a phone number one digit short…).
          fc.stringMatching(/^[0-9]{1,12}$/),
        )
        .filter((value) => !pattern.test(value))
        .map((value) => ({ value, why: `${at}: does not match ${String(schema.pattern)}` })),
    );
  }
  const format = formatOf(schema);
  if (format) {
    candidates.push(
      format.invalid.map((value) => ({
        value,
        why: `${at}: not a valid ${String(schema.format)}`,
      })),
    );
  }
  return candidates;
}

// ---------------------------------------------------------------------------------------------
// Numbers

/** Bounds for numbers the schema leaves unbounded. */
const UNBOUNDED = 1e12;

function numberBounds(schema: JsonSchema, integer: boolean) {
  const minimum = num(schema.minimum);
  const maximum = num(schema.maximum);
  const exclusiveMinimum = num(schema.exclusiveMinimum);
  const exclusiveMaximum = num(schema.exclusiveMaximum);
  if (integer) {
    const lows = [
      minimum,
      exclusiveMinimum === undefined ? undefined : Math.floor(exclusiveMinimum) + 1,
    ];
    const highs = [
      maximum,
      exclusiveMaximum === undefined ? undefined : Math.ceil(exclusiveMaximum) - 1,
    ];
    const defined = (values: (number | undefined)[]) => values.filter((v) => v !== undefined);
    return {
      min: Math.max(-Number.MAX_SAFE_INTEGER, Math.ceil(Math.max(...defined(lows), -Infinity))),
      max: Math.min(Number.MAX_SAFE_INTEGER, Math.floor(Math.min(...defined(highs), Infinity))),
      minExcluded: false,
      maxExcluded: false,
    };
  }
  const useExclusiveMin =
    exclusiveMinimum !== undefined && (minimum === undefined || exclusiveMinimum >= minimum);
  const useExclusiveMax =
    exclusiveMaximum !== undefined && (maximum === undefined || exclusiveMaximum <= maximum);
  return {
    min: useExclusiveMin ? exclusiveMinimum : (minimum ?? -UNBOUNDED),
    max: useExclusiveMax ? exclusiveMaximum : (maximum ?? UNBOUNDED),
    minExcluded: useExclusiveMin,
    maxExcluded: useExclusiveMax,
  };
}

/** How far past the lower bound "everyday" values go (prices, counts, years from 1900…). */
const MODEST_SPAN = 10_000;

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const bounds = numberBounds(schema, integer);
  const within = (value: number) =>
    (bounds.minExcluded ? value > bounds.min : value >= bounds.min) &&
    (bounds.maxExcluded ? value < bounds.max : value <= bounds.max);
  const low = Math.max(bounds.min, -UNBOUNDED);
  const high = Math.min(bounds.max, UNBOUNDED);
  const modestLow = Math.max(low, Math.min(0, high));
  const modestHigh = Math.min(high, modestLow + MODEST_SPAN);
  const edges = [bounds.min, bounds.max].filter(within);
  if (integer) {
    return fc.oneof(
      { weight: 5, arbitrary: fc.integer({ min: modestLow, max: modestHigh }) },
      { weight: 2, arbitrary: fc.integer({ min: low, max: high }) },
      { weight: 1, arbitrary: fc.constantFrom(low, high) },
    );
  }
  // Amounts as people type them (at most two decimals), then any double, then the bounds.
  const cents = (from: number, to: number) =>
    fc
      .integer({ min: Math.ceil(from * 100), max: Math.floor(to * 100) })
      .map((value) => value / 100)
      .filter(within);
  const choices: fc.WeightedArbitrary<number>[] = [
    { weight: 5, arbitrary: cents(modestLow, modestHigh) },
    { weight: 1, arbitrary: cents(low, high) },
    {
      weight: 2,
      arbitrary: fc
        .double({ ...bounds, noNaN: true, noDefaultInfinity: true })
        .map((value) => (Object.is(value, -0) ? 0 : value)),
    },
  ];
  if (edges.length > 0) choices.push({ weight: 1, arbitrary: fc.constantFrom(...edges) });
  return fc.oneof(...choices);
}

function invalidNumbers(schema: JsonSchema, integer: boolean, at: string): fc.Arbitrary<Broken>[] {
  const candidates: fc.Arbitrary<Broken>[] = [];
  const values: [number, string][] = [];
  const minimum = num(schema.minimum);
  const maximum = num(schema.maximum);
  const exclusiveMinimum = num(schema.exclusiveMinimum);
  const exclusiveMaximum = num(schema.exclusiveMaximum);
  if (minimum !== undefined) {
    values.push(
      [minimum - 1, `below minimum ${minimum}`],
      [minimum - 1e6, `far below minimum ${minimum}`],
    );
    if (!integer) values.push([minimum - 0.01, `just below minimum ${minimum}`]);
  }
  if (exclusiveMinimum !== undefined) {
    values.push([exclusiveMinimum, `equal to exclusiveMinimum ${exclusiveMinimum}`]);
  }
  if (maximum !== undefined) {
    values.push([maximum + 1, `above maximum ${maximum}`], [1e300, `far above maximum ${maximum}`]);
    if (!integer) values.push([maximum + 0.01, `just above maximum ${maximum}`]);
  }
  if (exclusiveMaximum !== undefined) {
    values.push([exclusiveMaximum, `equal to exclusiveMaximum ${exclusiveMaximum}`]);
  }
  if (values.length > 0) {
    candidates.push(
      fc.constantFrom(...values).map(([value, why]) => ({ value, why: `${at}: ${why}` })),
    );
  }
  if (integer) {
    candidates.push(
      validNumber(schema, true).map((value) => ({
        value: value + 0.5,
        why: `${at}: not an integer`,
      })),
    );
  }
  return candidates;
}

// ---------------------------------------------------------------------------------------------
// Valid values

export function validValue(
  schema: JsonSchema,
  options: SchemaArbitraryOptions,
  path: readonly string[] = [],
): fc.Arbitrary<unknown> {
  if (path.length > MAX_DEPTH) throw new Error(`Schema nested too deep at ${pathText(path)}`);
  const s = deref(schema, options);
  const custom = options.override?.(path, s);
  if (custom) return custom;
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  const branches = branchesOf(s);
  if (branches) {
    return fc.oneof(
      ...branches.map((branch) => validValue(branchSchema(s, branch, options), options, path)),
    );
  }
  if (s.allOf || s.not) throw new Error(`${pathText(path)}: allOf/not are not supported`);
  const types = declaredTypes(s);
  if (!types) return fc.jsonValue({ maxDepth: 2 });
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => validValue({ ...s, type }, options, path)));
  }
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return validNumber(s, true);
    case 'number':
      return validNumber(s, false);
    case 'string':
      return validString(s);
    case 'array':
      return validArray(s, options, path);
    case 'object':
      return validObject(s, options, path);
    default:
      throw new Error(`${pathText(path)}: unknown type ${String(types[0])}`);
  }
}

const TYPICAL_EXTRA_ITEMS = 4;

function arrayOf(
  schema: JsonSchema,
  items: fc.Arbitrary<unknown>,
  minLength: number,
  maxLength: number,
): fc.Arbitrary<unknown[]> {
  return schema.uniqueItems === true
    ? fc.uniqueArray(items, { minLength, maxLength, selector: (item) => JSON.stringify(item) })
    : fc.array(items, { minLength, maxLength });
}

function validArray(
  schema: JsonSchema,
  options: SchemaArbitraryOptions,
  path: readonly string[],
): fc.Arbitrary<unknown[]> {
  const min = num(schema.minItems) ?? 0;
  const max = num(schema.maxItems);
  const cap = Math.min(max ?? min + TYPICAL_EXTRA_ITEMS, min + TYPICAL_EXTRA_ITEMS);
  const items = validValue((schema.items as JsonSchema | undefined) ?? {}, options, [...path, '*']);
  const choices: fc.WeightedArbitrary<unknown[]>[] = [
    { weight: 8, arbitrary: arrayOf(schema, items, min, cap) },
  ];
  if (max !== undefined && max > cap && max <= 100) {
    choices.push({ weight: 1, arbitrary: arrayOf(schema, items, max, max) });
  }
  return fc.oneof(...choices);
}

function propertiesOf(schema: JsonSchema): Record<string, JsonSchema> {
  return (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
}

function requiredOf(schema: JsonSchema): string[] {
  return (schema.required as string[] | undefined) ?? [];
}

function validObject(
  schema: JsonSchema,
  options: SchemaArbitraryOptions,
  path: readonly string[],
): fc.Arbitrary<Record<string, unknown>> {
  const properties = propertiesOf(schema);
  const required = requiredOf(schema);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    model[name] = validValue(property, options, [...path, name]);
  }
  for (const name of required) model[name] ??= fc.jsonValue({ maxDepth: 1 });
  // Optional properties: none, some or all of them (a request that changes one field is the
  // common case, and the one most likely to get past an operation's cross-field rules).
  const optional = Object.keys(model).filter((name) => !required.includes(name));
  let record: fc.Arbitrary<Record<string, unknown>> = fc
    .tuple(
      fc.record(model),
      fc.oneof(fc.constant<string[]>([]), fc.subarray(optional), fc.constant(optional)),
    )
    .map(([full, chosen]) =>
      Object.fromEntries(
        Object.entries(full).filter(([name]) => required.includes(name) || chosen.includes(name)),
      ),
    );
  const minProperties = num(schema.minProperties);
  if (minProperties !== undefined) {
    record = record.filter((value) => Object.keys(value).length >= minProperties);
  }
  return record;
}

// ---------------------------------------------------------------------------------------------
// Invalid values

const WRONG_TYPE_SAMPLES: [JsonType, unknown][] = [
  ['string', 'text'],
  ['string', ''],
  ['integer', 12345],
  ['integer', -1],
  ['number', 1.5],
  ['boolean', true],
  ['null', null],
  ['object', {}],
  ['object', { nested: 'object' }],
  ['array', []],
  ['array', ['a', 1]],
];

function describe(value: unknown): string {
  const json = JSON.stringify(value);
  return json.length > 40 ? `${json.slice(0, 40)}…` : json;
}

/**
 * Values the schema refuses, or null when nothing could be refused (an unconstrained `{}`).
 * Every candidate is still checked against the schema by the caller: breaking one branch of a
 * oneOf may well satisfy another, and a value sent as text may coerce into a valid one.
 */
export function invalidValue(
  schema: JsonSchema,
  options: SchemaArbitraryOptions,
  path: readonly string[] = [],
): fc.Arbitrary<Broken> | null {
  if (path.length > MAX_DEPTH) return null;
  const s = deref(schema, options);
  const at = pathText(path);
  const candidates: fc.Arbitrary<Broken>[] = [];

  const admitted = admittedTypes(s, options);
  if (admitted) {
    const wrong = WRONG_TYPE_SAMPLES.filter(([type]) => !admitted.has(type));
    if (wrong.length > 0) {
      candidates.push(
        fc
          .constantFrom(...wrong)
          .map(([type, value]) => ({ value, why: `${at}: a ${type} (${describe(value)})` })),
      );
    }
  }

  if (Array.isArray(s.enum) || 'const' in s) {
    const allowed = Array.isArray(s.enum) ? (s.enum as unknown[]) : [s.const];
    candidates.push(
      fc
        .oneof(
          fc.string({ unit: textUnit, maxLength: 12 }),
          fc.constantFrom('ADMIN', 'superadmin', 'none'),
        )
        .filter((value) => !allowed.includes(value))
        .map((value) => ({
          value,
          why: `${at}: ${describe(value)} is not one of ${describe(allowed)}`,
        })),
    );
  }

  const branches = branchesOf(s);
  if (branches) {
    for (const branch of branches) {
      const broken = invalidValue(branchSchema(s, branch, options), options, path);
      if (broken) candidates.push(broken);
    }
  } else {
    const types = declaredTypes(s) ?? [];
    if (types.includes('string')) candidates.push(...invalidStrings(s, at));
    if (types.includes('integer')) candidates.push(...invalidNumbers(s, true, at));
    else if (types.includes('number')) candidates.push(...invalidNumbers(s, false, at));
    if (types.includes('array')) candidates.push(...invalidArrays(s, options, path));
    if (types.includes('object')) candidates.push(...invalidObjects(s, options, path));
  }
  return candidates.length > 0 ? fc.oneof(...candidates) : null;
}

function invalidArrays(
  schema: JsonSchema,
  options: SchemaArbitraryOptions,
  path: readonly string[],
): fc.Arbitrary<Broken>[] {
  const at = pathText(path);
  const candidates: fc.Arbitrary<Broken>[] = [];
  const itemSchema = (schema.items as JsonSchema | undefined) ?? {};
  const items = validValue(itemSchema, options, [...path, '*']);
  const min = num(schema.minItems) ?? 0;
  const max = num(schema.maxItems);
  if (max !== undefined && max <= 200) {
    candidates.push(
      fc
        .array(items, { minLength: max + 1, maxLength: max + 2 })
        .map((value) => ({ value, why: `${at}: more than maxItems ${max}` })),
    );
  }
  if (min > 0) {
    candidates.push(
      fc
        .array(items, { maxLength: min - 1 })
        .map((value) => ({ value, why: `${at}: fewer than minItems ${min}` })),
    );
  }
  const nonEmpty = validArray({ ...schema, minItems: Math.max(min, 1) }, options, path);
  if (schema.uniqueItems === true) {
    candidates.push(
      nonEmpty.map((value) => ({ value: [...value, value[0]], why: `${at}: a repeated item` })),
    );
  }
  const brokenItem = invalidValue(itemSchema, options, [...path, '*']);
  if (brokenItem) {
    candidates.push(
      fc.tuple(nonEmpty, brokenItem, fc.nat()).map(([value, item, index]) => {
        const copy = [...value];
        copy[index % copy.length] = item.value;
        return { value: copy, why: item.why };
      }),
    );
  }
  return candidates;
}

/** Names a careless or hostile client adds: mass assignment attempts and plain typos. */
const UNKNOWN_PROPERTIES = [
  'unexpected',
  'isAdmin',
  'role',
  'companyId',
  '_id',
  'id',
  'status',
  'price',
  'createdAt',
];

function invalidObjects(
  schema: JsonSchema,
  options: SchemaArbitraryOptions,
  path: readonly string[],
): fc.Arbitrary<Broken>[] {
  const at = pathText(path);
  const candidates: fc.Arbitrary<Broken>[] = [];
  const properties = propertiesOf(schema);
  const valid = validObject(schema, options, path);
  for (const name of requiredOf(schema)) {
    candidates.push(
      valid.map((value) => {
        const { [name]: _missing, ...rest } = value;
        return { value: rest, why: `${at}: required "${name}" missing` };
      }),
    );
  }
  if (schema.additionalProperties === false) {
    const unknown = UNKNOWN_PROPERTIES.filter((name) => !(name in properties));
    candidates.push(
      fc
        .tuple(valid, fc.constantFrom(...unknown), fc.jsonValue({ maxDepth: 1 }))
        .map(([value, name, extra]) => ({
          value: { ...value, [name]: extra },
          why: `${at}: unknown property "${name}"`,
        })),
    );
  }
  for (const [name, property] of Object.entries(properties)) {
    const broken = invalidValue(property, options, [...path, name]);
    if (broken) {
      candidates.push(
        fc
          .tuple(valid, broken)
          .map(([value, bad]) => ({ value: { ...value, [name]: bad.value }, why: bad.why })),
      );
    }
  }
  const minProperties = num(schema.minProperties);
  if (minProperties !== undefined && minProperties > 0 && requiredOf(schema).length === 0) {
    candidates.push(
      fc.constant({ value: {}, why: `${at}: fewer than minProperties ${minProperties}` }),
    );
  }
  return candidates;
}
