import { z } from 'zod';
import { addressField, optionalText, phoneField, requiredText } from '../common/form-fields';
import { sellerPriceTextSchema } from './seller-price';

export const TITLE_REQUIRED_MESSAGE = 'Введите название';

// The server parses multipart text fields with this schema, so inputs are strings.
export const newAdSchema = z.object({
  title: requiredText(TITLE_REQUIRED_MESSAGE),
  original_price: sellerPriceTextSchema,
  description: optionalText,
  address: addressField('Введите адрес'),
  phone: phoneField,
});

export type NewAdInput = z.input<typeof newAdSchema>;
export type NewAd = z.output<typeof newAdSchema>;

/**
 * Issue 40: the new-ad form's own key, sent with it; a second submit of the same form (a double
 * tap, a retry after leaving during «Обработка фото…») answers the first ad instead of a second.
 */
export const AD_CREATION_KEY_FIELD = 'creation_key';
export const AD_CREATION_KEY_MESSAGE = 'Обновите страницу и отправьте объявление ещё раз';
export const adCreationKeySchema = z
  .string({ error: AD_CREATION_KEY_MESSAGE })
  .regex(/^[A-Za-z0-9-]{8,64}$/, { error: AD_CREATION_KEY_MESSAGE });

/**
 * Issue 40: which of a rejected bouquet's photos its resubmission keeps, by their places
 * (`0,2`), in the order given; the new files follow them. Absent keeps every photo.
 */
export const RESUBMIT_KEEP_PHOTOS_FIELD = 'keep_photos';
export const KEEP_PHOTOS_MESSAGE = 'Обновите страницу и отправьте объявление ещё раз';
export const keptPhotosSchema = z
  .string({ error: KEEP_PHOTOS_MESSAGE })
  .regex(/^(\d{1,2}(,\d{1,2})*)?$/, { error: KEEP_PHOTOS_MESSAGE })
  .transform((raw) => (raw === '' ? [] : raw.split(',').map(Number)))
  .refine((places) => new Set(places).size === places.length, { error: KEEP_PHOTOS_MESSAGE });
