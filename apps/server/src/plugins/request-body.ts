import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import type { Contract } from '../openapi/contract.js';
import { MAX_NESTING_DEPTH, nestsDeeperThan } from '../openapi/nesting.js';

const TOO_DEEP_MESSAGE = `صيغة البيانات المرسلة غير صحيحة: تتداخل القوائم والكائنات فيها بأكثر من ${MAX_NESTING_DEPTH} مستوى`;

/**
 * How request bodies are read.
 *
 * - JSON is parsed as Fastify does by default (an empty body, bad JSON and `__proto__` or
 *   `constructor` keys are a 400), once its arrays and objects are known to nest at most
 *   MAX_NESTING_DEPTH levels: a deeper body answers 400 MALFORMED_JSON before it is parsed, so
 *   nothing that walks request data afterwards (validation, the text checks) meets one
 *   thousands of levels deep.
 * - A body sent to an operation whose contract declares no request body is ignored: not read,
 *   never an error (docs/decisions.md, Hardening). Fastify would parse it for a POST, PUT or
 *   DELETE and answer 400, 413 or 415, statuses those operations do not declare; with its
 *   framing headers set aside it takes the request as one without a body, as it does any GET's,
 *   and Node discards the unread bytes once the answer is sent.
 */
export function registerRequestBodies(app: FastifyInstance, contract: Contract): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text)) {
      done(new AppError('MALFORMED_JSON', { message: TOO_DEEP_MESSAGE }), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  const bodyless = new Set(
    contract
      .operations()
      .filter((op) => !op.raw.requestBody)
      .map((op) => op.operationId),
  );
  app.addHook('preParsing', async (request, _reply, payload) => {
    const operationId = request.routeOptions.config.operationId;
    if (operationId && bodyless.has(operationId) && announcesBody(request)) {
      // Only what this request's handling sees: the raw headers (and the logs) keep them.
      request.headers = {
        'content-type': undefined,
        'content-length': undefined,
        'transfer-encoding': undefined,
      };
    }
    return payload;
  });
}

function announcesBody(request: FastifyRequest): boolean {
  const { headers } = request;
  return (
    headers['content-type'] !== undefined ||
    headers['transfer-encoding'] !== undefined ||
    (headers['content-length'] !== undefined && headers['content-length'] !== '0')
  );
}
