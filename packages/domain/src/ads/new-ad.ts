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
