import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import type { FieldError } from '../errors.js';
import type { JsonSchema } from './contract.js';
import { MAX_NESTING_DEPTH } from './nesting.js';
import { acceptsPhoneText, fieldLabel, normalizePhoneInput } from './phone-input.js';
import { UUID_PATTERN } from '../lib/uuid.js';

// ajv-formats is CommonJS with `exports.default`; under NodeNext the default import is the module.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

/**
 * Request validation against the contract's schemas (JSON Schema 2020-12, as OpenAPI 3.1 uses).
 * Query strings and path parameters arrive as text and are coerced; JSON bodies are not, so a
 * number sent as a string is a 400, not a silent conversion.
 */
export function createAjv(options: { coerceTypes: boolean; checkSchemas?: boolean }): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    useDefaults: true,
    coerceTypes: options.coerceTypes ? 'array' : false,
    strict: true,
    // Checking a schema against JSON Schema's meta-schema first compiles the meta-schema itself,
    // a third of a second per instance. The server's instances skip it: the contract's schemas
    // are checked so by a test (contract-schemas.test.ts), not again at every start.
    validateSchema: options.checkSchemas ?? true,
  });
  addFormats(ajv);
  // ajv-formats also accepts the URN form (`urn:uuid:…`), which PostgreSQL's uuid type refuses:
  // such an id would pass validation and fail the query with a 500. Only the plain form is a uuid.
  ajv.addFormat('uuid', UUID_PATTERN);
  return ajv;
}

export type SchemaValidator = (data: unknown) => { ok: true } | { ok: false; errors: FieldError[] };

/** A validator for request data that also accepts a phone sent as JSON text (see PhoneInput). */
export function compileRequestValidator(ajv: Ajv2020, schema: JsonSchema): SchemaValidator {
  // Compiled when first used: all of the contract's at once were 0.3 s of every start.
  let validate: ValidateFunction | undefined;
  const phoneMayBeText = acceptsPhoneText(schema);
  return (data) => {
    validate ??= ajv.compile(schema);
    const textProblem = forbiddenText(data);
    if (textProblem) return { ok: false, errors: [textProblem] };
    const phoneProblem = phoneMayBeText ? normalizePhoneInput(data) : null;
    if (phoneProblem) return { ok: false, errors: [phoneProblem] };
    if (!validate(data)) return { ok: false, errors: toFieldErrors(validate.errors ?? []) };
    // Ajv turns "Infinity" and "1e400" into Infinity and then lets it through its bounds.
    const unbounded = nonFiniteNumber(data);
    if (unbounded) return { ok: false, errors: [unbounded] };
    return { ok: true };
  };
}

/**
 * PostgreSQL cannot store a NUL character in text, and the bidirectional embeddings, overrides
 * and isolates (U+202A–U+202E, U+2066–U+2069) make a name display as something else in tables
 * and exported files: both are refused in any request text.
 */
const NUL = '\u0000';
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

function forbiddenText(data: unknown): FieldError | null {
  return firstProblem(data, (value, path) => {
    if (typeof value !== 'string') return null;
    const field = fieldName(path);
    if (value.includes(NUL)) {
      return {
        field,
        message: `${fieldLabel(field)}: يحتوي النص على محرف فارغ (NUL) غير مسموح به`,
      };
    }
    if (BIDI_CONTROLS.test(value)) {
      return {
        field,
        message: `${fieldLabel(field)}: يحتوي النص على محارف خفية تقلب اتجاه الكتابة فتُظهره بغير حقيقته، احذفها`,
      };
    }
    return null;
  });
}

function nonFiniteNumber(data: unknown): FieldError | null {
  return firstProblem(data, (value, path) => {
    if (typeof value !== 'number' || Number.isFinite(value)) return null;
    const field = fieldName(path);
    return { field, message: `${fieldLabel(field)}: يجب أن تكون القيمة عددًا محدودًا` };
  });
}

function fieldName(path: readonly string[]): string {
  return path.join('.') || '(body)';
}

/**
 * The first problem `check` finds in request data, visiting every value in document order (and
 * each object key, as a string under `(key)`, before its value). A loop over a stack of its
 * own, not recursion; data nested deeper than MAX_NESTING_DEPTH is a problem in itself (a JSON
 * body that deep is refused as it is read, so only data from elsewhere, such as a phone's JSON
 * text, could get here).
 */
function firstProblem(
  data: unknown,
  check: (value: unknown, path: readonly string[]) => FieldError | null,
): FieldError | null {
  const pending: { value: unknown; path: string[] }[] = [{ value: data, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    const problem = check(value, path);
    if (problem) return problem;
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= MAX_NESTING_DEPTH) {
      const field = fieldName(path);
      return {
        field,
        message: `${fieldLabel(field)}: تتداخل القيم فيه بأكثر من ${MAX_NESTING_DEPTH} مستوى`,
      };
    }
    const entries: [string, unknown][] = Array.isArray(value)
      ? value.map((item, index) => [String(index), item])
      : Object.entries(value);
    // Pushed last to first, so the first entry (its key before its value) is visited first.
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, item] = entries[i] as [string, unknown];
      pending.push({ value: item, path: [...path, key] });
      if (!Array.isArray(value)) pending.push({ value: key, path: [...path, '(key)'] });
    }
  }
  return null;
}

/**
 * Fastify's schema compiler. Validation failures are reported as Ajv-shaped errors whose
 * `message` is already the Arabic text, so the error handler only has to copy them out.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<JsonSchema> {
  const bodyAjv = createAjv({ coerceTypes: false, checkSchemas: false });
  const textAjv = createAjv({ coerceTypes: true, checkSchemas: false });
  return ({ schema, httpPart }) => {
    const validator = compileRequestValidator(httpPart === 'body' ? bodyAjv : textAjv, schema);
    const check = ((data: unknown) => {
      const result = validator(data);
      if (result.ok) return true;
      check.errors = result.errors.map((error): ErrorObject => ({
        keyword: 'contract',
        instancePath: `/${error.field.replaceAll('.', '/')}`,
        schemaPath: '#',
        message: error.message,
        params: { field: error.field },
      }));
      return false;
    }) as ValidateFunction;
    return check;
  };
}

/** Ajv's errors as one Arabic message per request field, most specific problem first. */
export function toFieldErrors(errors: ErrorObject[]): FieldError[] {
  const located = errors
    // oneOf/anyOf only say "no branch matched"; the branch errors say why.
    .filter((error) => !['oneOf', 'anyOf', 'if', 'not'].includes(error.keyword))
    .map((error) => ({ error, field: fieldOf(error) }));

  // When one branch of a oneOf reports `phone.number` and another just "phone must be a
  // string", the deeper error is the useful one.
  const specific = located.filter(
    ({ field }) => !located.some((other) => other.field.startsWith(`${field}.`)),
  );

  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const { error, field } of specific) {
    if (seen.has(field)) continue;
    seen.add(field);
    result.push({ field, message: messageFor(error, field) });
  }
  return result;
}

function fieldOf(error: ErrorObject): string {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
  if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties')
    segments.push(String(error.params.additionalProperty));
  return segments.join('.') || '(body)';
}

const TYPE_WORDS: Record<string, string> = {
  string: 'نصًا',
  number: 'رقمًا',
  integer: 'عددًا صحيحًا',
  boolean: 'قيمة منطقية (true أو false)',
  object: 'كائنًا',
  array: 'قائمة',
};

function messageFor(error: ErrorObject, field: string): string {
  const label = fieldLabel(field);
  const params = error.params as Record<string, unknown>;
  const shaped = SHAPED_FIELDS[field.split('.').pop() ?? ''];
  // Length and pattern problems of a phone number or code all mean "wrong shape": one message.
  if (shaped && ['pattern', 'minLength', 'maxLength'].includes(error.keyword)) return shaped;
  switch (error.keyword) {
    case 'required':
      return `${label} مطلوب`;
    case 'type': {
      const expected = String(params.type).split(',')[0] ?? '';
      return `${label}: يجب أن تكون القيمة ${TYPE_WORDS[expected] ?? 'من النوع الصحيح'}`;
    }
    case 'minLength':
      return `${label}: يجب ألا يقل عن ${String(params.limit)} أحرف`;
    case 'maxLength':
      return `${label}: يجب ألا يتجاوز ${String(params.limit)} حرفًا`;
    case 'pattern':
      return patternMessage(field, label);
    case 'format':
      return formatMessage(String(params.format), label);
    case 'enum':
    case 'const':
      return `${label}: القيمة غير مسموح بها`;
    case 'minimum':
      return `${label}: يجب ألا تقل القيمة عن ${String(params.limit)}`;
    case 'exclusiveMinimum':
      return `${label}: يجب أن تكون القيمة أكبر من ${String(params.limit)}`;
    case 'maximum':
      return `${label}: يجب ألا تزيد القيمة عن ${String(params.limit)}`;
    case 'exclusiveMaximum':
      return `${label}: يجب أن تكون القيمة أقل من ${String(params.limit)}`;
    case 'minItems':
      return `${label}: يجب أن تحتوي على ${String(params.limit)} عناصر على الأقل`;
    case 'maxItems':
      return `${label}: يجب ألا تحتوي على أكثر من ${String(params.limit)} عنصرًا`;
    case 'additionalProperties':
      return `${label}: حقل غير معروف`;
    default:
      return `${label}: القيمة غير صالحة`;
  }
}

const SHAPED_FIELDS: Record<string, string> = {
  number: 'يجب أن يتكون رقم الجوال من 10 أرقام',
  dialCode: 'كود الدولة غير صالح، مثال: +966',
  otp: 'يجب أن يتكون رمز التحقق من 4 أرقام',
  chassis: 'رقم الهيكل (VIN) يتكون من 17 حرفًا لاتينيًا كبيرًا ورقمًا، دون الأحرف I و O و Q',
};

function patternMessage(field: string, label: string): string {
  return SHAPED_FIELDS[field.split('.').pop() ?? ''] ?? `${label}: الصيغة غير صحيحة`;
}

function formatMessage(format: string, label: string): string {
  if (format === 'email') return 'البريد الإلكتروني غير صالح';
  if (format === 'uuid') return `${label} غير صالح`;
  if (format === 'date-time' || format === 'date') return `${label}: التاريخ غير صالح`;
  return `${label}: الصيغة غير صحيحة`;
}
