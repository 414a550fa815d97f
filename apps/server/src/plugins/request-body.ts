import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';
import { MAX_NESTING_DEPTH, nestsDeeperThan } from '../openapi/nesting.js';

const TOO_DEEP_MESSAGE = `صيغة البيانات المرسلة غير صحيحة: تتداخل القوائم والكائنات فيها بأكثر من ${MAX_NESTING_DEPTH} مستوى`;

/**
 * How request bodies are read. JSON is parsed as Fastify does by default (an empty body, bad
 * JSON and `__proto__` or `constructor` keys are a 400), once its arrays and objects are known
 * to nest at most MAX_NESTING_DEPTH levels: a deeper body answers 400 MALFORMED_JSON before it
 * is parsed, so nothing that walks request data afterwards (validation, the text checks) meets
 * one thousands of levels deep.
 */
export function registerRequestBodies(app: FastifyInstance): void {
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
}
