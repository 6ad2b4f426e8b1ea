import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

// Below this a compressed body saves less than its headers and CPU cost.
export const COMPRESS_MIN_BYTES = 1_024;

/** zstd is left out: @fastify/compress would prefer it on Node >= 22.15 only. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: COMPRESS_MIN_BYTES });
}
