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

/** WebP bytes at every width, with the upright size of the source. */
export interface EncodedPhoto {
  webps: Record<PhotoVariant, Buffer>;
  width: number;
  height: number;
}

const WEBP_QUALITY = 80;

/**
 * The gallery width straight from the source: a JPEG is then decoded already shrunk (libjpeg
 * shrink-on-load) instead of as 12 MP of raw pixels. The card is made from the gallery's
 * WebP, a few hundred kB decoded in milliseconds, instead of decoding the source a second time:
 * a 4 MB camera JPEG costs its entropy decoding at every scale, and that second decode was
 * about a tenth of a photo's CPU. `.rotate()` applies EXIF orientation before sharp drops all
 * metadata (GPS included); WebP output converts an embedded ICC profile to sRGB, so the card
 * starts from upright sRGB pixels. Raw-pixel sources (HEIC, BMP) carry no EXIF, so rotating
 * them is a no-op.
 */
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

/** Stores every encoded width; a failure leaves no variant behind. */
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

/** Encodes a decodable image into WebP at every width and stores them. */
export async function storePhotoVariants(
  storage: MediaStorage,
  prefix: string,
  input: Sharp,
): Promise<StoredPhoto> {
  return storeEncodedVariants(storage, prefix, await encodePhotoVariants(input));
}
