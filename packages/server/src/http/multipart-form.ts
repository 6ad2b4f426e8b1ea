import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

export const BROKEN_FORM = 'Форма повреждена или передана не полностью. Отправьте её ещё раз.';

/** Files are written here (the OS temp folder, read at each form) under this prefix. */
export const UPLOAD_FILE_PREFIX = 'flowers-upload-';

export interface MultipartForm {
  fields: Record<string, string>;
  /** Each kept file as the path of its copy on disk, removed once the response is over. */
  files: { field: string; path: string }[];
}

const isClientError = (error: unknown): boolean => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/**
 * Writes a file part to the temp folder; null for an empty file. The path goes into the
 * multipart plugin's own list first, which it empties once the response has been sent or the
 * client has gone.
 */
async function spool(request: FastifyRequest, file: NodeJS.ReadableStream): Promise<string | null> {
  const target = path.join(tmpdir(), `${UPLOAD_FILE_PREFIX}${randomUUID()}`);
  (request.tmpUploads ??= []).push(target);
  const stream = createWriteStream(target);
  await pipeline(file, stream);
  return stream.bytesWritten > 0 ? target : null;
}

/** Removes the files written so far, now rather than once the error's answer has been sent. */
async function discardFiles(request: FastifyRequest): Promise<void> {
  const files = request.tmpUploads ?? [];
  request.tmpUploads = [];
  await Promise.all(files.map((file) => rm(file, { force: true })));
}

/**
 * The whole multipart form, read to the end. Kept files go to disk rather than memory: a
 * 12 MP photo is megabytes, held on this thread until the photo pool reads it (the pool reads
 * the file itself). A body without a boundary or cut off before the closing one makes busboy
 * throw plain Errors, which would otherwise go out as 500; they are the sender's fault, so
 * they become 400. Files of fields `keepFile` refuses are drained unread (an unread stream
 * would stall the request); empty files are left out.
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
        const file = await spool(request, part.file);
        if (file !== null) form.files.push({ field: part.fieldname, path: file });
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    await discardFiles(request);
    // Limits (file size, count) and a wrong content type already carry their own 4xx.
    if (isClientError(error)) throw error;
    throw new AppError('validation', BROKEN_FORM);
  }
  return form;
}
