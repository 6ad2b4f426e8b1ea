import { describe, expect, it } from 'vitest';
import { BmpError, decodeBmp, readBmpHeader } from './bmp-decode.ts';
import { bmpFile } from './test-images.ts';

const RED = [255, 0, 0];
const GREEN = [0, 255, 0];
const BLUE = [0, 0, 255];
const WHITE = [255, 255, 255];
const BLACK = [0, 0, 0];

/** BGR bytes of a 24-bit row. */
const bgr = (...pixels: number[][]) => pixels.flatMap(([r = 0, g = 0, b = 0]) => [b, g, r]);
const rgb = (...pixels: number[][]) => [...Buffer.from(pixels.flat())];

function refusal(bytes: Buffer): BmpError {
  try {
    decodeBmp(bytes);
  } catch (error) {
    if (error instanceof BmpError) return error;
    throw error;
  }
  throw new Error('the BMP was decoded');
}

describe('decodeBmp', () => {
  it('decodes a bottom-up 24-bit BMP whose rows are padded to 4 bytes', () => {
    const file = bmpFile({
      width: 3,
      height: 2,
      bitsPerPixel: 24,
      rows: [bgr(RED, GREEN, BLUE), bgr(WHITE, BLACK, RED)],
    });
    const image = decodeBmp(file);
    expect(image).toMatchObject({ width: 3, height: 2, channels: 3 });
    expect([...image.data]).toEqual(rgb(RED, GREEN, BLUE, WHITE, BLACK, RED));
  });

  it('decodes a top-down BMP, stored with a negative height', () => {
    const file = bmpFile({
      width: 1,
      height: 2,
      bitsPerPixel: 24,
      topDown: true,
      rows: [bgr(RED), bgr(BLUE)],
    });
    expect([...decodeBmp(file).data]).toEqual(rgb(RED, BLUE));
  });

  it('decodes a 1-bit palette BMP across byte boundaries', () => {
    const file = bmpFile({
      width: 10,
      height: 1,
      bitsPerPixel: 1,
      palette: [
        [0, 0, 0],
        [255, 255, 255],
      ],
      rows: [[0b10100000, 0b01000000]],
    });
    const on = WHITE;
    const off = BLACK;
    expect([...decodeBmp(file).data]).toEqual(rgb(on, off, on, off, off, off, off, off, off, on));
  });

  it('decodes a 4-bit palette BMP', () => {
    const file = bmpFile({
      width: 3,
      height: 1,
      bitsPerPixel: 4,
      palette: [
        [255, 0, 0],
        [0, 255, 0],
        [0, 0, 255],
      ],
      rows: [[0x21, 0x00]],
    });
    expect([...decodeBmp(file).data]).toEqual(rgb(BLUE, GREEN, RED));
  });

  it('draws black for 8-bit indexes past a short palette', () => {
    const file = bmpFile({
      width: 2,
      height: 1,
      bitsPerPixel: 8,
      palette: [[0, 255, 0]],
      rows: [[0, 200]],
    });
    expect([...decodeBmp(file).data]).toEqual(rgb(GREEN, BLACK));
  });

  it('decodes a 16-bit BMP as 5-5-5 when it declares no masks', () => {
    const file = bmpFile({
      width: 2,
      height: 1,
      bitsPerPixel: 16,
      rows: [[0x00, 0x7c, 0x1f, 0x00]],
    });
    expect([...decodeBmp(file).data]).toEqual(rgb(RED, BLUE));
  });

  it('decodes a 16-bit 5-6-5 BI_BITFIELDS BMP', () => {
    const file = bmpFile({
      width: 2,
      height: 1,
      bitsPerPixel: 16,
      compression: 3,
      masks: [0xf800, 0x07e0, 0x001f, 0],
      rows: [[0xe0, 0x07, 0x10, 0x84]],
    });
    // 0x8410: red 16/31, green 32/63, blue 16/31.
    expect([...decodeBmp(file).data]).toEqual(rgb(GREEN, [132, 130, 132]));
  });

  it('decodes a 32-bit BI_RGB BMP as opaque RGB, ignoring the spare byte', () => {
    const file = bmpFile({
      width: 1,
      height: 1,
      bitsPerPixel: 32,
      rows: [[0x10, 0x20, 0x30, 0x00]],
    });
    const image = decodeBmp(file);
    expect(image.channels).toBe(3);
    expect([...image.data]).toEqual([0x30, 0x20, 0x10]);
  });

  it('decodes a 32-bit BI_BITFIELDS BMP with an alpha mask as RGBA', () => {
    const file = bmpFile({
      width: 2,
      height: 1,
      bitsPerPixel: 32,
      compression: 3,
      headerBytes: 124,
      masks: [0x00ff0000, 0x0000ff00, 0x000000ff, 0xff000000],
      rows: [[0x00, 0x00, 0xff, 0x80, 0xff, 0x00, 0x00, 0xff]],
    });
    const image = decodeBmp(file);
    expect(image.channels).toBe(4);
    expect([...image.data]).toEqual([255, 0, 0, 128, 0, 0, 255, 255]);
  });

  it('draws a BMP whose alpha is zero everywhere as opaque', () => {
    const file = bmpFile({
      width: 1,
      height: 1,
      bitsPerPixel: 32,
      compression: 3,
      headerBytes: 108,
      masks: [0x00ff0000, 0x0000ff00, 0x000000ff, 0xff000000],
      rows: [[0xff, 0x00, 0x00, 0x00]],
    });
    expect([...decodeBmp(file).data]).toEqual([0, 0, 255, 255]);
  });

  it('decodes an OS/2 BMP with a 12-byte header and a 3-byte palette', () => {
    const file = bmpFile({
      width: 2,
      height: 1,
      bitsPerPixel: 8,
      headerBytes: 12,
      palette: [
        [255, 0, 0],
        [0, 0, 255],
      ],
      rows: [[1, 0]],
    });
    expect([...decodeBmp(file).data]).toEqual(rgb(BLUE, RED));
  });

  it('refuses RLE8 compression as unsupported', () => {
    const file = bmpFile({ width: 1, height: 1, bitsPerPixel: 8, compression: 1, rows: [] });
    expect(refusal(file).kind).toBe('unsupported');
  });

  it('refuses a BMP whose pixel data is cut short as corrupt', () => {
    const file = bmpFile({ width: 4, height: 4, bitsPerPixel: 24, rows: [] });
    expect(refusal(file.subarray(0, file.length - 1)).kind).toBe('corrupt');
  });

  it('refuses bytes that do not start with «BM» as corrupt', () => {
    expect(refusal(Buffer.from('GIF89a, not a bitmap at all')).kind).toBe('corrupt');
  });
});

describe('readBmpHeader', () => {
  it('reads the size without needing the pixels, so oversized images are refused early', () => {
    const file = bmpFile({ width: 20_000, height: 20_000, bitsPerPixel: 1, rows: [] });
    const headerOnly = file.subarray(0, 14 + 40 + 8);
    expect(readBmpHeader(headerOnly)).toMatchObject({ width: 20_000, height: 20_000 });
  });
});
