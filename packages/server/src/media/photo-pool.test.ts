import { availableParallelism } from 'node:os';
import { readFile } from 'node:fs/promises';
import { PHOTO_MESSAGES } from '@flowers/domain';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../http/app-error.ts';
import { encodePhoto } from './photo-encoding.ts';
import { createPhotoPool } from './photo-pool.ts';
import { bmpFile } from './test-images.ts';

// A pass-through spy on this thread's copy: the pool's threads load their own, so a call seen
// here means the photo went straight to libvips rather than to a thread.
vi.mock('./photo-encoding.ts', async (importOriginal) => {
  const original = await importOriginal<{ encodePhoto: typeof encodePhoto }>();
  return { ...original, encodePhoto: vi.fn(original.encodePhoto) };
});

const IPHONE_HEIC = new URL('./fixtures/iphone-portrait.heic', import.meta.url);

const pool = createPhotoPool({ threads: 1 });
afterAll(() => pool.close());

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: 'red' } })
    .jpeg()
    .toBuffer();

async function formatAndSize(image: Buffer) {
  const { format, width, height } = await sharp(image).metadata();
  return [format, width, height];
}

describe('createPhotoPool', () => {
  beforeEach(() => {
    vi.mocked(encodePhoto).mockClear();
  });

  it('moves bytes that fill their memory alone to the thread, and copies a slice', async () => {
    const photo = await readFile(IPHONE_HEIC);
    // Buffer.alloc never shares Node's pool of small buffers.
    const alone = Buffer.alloc(photo.length);
    photo.copy(alone);
    await pool.encode(alone);
    expect(alone.length).toBe(0);

    const shared = Buffer.concat([Buffer.alloc(16), photo]).subarray(16);
    await pool.encode(shared);
    expect(shared.equals(photo)).toBe(true);
  });

  it('gives a JPEG to libvips without a thread: card and gallery WebP variants', async () => {
    const photo = await pool.encode(await jpeg(2000, 1000));

    expect(photo).toMatchObject({ width: 2000, height: 1000 });
    expect(await formatAndSize(photo.webps.card)).toEqual(['webp', 480, 240]);
    expect(await formatAndSize(photo.webps.gallery)).toEqual(['webp', 1280, 640]);
    expect(encodePhoto).toHaveBeenCalledTimes(1);
  });

  it('decodes a BMP in its thread', async () => {
    const bgr = [0, 0, 255, 0, 0, 255];
    const photo = await pool.encode(
      bmpFile({ width: 2, height: 2, bitsPerPixel: 24, rows: [bgr, bgr] }),
    );

    expect(photo).toMatchObject({ width: 2, height: 2 });
    expect(encodePhoto).not.toHaveBeenCalled();
  });

  it('encodes no more photos at once than it has threads', async () => {
    let running = 0;
    let most = 0;
    const original = vi.mocked(encodePhoto).getMockImplementation();
    vi.mocked(encodePhoto).mockImplementation(async (source) => {
      running += 1;
      most = Math.max(most, running);
      try {
        return await original!(source);
      } finally {
        running -= 1;
      }
    });
    try {
      const photos = await Promise.all([jpeg(800, 600), jpeg(900, 600), jpeg(1000, 600)]);
      await Promise.all(photos.map((photo) => pool.encode(photo)));
    } finally {
      vi.mocked(encodePhoto).mockImplementation(original!);
    }

    expect(encodePhoto).toHaveBeenCalledTimes(3);
    expect(most).toBe(1);
  });

  it('decodes an iPhone HEIC in its thread', async () => {
    const photo = await pool.encode(await readFile(IPHONE_HEIC));

    expect(photo).toMatchObject({ width: 240, height: 320 });
    expect(await formatAndSize(photo.webps.gallery)).toEqual(['webp', 240, 320]);
    expect(encodePhoto).not.toHaveBeenCalled();
  });

  it('refuses bytes that are no image with the AppError «Выберите файлы изображений…»', async () => {
    const refusal = pool.encode(Buffer.from('just some text, named photo.jpg by its sender'));

    await expect(refusal).rejects.toBeInstanceOf(AppError);
    await expect(refusal).rejects.toMatchObject({
      code: 'validation',
      message: PHOTO_MESSAGES.notImage,
    });
  });

  it('refuses a truncated JPEG with «Произошла ошибка при обработке файлов»', async () => {
    const whole = await jpeg(400, 300);
    await expect(pool.encode(whole.subarray(0, whole.length / 2))).rejects.toMatchObject({
      code: 'validation',
      message: PHOTO_MESSAGES.processingFailed,
    });
  });

  it('takes as many threads as the machine has cores unless told otherwise', async () => {
    const sized = createPhotoPool();
    try {
      expect(sized.threads).toBe(availableParallelism());
    } finally {
      await sized.close();
    }
  });
});
