import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from '../errors.js';

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
}

/**
 * Reads a multipart form into text fields and in-memory files (limits are set where
 * @fastify/multipart is registered: 2 MB per file, few fields). Only the named file fields are
 * accepted; an empty file input (nothing chosen) counts as absent.
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
