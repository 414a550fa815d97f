import fastJsonStringify from 'fast-json-stringify';
import { describe, expect, it } from 'vitest';
import { Contract } from './contract.js';
import { contractRoute } from './route-schema.js';
import { createAjv } from './validation.js';

/**
 * The server compiles a route's validators and serialisers when the route is first used, and
 * without checking them against JSON Schema's meta-schema (validation.ts, serialization.ts):
 * here every schema of the contract is checked and compiled, so a broken one fails the build
 * instead of a customer's first request.
 */
describe('the contract’s schemas', () => {
  const contract = Contract.load();
  const operations = contract.operations();

  it('are all valid JSON Schema, and compile as the server compiles them', () => {
    const bodyAjv = createAjv({ coerceTypes: false, checkSchemas: true });
    const textAjv = createAjv({ coerceTypes: true, checkSchemas: true });
    const broken: string[] = [];
    for (const { operationId } of operations) {
      const { schema } = contractRoute(contract, operationId);
      const parts = [
        ['body', schema.body, bodyAjv],
        ['querystring', schema.querystring, textAjv],
        ['params', schema.params, textAjv],
        [
          'multipart',
          contract.requestSchema(contract.operation(operationId), 'multipart/form-data'),
          bodyAjv,
        ],
      ] as const;
      for (const [part, json, ajv] of parts) {
        if (!json) continue;
        try {
          ajv.compile(json);
        } catch (error) {
          broken.push(`${operationId} ${part}: ${(error as Error).message}`);
        }
      }
      for (const [status, json] of Object.entries(schema.response ?? {})) {
        try {
          if (!bodyAjv.validateSchema(json)) throw new Error(bodyAjv.errorsText());
          fastJsonStringify(json);
        } catch (error) {
          broken.push(`${operationId} ${status}: ${(error as Error).message}`);
        }
      }
    }
    expect(operations.length).toBeGreaterThan(50);
    expect(broken).toEqual([]);
  });

  it('refuse a schema that is not JSON Schema', () => {
    const ajv = createAjv({ coerceTypes: false, checkSchemas: true });
    expect(() => ajv.compile({ type: 'object', required: 'name' })).toThrow(/required/);
  });
});
