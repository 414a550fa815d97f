import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The bundled OpenAPI contract (`openapi/dist/openapi.json`), read once at start. The server's
 * routes take their paths and schemas from it, so the provider cannot drift from what the client
 * is generated from.
 */

export type JsonSchema = { [keyword: string]: unknown };
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RawParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface RawMediaType {
  schema?: JsonSchema;
}

export interface RawOperation {
  operationId: string;
  parameters?: (RawParameter | { $ref: string })[];
  requestBody?: { required?: boolean; content: Record<string, RawMediaType> };
  responses: Record<string, { $ref: string } | { content?: Record<string, RawMediaType> }>;
  security?: Record<string, string[]>[];
  /** Roles that may call a signed-in operation (derived from `x-permission`). */
  'x-roles'?: string[];
  /** Actions of the permission table this operation serves. */
  'x-permission'?: string[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
  /** The permission table: action → roles. */
  'x-permissions'?: Record<string, string[]>;
}

export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  /** The path as the contract writes it, e.g. `/api/v1/images/{id}`. */
  path: string;
  /** The same path in Fastify's syntax, e.g. `/api/v1/images/:id`. */
  url: string;
  raw: RawOperation;
}

/**
 * Found two levels below the package root both as `src/openapi/contract.ts` (tsx, tests) and as
 * `dist/openapi/contract.js` (the build), so one relative path serves both.
 */
export const DEFAULT_CONTRACT_FILE = fileURLToPath(
  new URL('../../../../openapi/dist/openapi.json', import.meta.url),
);

const METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export class Contract {
  private readonly byId = new Map<string, ContractOperation>();

  constructor(private readonly document: OpenApiDocument) {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of METHODS) {
        const raw = item[method.toLowerCase()] as RawOperation | undefined;
        if (!raw) continue;
        const url = path.replace(/\{([^}]+)\}/g, ':$1');
        this.byId.set(raw.operationId, { operationId: raw.operationId, method, path, url, raw });
      }
    }
  }

  static load(file: string = DEFAULT_CONTRACT_FILE): Contract {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (cause) {
      throw new Error(
        `The OpenAPI bundle ${file} cannot be read; run \`pnpm --filter @taseer/openapi bundle\``,
        { cause },
      );
    }
    return new Contract(JSON.parse(text) as OpenApiDocument);
  }

  operation(operationId: string): ContractOperation {
    const found = this.byId.get(operationId);
    if (!found) throw new Error(`The OpenAPI contract has no operation "${operationId}"`);
    return found;
  }

  /** The permission table (role × action) of `x-permissions`. */
  permissionTable(): Readonly<Record<string, readonly string[]>> {
    return this.document['x-permissions'] ?? {};
  }

  operations(): ContractOperation[] {
    return [...this.byId.values()];
  }

  /** The operation answering a concrete request path such as `/api/v1/images/3f0c…`. */
  match(method: string, concretePath: string): ContractOperation | undefined {
    const path = concretePath.split('?')[0] ?? concretePath;
    const candidates = this.operations().filter(
      (op) => op.method === method.toUpperCase() && templateToRegExp(op.path).test(path),
    );
    // A literal segment wins over a template one: `/users/profile` is not `/users/{id}`.
    return candidates.sort((a, b) => countParams(a.path) - countParams(b.path))[0];
  }

  /** Follows a local `$ref` (`#/components/…`) to what it points at. */
  follow<T>(ref: string): T {
    if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported: ${ref}`);
    let node: unknown = this.document;
    for (const part of ref.slice(2).split('/')) {
      const key = part.replaceAll('~1', '/').replaceAll('~0', '~');
      node = (node as Record<string, unknown> | undefined)?.[key];
    }
    if (node === undefined) throw new Error(`Unresolvable $ref ${ref}`);
    return node as T;
  }

  /** A copy of the schema with every `$ref` replaced by its target: self-contained for Ajv. */
  resolve(schema: JsonSchema, trail: string[] = []): JsonSchema {
    return this.resolveNode(schema, trail) as JsonSchema;
  }

  private resolveNode(node: unknown, trail: string[]): unknown {
    if (Array.isArray(node)) return node.map((item) => this.resolveNode(item, trail));
    if (node === null || typeof node !== 'object') return node;
    const record = node as Record<string, unknown>;
    if (typeof record.$ref === 'string') {
      const ref = record.$ref;
      if (trail.includes(ref)) throw new Error(`Recursive schema ${[...trail, ref].join(' → ')}`);
      const { $ref: _ref, ...siblings } = record;
      const target = this.resolveNode(this.follow(ref), [...trail, ref]) as Record<string, unknown>;
      return { ...target, ...(this.resolveNode(siblings, trail) as Record<string, unknown>) };
    }
    return Object.fromEntries(
      Object.entries(record).map(([key, value]) => [key, this.resolveNode(value, trail)]),
    );
  }

  parameters(operation: ContractOperation): RawParameter[] {
    return (operation.raw.parameters ?? []).map((parameter) =>
      '$ref' in parameter ? this.follow<RawParameter>(parameter.$ref) : parameter,
    );
  }

  /** The JSON schema of a response, or null when the answer is not JSON (images, CSV, SSE). */
  responseSchema(operation: ContractOperation, status: number): JsonSchema | null | undefined {
    const entry =
      operation.raw.responses[String(status)] ??
      operation.raw.responses[`${String(status)[0]}XX`] ??
      operation.raw.responses.default;
    if (!entry) return undefined;
    const response =
      '$ref' in entry
        ? this.follow<{ content?: Record<string, RawMediaType> }>(entry.$ref)
        : (entry as { content?: Record<string, RawMediaType> });
    const json = response.content?.['application/json']?.schema;
    return json ? this.resolve(json) : null;
  }

  requestSchema(operation: ContractOperation, mediaType: string): JsonSchema | undefined {
    const schema = operation.raw.requestBody?.content[mediaType]?.schema;
    return schema ? this.resolve(schema) : undefined;
  }
}

function templateToRegExp(template: string): RegExp {
  const escaped = template
    .split(/\{[^}]+\}/)
    .map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${escaped}$`);
}

function countParams(template: string): number {
  return template.split('{').length - 1;
}
