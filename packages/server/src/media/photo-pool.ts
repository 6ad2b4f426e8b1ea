import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { AppError } from '../http/app-error.ts';
import { BACKGROUND_NICENESS } from './background-threads.ts';
import type { PhotoTask, PhotoTaskResult } from './photo-worker.ts';
import type { PhotoSource } from './photo-encoding.ts';
import type { EncodedPhoto } from './photo-variants.ts';

// In the production bundle dist/main.js sits beside dist/photo-worker.js.
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(
  FROM_SOURCE ? './photo-worker.ts' : './photo-worker.js',
  import.meta.url,
);
// A thread holds tens of MB (its heap, the HEIC decoder's wasm).
const IDLE_THREAD_MS = 30_000;

export interface PhotoPool {
  readonly threads: number;
  encode(source: PhotoSource): Promise<EncodedPhoto>;
  close(): Promise<void>;
}

function movable(bytes: Buffer): ArrayBuffer[] {
  const { buffer } = bytes;
  const whole = bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength;
  return whole && buffer instanceof ArrayBuffer ? [buffer] : [];
}

const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** HEIC decoding takes up to a second of CPU, which would stall every request on the main thread. */
export function createPhotoPool(options: { threads?: number } = {}): PhotoPool {
  const threads = options.threads ?? availableParallelism();
  const pool = new Piscina<PhotoTask, PhotoTaskResult>({
    filename: WORKER_URL.href,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: IDLE_THREAD_MS,
    // Linux only: requests go before uploads (libvips' workers: lowerBackgroundThreads).
    niceIncrement: BACKGROUND_NICENESS,
    // Node 20 loads no TypeScript by itself.
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
