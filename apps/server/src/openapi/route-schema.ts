import type { FastifySchema, HTTPMethods } from 'fastify';
import type { Contract, JsonSchema } from './contract.js';

export interface ContractRoute {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema;
  config: { operationId: string };
}

/**
 * The Fastify route options of one contract operation: its method and path, and the schemas of
 * its JSON body, query string, path parameters and JSON responses, all `$ref`-free.
 * Multipart bodies are validated by their handlers (after the file is set aside).
 */
export function contractRoute(contract: Contract, operationId: string): ContractRoute {
  const operation = contract.operation(operationId);
  const schema: FastifySchema = {};

  const body = contract.requestSchema(operation, 'application/json');
  if (body) schema.body = body;

  const parameters = contract.parameters(operation);
  const params = parameterObject(
    parameters.filter((p) => p.in === 'path'),
    contract,
  );
  if (params) schema.params = params;
  const querystring = parameterObject(
    parameters.filter((p) => p.in === 'query'),
    contract,
  );
  if (querystring) schema.querystring = querystring;

  const response: Record<string, JsonSchema> = {};
  for (const status of Object.keys(operation.raw.responses)) {
    const json = contract.responseSchema(operation, Number(status));
    if (json) response[status] = json;
  }
  if (Object.keys(response).length > 0) schema.response = response;

  return { method: operation.method, url: operation.url, schema, config: { operationId } };
}

function parameterObject(
  parameters: { name: string; required?: boolean; schema?: JsonSchema }[],
  contract: Contract,
): JsonSchema | undefined {
  if (parameters.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(
      parameters.map((p) => [p.name, contract.resolve(p.schema ?? {})]),
    ),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
}
