import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, fieldError } from '../errors.js';
import type { Contract } from '../openapi/contract.js';
import type { FormBody, OperationId } from '../openapi/operation-types.js';
import { compileRequestValidator, createAjv } from '../openapi/validation.js';

/** What @fastify/multipart is registered with: one image of at most 2 MB and a few text fields. */
export const MULTIPART_LIMITS = {
  fileSize: 2 * 1024 * 1024,
  files: 1,
  fields: 20,
  fieldSize: 64 * 1024,
  parts: 21,
} as const;

/**
 * Lets the routes of `app`'s context (a route plugin's) read multipart forms. Only the two
 * operations that take a form need it: registered for every route, @fastify/multipart also
 * hooks every request and response (to remove the temporary files of an interrupted upload),
 * and that hook kept each open notification stream's request and reply alive for its life.
 */
export async function acceptMultipartForms(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { ...MULTIPART_LIMITS } });
}

/** The text fields and framing next to one image stay far below this. */
const FORM_OVERHEAD_BYTES = 256 * 1024;

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
}

/**
 * Reads a multipart form into text fields and in-memory files (within `MULTIPART_LIMITS`). Only
 * the named file fields are accepted; an empty file input (nothing chosen: no file name, no
 * bytes) counts as absent, while a chosen file of zero bytes is refused.
 *
 * An oversized upload is answered 413 as soon as it is known to be one: at once when its declared
 * length says so, otherwise when the file passes 2 MB. The rest of the body is then read and
 * thrown away (as Fastify does for JSON bodies over their limit), never held in memory, so the
 * client still receives the answer on its connection.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  fileFields: readonly string[],
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  if (declaredLength(request) > MULTIPART_LIMITS.fileSize + FORM_OVERHEAD_BYTES) {
    throw new AppError('FILE_TOO_LARGE');
  }
  const form: MultipartForm = { fields: {}, files: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!fileFields.includes(part.fieldname)) {
          part.file.resume();
          throw fieldError(part.fieldname, `الحقل ${part.fieldname}: لا يقبل ملفًا`);
        }
        const bytes = await readFilePart(part.file);
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
    discardRestOfBody(request);
    // Framework limit errors carry their status; a broken body from the parser does not, and is
    // still the client's fault.
    if (error instanceof AppError || hasStatus(error)) throw error;
    throw new AppError('BAD_REQUEST', { message: 'تعذر قراءة النموذج المرسل', cause: error });
  }
  return form;
}

function declaredLength(request: FastifyRequest): number {
  const length = Number(request.headers['content-length']);
  return Number.isFinite(length) ? length : 0;
}

/**
 * A file part's bytes. Unlike the plugin's `toBuffer`, which reads a too-large part to its end
 * before failing, this fails the moment the part passes the size limit.
 */
function readFilePart(file: Readable & { truncated?: boolean }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const tooLarge = () => {
      file.destroy();
      reject(new AppError('FILE_TOO_LARGE'));
    };
    file.on('data', (chunk: Buffer) => chunks.push(chunk));
    file.once('limit', tooLarge);
    file.once('error', reject);
    file.once('end', () => (file.truncated ? tooLarge() : resolve(Buffer.concat(chunks))));
  });
}

function discardRestOfBody(request: FastifyRequest): void {
  if (request.raw.readableEnded) return;
  request.raw.unpipe();
  request.raw.resume();
}

function hasStatus(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * A reader for one operation's multipart body: the text fields are validated against the
 * operation's `multipart/form-data` schema from the contract, like JSON bodies are, and handed
 * over with the files as that operation's form. With `ignoreEmptyFields` (edit forms), a field
 * sent empty counts as not sent.
 */
export function multipartFormReader<Id extends OperationId>(
  contract: Contract,
  operationId: Id,
  fileFields: readonly (keyof FormBody<Id> & string)[],
  options: { ignoreEmptyFields?: boolean } = {},
): (request: FastifyRequest) => Promise<FormBody<Id>> {
  const schema = contract.requestSchema(contract.operation(operationId), 'multipart/form-data');
  if (!schema) throw new Error(`${operationId} has no multipart/form-data body in the contract`);
  const validate = compileRequestValidator(
    createAjv({ coerceTypes: false, checkSchemas: false }),
    schema,
  );
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
    // A text part named like a file field never stands in for the file.
    const files = Object.fromEntries(fileFields.map((name) => [name, form.files[name]]));
    // The fields have just passed the schema the form's type is generated from.
    return { ...fields, ...files } as FormBody<Id>;
  };
}
