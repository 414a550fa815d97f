import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from '../errors.js';
import type { Contract } from '../openapi/contract.js';
import { compileRequestValidator, createAjv } from '../openapi/validation.js';

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
}

/**
 * Reads a multipart form into text fields and in-memory files (limits are set where
 * @fastify/multipart is registered: 2 MB per file, few fields). Only the named file fields are
 * accepted; an empty file input (nothing chosen: no file name, no bytes) counts as absent, while a
 * chosen file of zero bytes is refused.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  fileFields: readonly string[],
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const form: MultipartForm = { fields: {}, files: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!fileFields.includes(part.fieldname)) {
          part.file.resume();
          throw fieldError(part.fieldname, `الحقل ${part.fieldname}: لا يقبل ملفًا`);
        }
        const bytes = await part.toBuffer();
        if (bytes.length > 0) form.files[part.fieldname] = bytes;
        else if (part.filename) throw new AppError('EMPTY_IMAGE');
      } else {
        if (part.fieldname in form.fields) {
          throw fieldError(part.fieldname, `الحقل ${part.fieldname}: أُرسل أكثر من مرة`);
        }
        form.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    // Framework limit errors carry their status; a broken body from the parser does not, and is
    // still the client's fault.
    if (error instanceof AppError || hasStatus(error)) throw error;
    throw new AppError('BAD_REQUEST', { message: 'تعذر قراءة النموذج المرسل', cause: error });
  }
  return form;
}

function hasStatus(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

export interface ValidatedForm {
  /** Text fields, checked against the contract (a JSON-text phone is already an object). */
  fields: Record<string, unknown>;
  files: Record<string, Buffer>;
}

/**
 * A reader for one operation's multipart body: the text fields are validated against the
 * operation's `multipart/form-data` schema from the contract, like JSON bodies are. With
 * `ignoreEmptyFields` (edit forms), a field sent empty counts as not sent.
 */
export function multipartFormReader(
  contract: Contract,
  operationId: string,
  fileFields: readonly string[],
  options: { ignoreEmptyFields?: boolean } = {},
): (request: FastifyRequest) => Promise<ValidatedForm> {
  const schema = contract.requestSchema(contract.operation(operationId), 'multipart/form-data');
  if (!schema) throw new Error(`${operationId} has no multipart/form-data body in the contract`);
  const validate = compileRequestValidator(createAjv({ coerceTypes: false }), schema);
  return async (request) => {
    const form = await readMultipartForm(request, fileFields);
    const fields: Record<string, unknown> = Object.fromEntries(
      Object.entries(form.fields).filter(([, value]) => !options.ignoreEmptyFields || value !== ''),
    );
    const checked = validate(fields);
    if (!checked.ok) {
      throw new AppError('VALIDATION_FAILED', {
        message: checked.errors.length === 1 ? checked.errors[0]?.message : undefined,
        errors: checked.errors,
      });
    }
    return { fields, files: form.files };
  };
}
