import { randomUUID } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import type { MediaStorage } from './media-storage.ts';

/** Widths in pixels: a card in the catalogue grid, and the full gallery view. */
export const PHOTO_WIDTHS = { card: 480, gallery: 1280 } as const;
export type PhotoVariant = keyof typeof PHOTO_WIDTHS;

export interface StoredPhoto {
  variants: Record<PhotoVariant, string>;
  width: number;
  height: number;
}

const WEBP_QUALITY = 80;

/**
 * Encodes a decoded or decodable image into WebP at every width and stores them.
 * `.rotate()` applies EXIF orientation before sharp drops all metadata (GPS included).
 */
export async function storePhotoVariants(
  storage: MediaStorage,
  prefix: string,
  input: Sharp,
): Promise<StoredPhoto> {
  // Decoded once to raw pixels; every width is resized from them.
  const { data: pixels, info } = await input.rotate().raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
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
  return { variants, width: info.width, height: info.height };
}
