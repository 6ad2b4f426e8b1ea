import sharp, { type Metadata, type Sharp } from 'sharp';
import { withIccProfile } from './png-icc.ts';

// Prebuilt libvips cannot decode HEVC HEIC (iPhones). Its pixels are already upright (no EXIF
// rotation), and `meta` was checked against the pixel limit the wasm decoder lacks.
export async function openHeic(bytes: Buffer, meta: Metadata): Promise<Sharp> {
  // Loaded on first use: compiling the wasm takes about 0.1 s and tens of MB.
  const { default: decodeHeic } = await import('heic-decode');
  const images = await decodeHeic.all({ buffer: bytes });
  try {
    const primary = images[meta.pagePrimary ?? 0];
    if (primary === undefined || primary.width * primary.height !== meta.width * meta.height) {
      throw new Error('HEIC primary image differs from the checked one');
    }
    const { width, height, data } = await primary.decode();
    const rgba = sharp(data, { raw: { width, height, channels: 4 } });
    const pixels = meta.hasAlpha ? rgba : rgba.removeAlpha();
    if (meta.icc === undefined) return pixels;
    // iPhones tag photos Display P3; converting them to sRGB keeps reds and greens true.
    const png = await pixels.png({ compressionLevel: 0 }).toBuffer();
    return sharp(withIccProfile(png, meta.icc));
  } finally {
    images.dispose();
  }
}
