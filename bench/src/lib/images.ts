import sharp, { type Sharp } from 'sharp';
import { bouquetImage } from '@flowers/server/testing/in-process';

// So every run uploads the same bytes.
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

/** Flat synthetic pictures compress far better than photos. */
function addNoise(pixels: Buffer, amplitude: number, seed: number): void {
  const next = random(seed);
  for (let i = 0; i < pixels.length; i += 1) {
    const value = (pixels[i] ?? 0) + (next() - 0.5) * 2 * amplitude;
    pixels[i] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
}

/** Stored sideways with EXIF orientation 6, as phones write portrait shots. */
export async function cameraJpeg(seed: number, width = 4000, height = 3000): Promise<Buffer> {
  const channels = 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * channels;
      const wave = Math.sin(x / 37 + seed) * Math.cos(y / 53) * 60;
      pixels[offset] = 150 + wave;
      pixels[offset + 1] = 90 + Math.sin((x + y) / 91) * 50;
      pixels[offset + 2] = 110 - wave / 2;
    }
  }
  addNoise(pixels, 18, seed + 1);
  return sharp(pixels, { raw: { width, height, channels } })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export async function catalogueBouquet(seed: number, size = 1280): Promise<Sharp> {
  const { data, info } = await bouquetImage(seed, size)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  addNoise(data, 12, seed + 7);
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}
