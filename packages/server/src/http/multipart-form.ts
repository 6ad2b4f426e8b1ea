import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

export const BROKEN_FORM = 'Форма повреждена или передана не полностью. Отправьте её ещё раз.';

export interface MultipartForm {
  fields: Record<string, string>;
  files: { field: string; bytes: Buffer }[];
}

const isClientError = (error: unknown): boolean => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/**
 * The whole multipart form, read to the end. A body without a boundary or cut off before the
 * closing one makes busboy throw plain Errors, which would otherwise go out as 500; they are
 * the sender's fault, so they become 400. Files of fields `keepFile` refuses are drained
 * unread (an unread stream would stall the request); empty files are left out.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: { keepFile: (field: string) => boolean; maxFiles?: number },
): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {}, files: [] };
  const limits = options.maxFiles === undefined ? {} : { files: options.maxFiles };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        if (!options.keepFile(part.fieldname)) {
          for await (const chunk of part.file) void chunk;
          continue;
        }
        const bytes = await part.toBuffer();
        if (bytes.length > 0) form.files.push({ field: part.fieldname, bytes });
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // Limits (file size, count) and a wrong content type already carry their own 4xx.
    if (isClientError(error)) throw error;
    throw new AppError('validation', BROKEN_FORM);
  }
  return form;
}
