import { z } from 'zod';
import { PHOTO_MAX_COUNT } from './photos';

export const CHAT_DRAFT_ID = /^[A-Za-z0-9]{16}$/;
export const chatDraftIdSchema = z.string().regex(CHAT_DRAFT_ID, { error: 'Черновик не найден' });

export const CHAT_DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Nothing is published from a draft: the seller checks the fields and sends the form. */
export const chatDraftSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  price: z.number().int().nullable(),
  photos: z
    .array(
      z.object({
        card: z.string(),
        gallery: z.string(),
        file: z.string(),
      }),
    )
    .min(1)
    .max(PHOTO_MAX_COUNT),
  expires_at: z.string(),
});
export type ChatDraft = z.infer<typeof chatDraftSchema>;

export const CHAT_DRAFT_MESSAGES = {
  ready: (photos: number) =>
    `Черновик объявления готов: ${photos} фото. Откройте форму, проверьте название, цену и адрес и опубликуйте — без вашего подтверждения ничего не публикуется.`,
  openButton: 'Открыть черновик',
  tooManyPhotos: `Максимум ${PHOTO_MAX_COUNT} фото в одном объявлении. Отправьте альбом до ${PHOTO_MAX_COUNT} фото ещё раз.`,
  notPhoto:
    'Пришлите букет фотографиями (не файлом и не видео): до 6 фото одним альбомом, в подписи — название и цену, например «Пионы 15 шт 6500».',
  photoFailed: 'Не удалось получить фото из Telegram. Отправьте альбом ещё раз.',
  notRegistered:
    'Чтобы продавать, сначала откройте приложение кнопкой ниже, затем пришлите фото букета ещё раз.',
  openAppButton: 'Открыть приложение',
  blocked: 'Ваш аккаунт заблокирован: публиковать объявления нельзя.',
  notFound: 'Черновик не найден или устарел: отправьте фото боту ещё раз.',
  notYours: 'Этот черновик создал другой продавец.',
  prefilled: 'Фото и подпись из чата с ботом уже в форме. Проверьте поля и опубликуйте.',
} as const;
