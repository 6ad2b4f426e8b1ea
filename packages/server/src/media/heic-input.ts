import sharp, { type Metadata, type Sharp } from 'sharp';
import { withIccProfile } from './png-icc.ts';

/**
 * Opens an HEVC-coded HEIC (iPhone photos), which prebuilt libvips cannot decode, through
 * libheif's WebAssembly build. libheif applies the 'irot'/'imir' boxes, so its pixels are
 * already upright; the EXIF orientation that iPhones also write must not be applied again,
 * and raw pixels carry no EXIF for sharp to apply.
 *
 * `meta` is sharp's reading of the same bytes: the caller has checked its size against the
 * pixel limit, which the wasm decoder does not have.
 */
export async function openHeic(bytes: Buffer, meta: Metadata): Promise<Sharp> {
  // Loaded on first use: compiling the wasm module takes about 0.1 s and tens of MB.
  const { default: decodeHeic } = await import('heic-decode');
  const images = await decodeHeic.all({ buffer: bytes });
  try {
    // Both libraries list the top-level images in file order; the primary one is the photo.
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
