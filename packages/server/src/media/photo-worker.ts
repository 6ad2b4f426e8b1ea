// A thread of the photo pool (photo-pool.ts): decoding and encoding happen here, never on the
// thread that answers requests.
import sharp from 'sharp';
import { AppError, type AppErrorCode } from '../http/app-error.ts';
import { encodePhoto } from './photo-encoding.ts';
import type { PhotoVariant } from './photo-variants.ts';

export interface PhotoTask {
  bytes: Uint8Array;
}

/** Structured clone keeps no class: WebP bytes arrive as Uint8Array, an AppError as its parts. */
export type PhotoTaskResult =
  | { ok: true; webps: Record<PhotoVariant, Uint8Array>; width: number; height: number }
  | { ok: false; code: AppErrorCode; message: string };

// Every upload is a new image: libvips' cache of decoded ones would only hold memory.
sharp.cache(false);
// The pool already runs one photo per core; more libvips threads would contend for the same
// cores and each hold its own buffers. The setting is process-wide.
sharp.concurrency(1);

export default async function encodeInThread({ bytes }: PhotoTask): Promise<PhotoTaskResult> {
  try {
    const photo = await encodePhoto(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return { ok: true, ...photo };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { ok: false, code: error.code, message: error.message };
  }
}
