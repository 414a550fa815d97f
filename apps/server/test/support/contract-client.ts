import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';
import { expect } from 'vitest';
import type { Contract } from '../../src/openapi/contract.js';
import { createAjv } from '../../src/openapi/validation.js';

export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent exactly as given (with `contentType`), for malformed or oversized bodies. */
  rawBody?: string | Buffer;
  contentType?: string;
  form?: FormData;
  headers?: Record<string, string>;
  /** Bearer access token. */
  token?: string;
  /** Value of the refreshToken cookie. */
  refreshCookie?: string;
  /** Defaults to the configured key; null sends none. */
  apiKey?: string | null;
  /** The socket address the request comes from. */
  ip?: string;
}

export type ApiResponse = LightMyRequestResponse;

/**
 * Injects requests and checks EVERY answer against the contract: the status must be documented
 * for the operation and the JSON body must match its schema, so the server cannot drift from
 * the OpenAPI file the client is generated from.
 */
export class ContractClient {
  private readonly ajv: Ajv2020 = createAjv({ coerceTypes: false });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly contract: Contract,
    private readonly apiKey: string,
  ) {}

  async request(request: ApiRequest): Promise<ApiResponse> {
    const headers: Record<string, string> = { ...request.headers };
    const apiKey = request.apiKey === undefined ? this.apiKey : request.apiKey;
    if (apiKey !== null) headers['x-api-key'] = apiKey;
    if (request.token) headers.authorization = `Bearer ${request.token}`;
    if (request.refreshCookie !== undefined)
      headers.cookie = `refreshToken=${request.refreshCookie}`;

    let payload: string | Buffer | FormData | undefined;
    if (request.form) payload = request.form;
    else if (request.rawBody !== undefined) {
      payload = request.rawBody;
      if (request.contentType) headers['content-type'] = request.contentType;
    } else if (request.body !== undefined) {
      payload = JSON.stringify(request.body);
      headers['content-type'] = 'application/json';
    }

    const response = await this.app.inject({
      method: request.method,
      url: request.url,
      headers,
      ...(payload !== undefined ? { payload } : {}),
      ...(request.ip ? { remoteAddress: request.ip } : {}),
    });
    this.assertMatchesContract(request, response);
    return response;
  }

  post(url: string, body: unknown, extra: Partial<ApiRequest> = {}): Promise<ApiResponse> {
    return this.request({ method: 'POST', url, body, ...extra });
  }

  get(url: string, extra: Partial<ApiRequest> = {}): Promise<ApiResponse> {
    return this.request({ method: 'GET', url, ...extra });
  }

  private assertMatchesContract(request: ApiRequest, response: ApiResponse): void {
    const where = `${request.method} ${request.url} → ${response.statusCode}`;
    const operation = this.contract.match(request.method, request.url);
    const schema = operation
      ? this.contract.responseSchema(operation, response.statusCode)
      : // Unknown routes still answer the contract's error body.
        this.contract.resolve({ $ref: '#/components/schemas/ErrorResponse' });

    if (schema === undefined) {
      throw new Error(`${where}: status not documented for ${operation?.operationId}`);
    }
    if (schema === null) {
      expect(response.headers['content-type'], where).not.toMatch(/json/);
      return;
    }
    expect(response.headers['content-type'], where).toMatch(/^application\/json/);
    const key = `${operation?.operationId ?? 'unknown'} ${response.statusCode}`;
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(schema);
      this.validators.set(key, validate);
    }
    const body: unknown = response.json();
    if (!validate(body)) {
      throw new Error(
        `${where}: body does not match the contract: ${this.ajv.errorsText(validate.errors)}\n` +
          JSON.stringify(body),
      );
    }
    if (response.statusCode === 429) {
      expect(response.headers['retry-after'], where).toMatch(/^[0-9]+$/);
    }
  }
}
