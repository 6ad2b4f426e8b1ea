export const PHOTO_MAX_COUNT = 6;
// Ours: phones send 12 MP HEIC files of a few MB; 15 MB leaves room and stops abuse.
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;

const ACCEPTED_IMAGE_EXTENSIONS = [
  'heic',
  'heif',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'bmp',
  'tiff',
] as const;

// spec §5; tooLarge is ours.
export const PHOTO_MESSAGES = {
  none: 'ERROR: Нет файлов (фото)!',
  notImage: 'Выберите файлы изображений (JPG, PNG, HEIC и т.д.)',
  tooMany: 'Максимум 6 фото',
  emptySelection: 'Файлы не были выбраны. Попробуйте еще раз.',
  processingFailed: 'Произошла ошибка при обработке файлов',
  tooLarge: 'Файл больше 15 МБ',
} as const;

interface PickedFile {
  readonly name: string;
  readonly type: string;
  readonly size?: number;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

// Some phones report HEIC with an empty MIME type, hence the extension check (spec §5).
export function isAcceptedImageFile(file: { name: string; type: string }): boolean {
  if (file.type.toLowerCase().startsWith('image/')) return true;
  return (ACCEPTED_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
}

type PhotoCheck = { ok: true } | { ok: false; message: string };

export function checkPhotoSelection(
  existingCount: number,
  picked: readonly PickedFile[],
): PhotoCheck {
  if (picked.length === 0) return { ok: false, message: PHOTO_MESSAGES.emptySelection };
  if (!picked.every(isAcceptedImageFile)) return { ok: false, message: PHOTO_MESSAGES.notImage };
  if (existingCount + picked.length > PHOTO_MAX_COUNT) {
    return { ok: false, message: PHOTO_MESSAGES.tooMany };
  }
  if (picked.some((file) => (file.size ?? 0) > PHOTO_MAX_BYTES)) {
    return { ok: false, message: PHOTO_MESSAGES.tooLarge };
  }
  return { ok: true };
}
