import { randomUUID } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import type { MediaStorage } from './media-storage.ts';

export const PHOTO_WIDTHS = { card: 480, gallery: 1280 } as const;
export type PhotoVariant = keyof typeof PHOTO_WIDTHS;

export interface StoredPhoto {
  variants: Record<PhotoVariant, string>;
  width: number;
  height: number;
}

export interface EncodedPhoto {
  webps: Record<PhotoVariant, Buffer>;
  width: number;
  height: number;
}

const WEBP_QUALITY = 80;

// From the gallery's WebP, not the source: a second camera-JPEG decode was a tenth of the CPU.
// `.rotate()` applies EXIF before sharp drops all metadata.
export async function encodePhotoVariants(input: Sharp): Promise<EncodedPhoto> {
  const { autoOrient } = await input.metadata();
  const gallery = await input
    .clone()
    .rotate()
    .resize({ width: PHOTO_WIDTHS.gallery, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
  const card = await sharp(gallery)
    .resize({ width: PHOTO_WIDTHS.card, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
  return { webps: { card, gallery }, width: autoOrient.width, height: autoOrient.height };
}

export async function storeEncodedVariants(
  storage: MediaStorage,
  prefix: string,
  { webps, width, height }: EncodedPhoto,
): Promise<StoredPhoto> {
  const id = randomUUID();
  const variants = {} as Record<PhotoVariant, string>;
  const written: string[] = [];
  try {
    for (const name of Object.keys(PHOTO_WIDTHS) as PhotoVariant[]) {
      const key = `${prefix}/${id}-${PHOTO_WIDTHS[name]}.webp`;
      await storage.put(key, webps[name], 'image/webp');
      written.push(key);
      variants[name] = key;
    }
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.remove(key)));
    throw error;
  }
  return { variants, width, height };
}

export async function storePhotoVariants(
  storage: MediaStorage,
  prefix: string,
  input: Sharp,
): Promise<StoredPhoto> {
  return storeEncodedVariants(storage, prefix, await encodePhotoVariants(input));
}
