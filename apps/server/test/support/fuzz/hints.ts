import fc from 'fast-check';
import type { ContractOperation, JsonSchema } from '../../../src/openapi/contract.js';
import type { Caller, Parameter } from './operation-model.js';
import type { SchemaArbitraryOptions } from './schema-arbitrary.js';
import { SAFE_WEBHOOK_URL, type World } from './world.js';

/**
 * Where generated input should name rows that exist, so cases get past "not found" into the
 * operation's real work: path ids, ids in bodies and query strings, phones that have codes. Each
 * pool is used most of the time, and the schema's own values (random UUIDs…) the rest.
 * Destructive operations draw only from rows made to be destroyed (see world.ts).
 */

function uniq<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/** Real values for a path parameter (empty: the schema's own values only). */
export function pathPool(
  op: ContractOperation,
  name: string,
  caller: Caller,
  world: World,
): string[] {
  const { pools } = world;
  const self =
    caller.credential.kind === 'bearer' ? world.userIds[caller.credential.role] : undefined;
  switch (`${op.operationId} ${name}`) {
    case 'updateUser id':
      return uniq([...pools.users, ...(self ? [self] : [])]);
    case 'deleteUser id':
      return pools.deletableUsers;
    case 'deleteBranch id':
      return pools.deletableBranches;
    case 'deleteSection id':
      return pools.deletableSections;
    case 'deleteWebhookEndpoint id':
      return pools.deletableWebhooks;
    case 'deleteAiEntries taskId':
      return [...pools.aiTasks, '-', '0'];
    case 'deleteAiEntries questionId':
      return [...pools.aiQuestions, '-', '0'];
    case 'getIntegrationOrder ref':
      return [...pools.orderRefs, ...pools.orders];
    case 'resendWebhookDelivery deliveryId':
      return pools.deliveries;
    // A DELETE that removes nothing: it hands an order back to the queue.
    case 'releaseOrder id':
      return pools.orders;
  }
  if (name === 'token' && op.path.includes('/public/quotes/'))
    return pools.quoteTokens.map((q) => q.token);
  if (name !== 'id') return [];
  // Any other destructive operation gets random ids only: it must not remove the shared world.
  if (op.method === 'DELETE') return [];
  const prefixes: [string, string[]][] = [
    ['/api/v1/users/', pools.users],
    ['/api/v1/branches/', pools.branches],
    ['/api/v1/sections/', pools.sections],
    ['/api/v1/orders/', pools.orders],
    ['/api/v1/webhooks/', pools.webhooks],
    ['/api/v1/images/', pools.images],
  ];
  return prefixes.find(([prefix]) => op.path.startsWith(prefix))?.[1] ?? [];
}

/** Real values for a query parameter, or undefined for the schema's own. */
export function queryHint(name: string, world: World): string[] | undefined {
  const { pools } = world;
  switch (name) {
    case 'branchId':
    case 'selectedBranchId':
      return pools.branches;
    case 'managerId':
      return pools.managers;
    case 'since':
      return pools.cursors;
    default:
      return undefined;
  }
}

const ASCII = fc.constantFrom(
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.:',
);

/** Header values stay visible ASCII (what an HTTP client can send); idempotency keys mostly fresh. */
export function headerValue(p: Parameter, own: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const min = typeof p.schema.minLength === 'number' ? p.schema.minLength : 0;
  const max = typeof p.schema.maxLength === 'number' ? p.schema.maxLength : 100;
  const ascii = fc.string({ unit: ASCII, minLength: min, maxLength: Math.min(max, min + 40) });
  if (p.name.toLowerCase() === 'idempotency-key') {
    return fc.oneof(
      { weight: 5, arbitrary: fc.uuid() },
      // Sent again: the same order answered again, or a conflict when the body differs.
      { weight: 1, arbitrary: fc.constant('fuzz-repeated-key') },
      { weight: 1, arbitrary: ascii },
    );
  }
  return fc.oneof(
    ascii,
    own.filter((value) => /^[\x20-\x7e]*$/.test(value)),
  );
}

const saudiPhone = fc
  .stringMatching(/^5[0-9]{8}$/)
  .map((digits) => ({ dialCode: '+966', number: `0${digits}` }));

/** Only loopback addresses or text that is no URL at all: nothing may call out of this machine. */
const webhookUrl = fc.oneof(
  { weight: 4, arbitrary: fc.webSegment().map((segment) => `${SAFE_WEBHOOK_URL}/${segment}`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'http://127.0.0.1:9/',
      'https://127.0.0.1:9/x?y=1',
      'http://[::1]:9/h',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'not a url',
      'ftp://127.0.0.1/x',
      'http://user:secret@127.0.0.1:9/x',
      'javascript:alert(1)',
      '/relative/path',
    ),
  },
);

/** Anything PhoneInput allows: another dial code, a phone written as JSON text, any short text. */
const anyPhone = fc.oneof(
  fc.record({
    dialCode: fc.stringMatching(/^\+[0-9]{1,4}$/),
    number: fc.stringMatching(/^[0-9]{10}$/),
  }),
  saudiPhone.map((phone) => JSON.stringify(phone)),
  fc.string({ maxLength: 20 }),
);

const SIGN_IN_OPERATIONS = new Set(['login', 'resendOtp', 'activate', 'verify']);

/** Overrides for body properties, by operation and property path. */
export function bodyHints(
  op: ContractOperation,
  path: Record<string, string>,
  world: World,
): SchemaArbitraryOptions['override'] {
  const { pools } = world;
  const piecesOf = (orderId: string | undefined) =>
    orderId && pools.piecesByOrder.has(orderId)
      ? (pools.piecesByOrder.get(orderId) ?? [])
      : [...pools.piecesByOrder.values()].flat();
  const quoteOrder = pools.quoteTokens.find((q) => q.token === path.token)?.orderId;
  const orderInPath = op.path.startsWith('/api/v1/orders/') ? path.id : quoteOrder;
  const ids = (pool: string[], schema: JsonSchema, own: fc.Arbitrary<unknown>) =>
    schema.format === 'uuid' && pool.length > 0
      ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...pool) }, { weight: 1, arbitrary: own })
      : undefined;

  return (propertyPath, schema) => {
    const joined = propertyPath.join('.');
    const name = propertyPath[propertyPath.length - 1] ?? '';
    const own = fc.uuid();
    // A body that repeats the id of its path (priceOrder, updateBranch) names the same row.
    if (joined === 'id' && path.id && schema.format === 'uuid') {
      return fc.oneof(
        { weight: 4, arbitrary: fc.constant(path.id) },
        { weight: 1, arbitrary: own },
      );
    }
    if (op.operationId === 'priceOrder' && joined === 'payload.*.id')
      return ids(piecesOf(path.id), schema, own);
    if (name === 'pieceId') return ids(piecesOf(orderInPath), schema, own);
    if (name === 'branchId' || name === 'branch') return ids(pools.branches, schema, own);
    if (name === 'sectionId' || name === 'section') return ids(pools.sections, schema, own);
    if (name === 'managerId') return ids(pools.managers, schema, own);
    // Staff of the world's section, its manager, the other company's: assignees and not.
    if (op.operationId === 'assignOrder' && joined === 'userId') {
      return fc.oneof(
        { weight: 1, arbitrary: fc.constant(null) },
        { weight: 6, arbitrary: ids(pools.users, { format: 'uuid' }, own) ?? own },
      );
    }
    if (name === 'url' && op.path.startsWith('/api/v1/webhooks')) return webhookUrl;
    if (name === 'version' && joined === 'version' && op.operationId === 'answerPublicQuote') {
      return fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 10_000 }));
    }
    // Rules the contract states in prose: a Saudi VAT number, a template that keeps {link}.
    if (joined === 'vatNumber') {
      return fc.oneof(
        fc.constant(null),
        fc.constant(''),
        fc.stringMatching(/^3[0-9]{13}3$/),
        fc.string({ maxLength: 20 }),
      );
    }
    if (joined === 'messageTemplate') {
      return fc.oneof(
        fc.constant(null),
        fc.constant(''),
        fc.string({ maxLength: 200 }).map((text) => `{customer} ${text} {ref} {total} {link}`),
        fc.string({ maxLength: 50 }),
      );
    }
    if (joined === 'phone' && schema.oneOf) {
      const known = SIGN_IN_OPERATIONS.has(op.operationId) ? pools.phones : [];
      return fc.oneof(
        ...(known.length > 0 ? [{ weight: 4, arbitrary: fc.constantFrom(...known) }] : []),
        { weight: 3, arbitrary: saudiPhone },
        { weight: 1, arbitrary: anyPhone },
      );
    }
    return undefined;
  };
}

/**
 * Makes a valid body agree with the rows it names, for the operations whose input must cover an
 * order's pieces exactly: every piece priced once (priceOrder), every piece quoted once
 * (issueQuote), one option chosen per quoted piece (answerPublicQuote). Applied to half of the
 * valid cases; the others keep whatever ids were drawn.
 */
export function cohere(
  op: ContractOperation,
  body: unknown,
  path: Record<string, string>,
  world: World,
): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  const quoteOrder = world.pools.quoteTokens.find((q) => q.token === path.token)?.orderId;
  const orderId = op.path.startsWith('/api/v1/orders/') ? path.id : quoteOrder;
  const pieceIds = (orderId && world.pools.piecesByOrder.get(orderId)) || [];
  if (pieceIds.length === 0) return body;
  const cover = (items: unknown, key: string): Record<string, unknown>[] | undefined => {
    if (!Array.isArray(items) || items.length === 0) return undefined;
    return pieceIds.map((id, index) => ({ ...(items[index % items.length] as object), [key]: id }));
  };
  // A price as the price box takes it: more than zero, two decimals, nine characters at most.
  const typed = (price: unknown) =>
    typeof price === 'number'
      ? Math.min(999_999.99, Math.max(0.01, Math.round(price * 100) / 100))
      : price;
  const pricedLine = (line: Record<string, unknown>) => {
    const options = Array.isArray(line.options) ? (line.options as Record<string, unknown>[]) : [];
    if (line.unavailable === true || options.length === 0) {
      const { options: _options, ...rest } = line;
      return { ...rest, unavailable: true };
    }
    return {
      ...line,
      options: options.map((option) => ({ ...option, price: typed(option.price) })),
    };
  };
  switch (op.operationId) {
    case 'priceOrder':
      return {
        ...record,
        id: path.id,
        payload:
          cover(record.payload, 'id')?.map((item) => ({ ...item, price: typed(item.price) })) ??
          record.payload,
      };
    case 'issueQuote':
      return { ...record, lines: cover(record.lines, 'pieceId')?.map(pricedLine) ?? record.lines };
    case 'answerPublicQuote':
      return record.decision === 'accept'
        ? { ...record, version: 1, lines: pieceIds.map((pieceId) => ({ pieceId, option: 0 })) }
        : { ...record, version: 1 };
    default:
      return body;
  }
}
