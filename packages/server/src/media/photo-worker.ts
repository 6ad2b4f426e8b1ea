// Decoding never happens on the thread that answers requests.
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { AppError, type AppErrorCode } from '../http/app-error.ts';
import { encodePhoto } from './photo-encoding.ts';
import type { PhotoVariant } from './photo-variants.ts';

export interface PhotoTask {
  source: Uint8Array | string;
}

export type PhotoTaskResult =
  | { ok: true; webps: Record<PhotoVariant, Uint8Array>; width: number; height: number }
  | { ok: false; code: AppErrorCode; message: string };

// V8 would collect the megabytes a photo leaves outside this small heap only after ~64 MB.
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
