import type { MediaStorage } from './media-storage.ts';

/**
 * Telegram takes an inline result's photo only as JPEG (InlineQueryResultPhoto: "Photo must be
 * in JPEG format"), and a photo sent by URL is safest as one; our photos are WebP. A bouquet's
 * photo is then given to Telegram as a JPEG rendition at this path, made on first request.
 */
export const JPEG_RENDITION_PREFIX = '/api/photos/ads/';

const AD_PHOTO_KEY = /(?:^|\/)ads\/([a-z0-9-]+)\.webp$/;
const JPEG_QUALITY = 85;

/**
 * The JPEG rendition's path (on PUBLIC_URL) of a bouquet photo's public address; any other
 * address as it is.
 */
export function jpegRenditionPath(photoUrl: string): string {
  const name = AD_PHOTO_KEY.exec(new URL(photoUrl, 'http://x').pathname)?.[1];
  return name === undefined ? photoUrl : `${JPEG_RENDITION_PREFIX}${name}.jpg`;
}

/**
 * The JPEG of a stored bouquet photo (`ads/<name>.webp`): kept beside it once made, so each is
 * encoded once (libvips runs it off the event loop). Null when there is no such photo.
 */
export async function jpegRendition(storage: MediaStorage, name: string): Promise<Buffer | null> {
  const jpegKey = `ads/${name}.jpg`;
  const kept = await storage.read(jpegKey);
  if (kept !== null) return kept;
  const webp = await storage.read(`ads/${name}.webp`);
  if (webp === null) return null;
  const { default: sharp } = await import('sharp');
  const jpeg = await sharp(webp)
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
  await storage.put(jpegKey, jpeg, 'image/jpeg');
  return jpeg;
}
