import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { AppError } from '../http/app-error.ts';
import { BACKGROUND_NICENESS } from './background-threads.ts';
import type { PhotoTask, PhotoTaskResult } from './photo-worker.ts';
import type { PhotoSource } from './photo-encoding.ts';
import type { EncodedPhoto } from './photo-variants.ts';

// From source (tsx, tests) this module sits beside photo-worker.ts; in the production bundle
// dist/main.js sits beside dist/photo-worker.js (scripts/build-if-needed.mjs builds both).
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(
  FROM_SOURCE ? './photo-worker.ts' : './photo-worker.js',
  import.meta.url,
);
// A thread holds tens of MB (its heap, the HEIC decoder's wasm); one idle this long ends.
const IDLE_THREAD_MS = 30_000;

export interface PhotoPool {
  /** Threads at most, one photo each; uploads beyond them wait in the pool's queue. */
  readonly threads: number;
  /**
   * `encodePhoto` in a pool thread: the same result, the same AppErrors. Takes the bytes:
   * a buffer that fills its memory alone is empty afterwards. A path is read by the thread.
   */
  encode(source: PhotoSource): Promise<EncodedPhoto>;
  /** Finishes the photos in hand, then ends every thread. */
  close(): Promise<void>;
}

/**
 * The bytes moved to the thread rather than copied, when they fill their memory alone (an
 * upload does): no second copy waits here for this heap's collector. The caller's buffer is
 * then empty.
 */
function movable(bytes: Buffer): ArrayBuffer[] {
  const { buffer } = bytes;
  const whole = bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength;
  return whole && buffer instanceof ArrayBuffer ? [buffer] : [];
}

const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Photo decoding takes up to a second of CPU (HEIC in wasm); on the main thread it would stall
 * every other request for that long. The pool gives it threads, one per core by default.
 */
export function createPhotoPool(options: { threads?: number } = {}): PhotoPool {
  const threads = options.threads ?? availableParallelism();
  const pool = new Piscina<PhotoTask, PhotoTaskResult>({
    filename: WORKER_URL.href,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: IDLE_THREAD_MS,
    // Linux only: when uploads and requests contend for the cores, requests go first (a photo
    // waits a few milliseconds more). The pool's threads are created by the main thread, so
    // they start at its priority; libvips' workers are lowered by lowerBackgroundThreads.
    niceIncrement: BACKGROUND_NICENESS,
    // Node 20 loads no TypeScript by itself: the source worker needs tsx's loader.
    ...(FROM_SOURCE ? { execArgv: ['--import', 'tsx'] } : {}),
  });
  return {
    threads,
    async encode(source) {
      const transferList = typeof source === 'string' ? [] : movable(source);
      const result = await pool.run({ source }, { transferList });
      if (!result.ok) throw new AppError(result.code, result.message);
      const { card, gallery } = result.webps;
      return {
        webps: { card: asBuffer(card), gallery: asBuffer(gallery) },
        width: result.width,
        height: result.height,
      };
    },
    close: () => pool.close(),
  };
}
