import { randomUUID } from 'node:crypto';
import sharp, { type Raw, type Sharp } from 'sharp';
import type { MediaStorage } from './media-storage.ts';

/** Widths in pixels: a card in the catalogue grid, and the full gallery view. */
export const PHOTO_WIDTHS = { card: 480, gallery: 1280 } as const;
export type PhotoVariant = keyof typeof PHOTO_WIDTHS;

export interface StoredPhoto {
  variants: Record<PhotoVariant, string>;
  width: number;
  height: number;
}

/** Upright sRGB pixels, 8 bits per channel, with no metadata left. */
export interface DecodedPhoto {
  pixels: Buffer;
  raw: Raw;
}

const WEBP_QUALITY = 80;

/**
 * Decodes once to raw pixels. `.rotate()` applies EXIF orientation before sharp drops all
 * metadata (GPS included); raw output also converts an embedded ICC profile to sRGB.
 */
export async function decodeUpright(input: Sharp): Promise<DecodedPhoto> {
  const { data, info } = await input.rotate().raw().toBuffer({ resolveWithObject: true });
  return { pixels: data, raw: { width: info.width, height: info.height, channels: info.channels } };
}

/** Encodes WebP at every width and stores them; a failure leaves no variant behind. */
export async function storeDecodedVariants(
  storage: MediaStorage,
  prefix: string,
  { pixels, raw }: DecodedPhoto,
): Promise<StoredPhoto> {
  const id = randomUUID();
  const variants = {} as Record<PhotoVariant, string>;
  const written: string[] = [];
  try {
    for (const [name, width] of Object.entries(PHOTO_WIDTHS) as [PhotoVariant, number][]) {
      const webp = await sharp(pixels, { raw })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      const key = `${prefix}/${id}-${width}.webp`;
      await storage.put(key, webp, 'image/webp');
      written.push(key);
      variants[name] = key;
    }
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.remove(key)));
    throw error;
  }
  return { variants, width: raw.width, height: raw.height };
}

/** Encodes a decodable image into WebP at every width and stores them. */
export async function storePhotoVariants(
  storage: MediaStorage,
  prefix: string,
  input: Sharp,
): Promise<StoredPhoto> {
  return storeDecodedVariants(storage, prefix, await decodeUpright(input));
}
