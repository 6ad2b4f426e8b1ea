import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '@flowers/domain';
import heicDecode from 'heic-decode';
import sharp, { type Sharp } from 'sharp';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeBmp } from './bmp-decode.ts';
import type { MediaStorage } from './media-storage.ts';
import { encodePhoto, type PhotoSource } from './photo-encoding.ts';
import { ingestPhoto as ingest } from './photo-ingest.ts';
import type { StoredPhoto } from './photo-variants.ts';
import { bmpFile, pngBomb } from './test-images.ts';

// Pass-through spies: they prove that oversized images never reach a decoder.
vi.mock('./bmp-decode.ts', async (importOriginal) => {
  const original = await importOriginal<{ decodeBmp: typeof decodeBmp }>();
  return { ...original, decodeBmp: vi.fn(original.decodeBmp) };
});
vi.mock('heic-decode', async (importOriginal) => {
  const original = (await importOriginal<{ default: typeof heicDecode }>()).default;
  return { default: Object.assign(vi.fn(original), { all: vi.fn(original.all) }) };
});

const IPHONE_HEIC = new URL('./fixtures/iphone-portrait.heic', import.meta.url);
// The fixture's colours in sRGB (fixtures/README.md).
const ROSE = [220, 40, 60];
const BLUE = [40, 60, 200];
const GREEN = [40, 200, 60];
const RED = [255, 0, 0];
// Lossy WebP (and HEVC in the fixture) moves flat colours by a few levels.
const COLOUR_TOLERANCE = 8;

// Encoding in this process, so the spies above see every decoder call; photo-pool.test.ts
// runs the same work in the pool's threads.
const ingestPhoto = (storage: MediaStorage, prefix: string, photo: PhotoSource) =>
  ingest({ storage, encode: encodePhoto }, prefix, photo);

interface MemoryStorage extends MediaStorage {
  files: Map<string, Buffer>;
}

function memoryStorage(): MemoryStorage {
  const files = new Map<string, Buffer>();
  return {
    files,
    put: (key, data) => {
      files.set(key, data);
      return Promise.resolve();
    },
    remove: (key) => {
      files.delete(key);
      return Promise.resolve();
    },
    read: (key) => Promise.resolve(files.get(key) ?? null),
    publicUrl: (key) => `/media/${key}`,
    check: () => Promise.resolve(),
  };
}

function stored(storage: MemoryStorage, key: string): Buffer {
  const file = storage.files.get(key);
  if (file === undefined) throw new Error(`${key} was not stored`);
  return file;
}

async function pixelAt(image: Buffer, left: number, top: number): Promise<number[]> {
  const pixel = await sharp(image).extract({ left, top, width: 1, height: 1 }).raw().toBuffer();
  return [...pixel.subarray(0, 3)];
}

function expectColour(actual: number[], expected: number[]): void {
  actual.forEach((channel, index) => {
    expect(Math.abs(channel - (expected[index] ?? 0))).toBeLessThanOrEqual(COLOUR_TOLERANCE);
  });
}

function dominant([red = 0, green = 0, blue = 0]: number[]): 'red' | 'green' | 'blue' {
  if (red > green && red > blue) return 'red';
  return green > blue ? 'green' : 'blue';
}

function solid(width: number, height: number, [r = 0, g = 0, b = 0]: number[]) {
  return sharp({ create: { width, height, channels: 3, background: { r, g, b } } });
}

/** Left half red, right half blue. */
function halves(width: number, height: number) {
  return solid(width, height, RED).composite([
    {
      input: { create: { width: width / 2, height, channels: 3, background: 'blue' } },
      left: width / 2,
      top: 0,
    },
  ]);
}

async function phoneJpeg(): Promise<Buffer> {
  const sideways = await halves(64, 32).png().toBuffer();
  return sharp(sideways)
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 13' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '55/1 45/1 2088/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '37/1 37/1 228/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

async function ingestHeic(storage: MemoryStorage): Promise<StoredPhoto> {
  return ingestPhoto(storage, 'ads', await readFile(IPHONE_HEIC));
}

/** The GPSInfo IFD pointer, tag 0x8825, as libexif writes it (little-endian). */
const hasGpsIfd = (exif: Buffer | undefined) => exif?.includes(Buffer.from([0x25, 0x88])) === true;

const refusedWith = (code: string, message: string) => expect.objectContaining({ code, message });

beforeEach(() => {
  vi.clearAllMocks();
});

describe('ingestPhoto', () => {
  it('stores a JPEG as WebP card and gallery variants under the prefix', async () => {
    const storage = memoryStorage();
    const photo = await ingestPhoto(storage, 'ads', await solid(2000, 1000, RED).jpeg().toBuffer());

    expect(photo).toMatchObject({ width: 2000, height: 1000 });
    expect(photo.variants.card).toMatch(/^ads\/[\w-]+-480\.webp$/);
    expect(photo.variants.gallery).toMatch(/^ads\/[\w-]+-1280\.webp$/);
    const card = await sharp(stored(storage, photo.variants.card)).metadata();
    const gallery = await sharp(stored(storage, photo.variants.gallery)).metadata();
    expect([card.format, card.width, card.height]).toEqual(['webp', 480, 240]);
    expect([gallery.format, gallery.width, gallery.height]).toEqual(['webp', 1280, 640]);
  });

  it('resizes a JPEG straight from its bytes, never holding its full-size raw pixels', async () => {
    // A 12 MP phone photo as raw pixels is 36 MB, held while both widths are encoded.
    const raw = vi.spyOn(sharp.prototype, 'raw');
    try {
      const storage = memoryStorage();
      const photo = await ingestPhoto(storage, 'ads', await phoneJpeg());
      expect(photo).toMatchObject({ width: 32, height: 64 });
      expect(raw).not.toHaveBeenCalled();
    } finally {
      raw.mockRestore();
    }
  });

  it('turns a JPEG with EXIF orientation 6 upright', async () => {
    const storage = memoryStorage();
    const photo = await ingestPhoto(storage, 'ads', await phoneJpeg());

    expect(photo).toMatchObject({ width: 32, height: 64 });
    const gallery = stored(storage, photo.variants.gallery);
    expectColour(await pixelAt(gallery, 16, 8), RED);
    expectColour(await pixelAt(gallery, 16, 56), [0, 0, 255]);
  });

  it('strips EXIF, GPS included, from every stored variant', async () => {
    const storage = memoryStorage();
    const input = await phoneJpeg();
    expect(hasGpsIfd((await sharp(input).metadata()).exif)).toBe(true);

    await ingestPhoto(storage, 'ads', input);

    for (const file of storage.files.values()) {
      const meta = await sharp(file).metadata();
      expect([meta.exif, meta.xmp, meta.icc, meta.orientation]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
    }
  });

  it('converts a Display P3 photo to sRGB and stores no ICC profile', async () => {
    const storage = memoryStorage();
    const p3 = await solid(16, 16, ROSE).withIccProfile('p3').png().toBuffer();
    const photo = await ingestPhoto(storage, 'ads', p3);

    const gallery = stored(storage, photo.variants.gallery);
    expect((await sharp(gallery).metadata()).icc).toBeUndefined();
    expectColour(await pixelAt(gallery, 8, 8), ROSE);
  });

  it('decodes an iPhone HEIC upright, without applying its EXIF orientation a second time', async () => {
    const storage = memoryStorage();
    const photo = await ingestHeic(storage);

    expect(photo).toMatchObject({ width: 240, height: 320 });
    const gallery = stored(storage, photo.variants.gallery);
    expect(dominant(await pixelAt(gallery, 10, 10))).toBe('green');
    expect(dominant(await pixelAt(gallery, 160, 80))).toBe('red');
    expect(dominant(await pixelAt(gallery, 120, 280))).toBe('blue');
  });

  it('converts an iPhone HEIC from its Display P3 profile to sRGB', async () => {
    const storage = memoryStorage();
    const photo = await ingestHeic(storage);

    // Left in P3 they would read (97, 197, 81) and (202, 59, 66).
    const card = stored(storage, photo.variants.card);
    expectColour(await pixelAt(card, 10, 10), GREEN);
    expectColour(await pixelAt(card, 160, 80), ROSE);
  });

  it('stores an iPhone HEIC without its EXIF, GPS or ICC profile', async () => {
    const storage = memoryStorage();
    const input = await readFile(IPHONE_HEIC);
    expect((await sharp(input).metadata()).exif).toBeDefined();

    await ingestPhoto(storage, 'ads', input);

    for (const file of storage.files.values()) {
      const meta = await sharp(file).metadata();
      expect([meta.exif, meta.icc]).toEqual([undefined, undefined]);
    }
  });

  it.each([
    ['PNG', (image: Sharp) => image.png()],
    ['WebP', (image: Sharp) => image.webp()],
    ['GIF', (image: Sharp) => image.gif()],
    ['TIFF', (image: Sharp) => image.tiff()],
    ['AVIF', (image: Sharp) => image.avif()],
  ])('accepts a %s photo', async (_format, encode) => {
    const storage = memoryStorage();
    const photo = await ingestPhoto(storage, 'ads', await encode(solid(40, 30, ROSE)).toBuffer());

    expect(photo).toMatchObject({ width: 40, height: 30 });
    expect(storage.files.size).toBe(2);
  });

  it('stores the first frame of an animated GIF', async () => {
    const storage = memoryStorage();
    const frames = Buffer.concat([
      await solid(8, 8, RED).raw().toBuffer(),
      await solid(8, 8, [0, 0, 255]).raw().toBuffer(),
    ]);
    const gif = await sharp(frames, { raw: { width: 8, height: 16, channels: 3, pageHeight: 8 } })
      .gif()
      .toBuffer();
    const photo = await ingestPhoto(storage, 'ads', gif);

    expect(photo).toMatchObject({ width: 8, height: 8 });
    expectColour(await pixelAt(stored(storage, photo.variants.card), 4, 4), RED);
  });

  it('decodes a BMP photo', async () => {
    const storage = memoryStorage();
    const bgr = ([r = 0, g = 0, b = 0]: number[]) => [b, g, r];
    const row = [...Array<number[]>(8).fill(bgr(ROSE)), ...Array<number[]>(8).fill(bgr(BLUE))];
    const bmp = bmpFile({
      width: 16,
      height: 8,
      bitsPerPixel: 24,
      rows: Array(8).fill(row.flat()),
    });
    const photo = await ingestPhoto(storage, 'ads', bmp);

    expect(photo).toMatchObject({ width: 16, height: 8 });
    const card = stored(storage, photo.variants.card);
    expectColour(await pixelAt(card, 2, 4), ROSE);
    expectColour(await pixelAt(card, 13, 4), BLUE);
  });

  it.each([
    ['a text file named photo.jpg', Buffer.from('just some text, named photo.jpg by its sender')],
    [
      'an SVG drawing',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
    ],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n')],
  ])('refuses %s with «Выберите файлы изображений…»', async (_what, bytes) => {
    await expect(ingestPhoto(memoryStorage(), 'ads', bytes)).rejects.toEqual(
      refusedWith('validation', PHOTO_MESSAGES.notImage),
    );
  });

  it('refuses an RLE-compressed BMP with «Выберите файлы изображений…»', async () => {
    const rle = bmpFile({ width: 1, height: 1, bitsPerPixel: 8, compression: 1, rows: [] });
    await expect(ingestPhoto(memoryStorage(), 'ads', rle)).rejects.toEqual(
      refusedWith('validation', PHOTO_MESSAGES.notImage),
    );
  });

  it('refuses a file over 15 MB as too large', async () => {
    const jpeg = await solid(8, 8, RED).jpeg().toBuffer();
    const oversized = Buffer.concat([jpeg, Buffer.alloc(PHOTO_MAX_BYTES + 1 - jpeg.length)]);
    await expect(ingestPhoto(memoryStorage(), 'ads', oversized)).rejects.toEqual(
      refusedWith('too_large', PHOTO_MESSAGES.tooLarge),
    );
  });

  it('refuses a 20000×20000 PNG decompression bomb quickly', async () => {
    const bomb = pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);

    const started = performance.now();
    await expect(ingestPhoto(memoryStorage(), 'ads', bomb)).rejects.toEqual(
      refusedWith('validation', PHOTO_MESSAGES.processingFailed),
    );
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses a HEIC claiming 20000×20000 pixels before the wasm decoder reads it', async () => {
    const heic = Buffer.from(await readFile(IPHONE_HEIC));
    const ispe = heic.indexOf('ispe');
    heic.writeUInt32BE(20_000, ispe + 8);
    heic.writeUInt32BE(20_000, ispe + 12);

    await expect(ingestPhoto(memoryStorage(), 'ads', heic)).rejects.toEqual(
      refusedWith('validation', PHOTO_MESSAGES.processingFailed),
    );
    expect(heicDecode.all).not.toHaveBeenCalled();
  });

  it('refuses a 1-bit BMP of 100 M pixels before decoding it', async () => {
    const bmp = bmpFile({ width: 10_000, height: 10_000, bitsPerPixel: 1, rows: [] });
    expect(bmp.length).toBeLessThan(PHOTO_MAX_BYTES);

    await expect(ingestPhoto(memoryStorage(), 'ads', bmp)).rejects.toEqual(
      refusedWith('validation', PHOTO_MESSAGES.processingFailed),
    );
    expect(decodeBmp).not.toHaveBeenCalled();
  });

  it('refuses a truncated JPEG with «Произошла ошибка при обработке файлов»', async () => {
    const jpeg = await halves(400, 300).jpeg().toBuffer();
    await expect(
      ingestPhoto(memoryStorage(), 'ads', jpeg.subarray(0, jpeg.length / 2)),
    ).rejects.toEqual(refusedWith('validation', PHOTO_MESSAGES.processingFailed));
  });

  it('refuses a truncated HEIC with «Произошла ошибка при обработке файлов»', async () => {
    const heic = await readFile(IPHONE_HEIC);
    await expect(
      ingestPhoto(memoryStorage(), 'ads', heic.subarray(0, heic.length - 20)),
    ).rejects.toEqual(refusedWith('validation', PHOTO_MESSAGES.processingFailed));
  });

  it('leaves no file in storage when storing a variant fails midway', async () => {
    const storage = memoryStorage();
    const put = storage.put;
    const outage = new Error('storage unavailable');
    storage.put = (key, data, contentType) =>
      storage.files.size === 0 ? put(key, data, contentType) : Promise.reject(outage);

    await expect(ingestPhoto(storage, 'ads', await phoneJpeg())).rejects.toBe(outage);
    expect(storage.files.size).toBe(0);
  });
});

describe('ingestPhoto from a file (an upload spooled to disk)', () => {
  const inFile = async (bytes: Buffer, use: (file: string) => Promise<void>) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'flowers-photo-file-'));
    try {
      const file = path.join(dir, 'upload');
      await writeFile(file, bytes);
      await use(file);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };

  it('stores the same photo as from its bytes: a phone JPEG, upright', async () => {
    const bytes = await phoneJpeg();
    const fromBytes = await ingestPhoto(memoryStorage(), 'ads', bytes);
    await inFile(bytes, async (file) => {
      const photo = await ingestPhoto(memoryStorage(), 'ads', file);
      expect({ width: photo.width, height: photo.height }).toEqual({
        width: fromBytes.width,
        height: fromBytes.height,
      });
    });
  });

  it('decodes a HEIC and a BMP file with their own decoders', async () => {
    await inFile(await readFile(IPHONE_HEIC), async (file) => {
      await ingestPhoto(memoryStorage(), 'ads', file);
    });
    const bmp = bmpFile({
      width: 4,
      height: 2,
      bitsPerPixel: 24,
      rows: Array(2).fill(Array(12).fill(90)),
    });
    await inFile(bmp, async (file) => {
      expect(await ingestPhoto(memoryStorage(), 'ads', file)).toMatchObject({
        width: 4,
        height: 2,
      });
    });
    expect(heicDecode.all).toHaveBeenCalledOnce();
    expect(decodeBmp).toHaveBeenCalledOnce();
  });

  it('refuses a file that is not an image with «Выберите файлы изображений…»', async () => {
    await inFile(Buffer.from('not an image at all'), async (file) => {
      await expect(ingestPhoto(memoryStorage(), 'ads', file)).rejects.toEqual(
        refusedWith('validation', PHOTO_MESSAGES.notImage),
      );
    });
  });
});
