import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, checkPhotoSelection, isAcceptedImageFile } from './photos';

const jpg = (name = 'a.jpg', size = 1000) => ({ name, type: 'image/jpeg', size });

describe('photo rules (spec §5)', () => {
  it('allows 6 photos of up to 15 MB', () => {
    const six = Array.from({ length: 6 }, (_, i) => jpg(`${i}.jpg`, 15 * 1024 * 1024));
    expect(checkPhotoSelection(0, six)).toEqual({ ok: true });
  });

  it('counts a file whose type starts with image/ as an image', () => {
    expect(isAcceptedImageFile({ name: 'photo', type: 'image/avif' })).toBe(true);
  });

  it.each(['heic', 'heif', 'jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'tiff', 'HEIC'])(
    'counts a .%s file with no type as an image',
    (ext) => {
      expect(isAcceptedImageFile({ name: `IMG_1.${ext}`, type: '' })).toBe(true);
    },
  );

  it.each([
    { name: 'doc.pdf', type: 'application/pdf' },
    { name: 'noext', type: '' },
  ])('does not count %j as an image', (file) => {
    expect(isAcceptedImageFile(file)).toBe(false);
  });

  it('refuses an empty selection with «Файлы не были выбраны. Попробуйте еще раз.»', () => {
    expect(checkPhotoSelection(0, [])).toEqual({
      ok: false,
      message: 'Файлы не были выбраны. Попробуйте еще раз.',
    });
  });

  it('refuses a non-image with «Выберите файлы изображений (JPG, PNG, HEIC и т.д.)»', () => {
    expect(checkPhotoSelection(0, [jpg(), { name: 'a.txt', type: 'text/plain' }])).toEqual({
      ok: false,
      message: 'Выберите файлы изображений (JPG, PNG, HEIC и т.д.)',
    });
  });

  it('refuses a seventh photo with «Максимум 6 фото»', () => {
    expect(checkPhotoSelection(6, [jpg()])).toEqual({ ok: false, message: 'Максимум 6 фото' });
  });

  it('refuses seven photos picked at once with «Максимум 6 фото»', () => {
    const seven = Array.from({ length: 7 }, (_, i) => jpg(`${i}.jpg`));
    expect(checkPhotoSelection(0, seven)).toEqual({ ok: false, message: 'Максимум 6 фото' });
  });

  it('refuses a file over 15 MB with «Файл больше 15 МБ»', () => {
    expect(checkPhotoSelection(0, [jpg('big.jpg', PHOTO_MAX_BYTES + 1)])).toEqual({
      ok: false,
      message: 'Файл больше 15 МБ',
    });
  });

  it('accepts the sixth photo of exactly 15 MB', () => {
    expect(checkPhotoSelection(5, [jpg('6.jpg', PHOTO_MAX_BYTES)])).toEqual({ ok: true });
  });

  it('checks the type before the count', () => {
    const result = checkPhotoSelection(6, [{ name: 'a.txt', type: 'text/plain' }]);
    expect(result).toEqual({
      ok: false,
      message: 'Выберите файлы изображений (JPG, PNG, HEIC и т.д.)',
    });
  });
});
