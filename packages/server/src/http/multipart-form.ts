import { BROKEN_FORM_MESSAGE } from '@flowers/domain';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

export const UPLOAD_FILE_PREFIX = 'flowers-upload-';

export interface MultipartForm {
  fields: Record<string, string>;
  files: { field: string; path: string }[];
}

const isClientError = (error: unknown): boolean => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/** Over when answered and the response closed: a sender who left may still have photos in work. */
interface Upload {
  paths: string[];
  answered: boolean;
  closed: boolean;
  onEnd: (() => void)[];
}

const uploads = new WeakMap<FastifyRequest, Upload>();

const isMultipart = (request: FastifyRequest) =>
  request.headers['content-type']?.toLowerCase().startsWith('multipart/form-data') === true;

async function removeFiles(request: FastifyRequest): Promise<void> {
  const upload = uploads.get(request);
  if (upload === undefined) return;
  const paths = upload.paths.splice(0);
  const results = await Promise.allSettled(paths.map((file) => rm(file, { force: true })));
  for (const result of results) {
    if (result.status === 'rejected') {
      request.log.warn({ err: result.reason as unknown }, 'upload file not removed');
    }
  }
}

function settle(upload: Upload): void {
  if (upload.answered && upload.closed) for (const end of upload.onEnd.splice(0)) end();
}

export function registerUploadFiles(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isMultipart(request)) return;
    const upload: Upload = {
      paths: [],
      answered: false,
      closed: false,
      onEnd: [() => void removeFiles(request)],
    };
    uploads.set(request, upload);
    // 'close' comes once however the response ends, a client that went away included.
    reply.raw.once('close', () => {
      upload.closed = true;
      if (!upload.answered) {
        request.log.debug('sender left before the answer: its files go once the request is over');
      }
      settle(upload);
    });
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    const upload = uploads.get(request);
    if (upload !== undefined) {
      upload.answered = true;
      settle(upload);
    }
    return payload;
  });
}

export function whenUploadEnds(request: FastifyRequest, end: () => void): void {
  const upload = uploads.get(request);
  if (upload === undefined) throw new Error('registerUploadFiles was not registered');
  upload.onEnd.push(end);
}

async function spool(request: FastifyRequest, file: NodeJS.ReadableStream): Promise<string | null> {
  const upload = uploads.get(request);
  if (upload === undefined) throw new Error('registerUploadFiles was not registered');
  const target = path.join(tmpdir(), `${UPLOAD_FILE_PREFIX}${randomUUID()}`);
  upload.paths.push(target);
  const stream = createWriteStream(target);
  await pipeline(file, stream);
  return stream.bytesWritten > 0 ? target : null;
}

// busboy throws plain Errors for a broken body, the sender's fault: 400. Refused files are
// drained, as an unread stream stalls.
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
    await removeFiles(request);
    if (isClientError(error)) throw error;
    throw new AppError('validation', BROKEN_FORM_MESSAGE);
  }
  return form;
}
