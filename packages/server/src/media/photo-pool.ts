import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { AppError } from '../http/app-error.ts';
import { BACKGROUND_NICENESS } from './background-threads.ts';
import type { PhotoTask, PhotoTaskResult } from './photo-worker.ts';
import { encodePhoto, isDecodedInJavaScript, type PhotoSource } from './photo-encoding.ts';
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
  /** How many photos are encoded at once. */
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

function createLimit(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < size) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next === undefined) running -= 1;
      else next();
    }
  };
}

/**
 * One photo per core at once. JPEG, PNG, WebP and the rest go straight to libvips, which
 * decodes on libuv's threads (nice 10, like the pool's); only BMP and HEIC, decoded in
 * JavaScript, need a thread of their own, which would otherwise cost its heap on every upload.
 */
export function createPhotoPool(options: { threads?: number } = {}): PhotoPool {
  const threads = options.threads ?? availableParallelism();
  const limit = createLimit(threads);
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

  async function inThread(source: PhotoSource): Promise<EncodedPhoto> {
    const transferList = typeof source === 'string' ? [] : movable(source);
    const result = await pool.run({ source }, { transferList });
    if (!result.ok) throw new AppError(result.code, result.message);
    const { card, gallery } = result.webps;
    return {
      webps: { card: asBuffer(card), gallery: asBuffer(gallery) },
      width: result.width,
      height: result.height,
    };
  }

  return {
    threads,
    encode: (source) =>
      limit(async () =>
        (await isDecodedInJavaScript(source)) ? inThread(source) : encodePhoto(source),
      ),
    close: () => pool.close(),
  };
}
