// A thread of the photo pool (photo-pool.ts): decoding and encoding happen here, never on the
// thread that answers requests.
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import sharp from 'sharp';
import { AppError, type AppErrorCode } from '../http/app-error.ts';
import { encodePhoto } from './photo-encoding.ts';
import type { PhotoVariant } from './photo-variants.ts';

export interface PhotoTask {
  /** The photo's bytes, or the path of the file holding them. */
  source: Uint8Array | string;
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

// A photo leaves megabytes outside this thread's small JavaScript heap (its bytes, libvips'
// buffers behind them) that V8 would collect only after some 64 MB of such garbage: held for
// good as resident memory by the server. A full collection of this heap takes milliseconds,
// against hundreds for a photo.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

export default async function encodeInThread({ source }: PhotoTask): Promise<PhotoTaskResult> {
  try {
    const photo = await encodePhoto(
      typeof source === 'string'
        ? source
        : Buffer.from(source.buffer, source.byteOffset, source.byteLength),
    );
    return { ok: true, ...photo };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { ok: false, code: error.code, message: error.message };
  } finally {
    setImmediate(collectGarbage);
  }
}
