import { availableParallelism } from 'node:os';
import { readFile } from 'node:fs/promises';
import { PHOTO_MESSAGES } from '@flowers/domain';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../http/app-error.ts';
import { encodePhoto } from './photo-encoding.ts';
import { createPhotoPool } from './photo-pool.ts';

// A pass-through spy on this thread's copy: the pool's threads load their own, so a call
// seen here would mean the photo was decoded on the thread that answers requests.
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
  it('moves bytes that fill their memory alone to the thread, and copies a slice', async () => {
    const photo = await jpeg(600, 400);
    // Buffer.alloc never shares Node's pool of small buffers.
    const alone = Buffer.alloc(photo.length);
    photo.copy(alone);
    await pool.encode(alone);
    expect(alone.length).toBe(0);

    const shared = Buffer.concat([Buffer.alloc(16), photo]).subarray(16);
    await pool.encode(shared);
    expect(shared.equals(photo)).toBe(true);
  });

  it('encodes a JPEG into WebP card and gallery variants off the main thread', async () => {
    const photo = await pool.encode(await jpeg(2000, 1000));

    expect(photo).toMatchObject({ width: 2000, height: 1000 });
    expect(await formatAndSize(photo.webps.card)).toEqual(['webp', 480, 240]);
    expect(await formatAndSize(photo.webps.gallery)).toEqual(['webp', 1280, 640]);
    expect(encodePhoto).not.toHaveBeenCalled();
  });

  it('decodes an iPhone HEIC in its thread', async () => {
    const photo = await pool.encode(await readFile(IPHONE_HEIC));

    expect(photo).toMatchObject({ width: 240, height: 320 });
    expect(await formatAndSize(photo.webps.gallery)).toEqual(['webp', 240, 320]);
    expect(encodePhoto).not.toHaveBeenCalled();
  });

  it('hands back the thread’s refusal as the AppError «Выберите файлы изображений…»', async () => {
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
