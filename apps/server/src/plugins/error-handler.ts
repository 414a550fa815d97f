import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { AppError, messageFor, type ErrorCode, type FieldError } from '../errors.js';
import { isDatabaseUnavailable } from '../lib/db-errors.js';

/** Seconds a client is asked to wait while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Fastify's and its plugins' own errors, mapped to our codes (and so to Arabic messages). */
const FRAMEWORK_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_REQ_FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_PROTO_VIOLATION: 'BAD_REQUEST',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
};

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'ROUTE_NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

interface ErrorBody {
  code: ErrorCode;
  message: string;
  errors?: FieldError[];
}

/**
 * Every failure becomes `{ code, message, errors? }`. Client mistakes get their 4xx and an Arabic
 * message; anything unexpected is logged in full and answered as a bare 500.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      if (error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return send(reply, error.statusCode, {
        code: error.code,
        message: error.message,
        errors: error.errors,
      });
    }

    if (error.validation) {
      const errors = error.validation.map((issue) => ({
        field: String((issue.params as { field?: unknown }).field ?? issue.instancePath),
        message: issue.message ?? messageFor('VALIDATION_FAILED'),
      }));
      return send(reply, 400, { code: 'VALIDATION_FAILED', message: summary(errors), errors });
    }

    const code = (error.code && FRAMEWORK_CODES[error.code]) || undefined;
    const status = error.statusCode ?? 500;
    if (code) return send(reply, statusOf(code, status), answer(code));
    if (status >= 400 && status < 500) {
      return send(reply, status, answer(STATUS_CODES[status] ?? 'BAD_REQUEST'));
    }

    // The database being away is not the request's fault: say when to come back.
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(reply, 503, answer('SERVICE_UNAVAILABLE'));
    }

    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, answer('INTERNAL'));
  });

  app.setNotFoundHandler((_request, reply) => send(reply, 404, answer('ROUTE_NOT_FOUND')));
}

function statusOf(code: ErrorCode, fallback: number): number {
  return new AppError(code).statusCode || fallback;
}

/** The catalogue's own answer for a code. */
export function answer(code: ErrorCode): ErrorBody {
  return { code, message: messageFor(code) };
}

function send(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  const payload: ErrorBody = { code: body.code, message: body.message };
  if (body.errors && body.errors.length > 0) payload.errors = body.errors;
  return reply.code(status).type('application/json; charset=utf-8').send(payload);
}

/** The toast shows `message`: the field's own message when there is one problem. */
function summary(errors: FieldError[]): string {
  if (errors.length === 1 && errors[0]) return errors[0].message;
  return messageFor('VALIDATION_FAILED');
}
