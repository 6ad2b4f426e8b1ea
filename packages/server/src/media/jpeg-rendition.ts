import type { MediaStorage } from './media-storage.ts';

/** InlineQueryResultPhoto: "Photo must be in JPEG format"; our photos are WebP. */
export const JPEG_RENDITION_PREFIX = '/api/photos/ads/';

const AD_PHOTO_KEY = /(?:^|\/)ads\/([a-z0-9-]+)\.webp$/;
const JPEG_QUALITY = 85;

export function jpegRenditionPath(photoUrl: string): string {
  const name = AD_PHOTO_KEY.exec(new URL(photoUrl, 'http://x').pathname)?.[1];
  return name === undefined ? photoUrl : `${JPEG_RENDITION_PREFIX}${name}.jpg`;
}

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
