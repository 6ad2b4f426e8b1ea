import { stat } from 'node:fs/promises';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '@flowers/domain';
import { AppError } from '../http/app-error.ts';
import type { MediaStorage } from './media-storage.ts';
import type { PhotoSource } from './photo-encoding.ts';
import { storeEncodedVariants, type EncodedPhoto, type StoredPhoto } from './photo-variants.ts';

export interface PhotoIngestDeps {
  storage: MediaStorage;
  encode: (source: PhotoSource) => Promise<EncodedPhoto>;
}

export async function ingestPhoto(
  { storage, encode }: PhotoIngestDeps,
  prefix: string,
  source: PhotoSource,
): Promise<StoredPhoto> {
  const size = typeof source === 'string' ? (await stat(source)).size : source.length;
  if (size > PHOTO_MAX_BYTES) throw new AppError('too_large', PHOTO_MESSAGES.tooLarge);
  return storeEncodedVariants(storage, prefix, await encode(source));
}
