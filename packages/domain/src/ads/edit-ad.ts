import { z } from 'zod';
import { TITLE_REQUIRED_MESSAGE } from './new-ad';
import { optionalText } from '../common/form-fields';
import { textField } from '../common/safe-input';
import { sellerPriceSchema } from './seller-price';

const TITLE_LENGTH_MESSAGE = 'Название: 3-100 символов';
const TITLE_MIN_LENGTH = 3;
export const TITLE_MAX_LENGTH = 100;

// The server recomputes the price with commission on approval.
export const editAdSchema = z.object({
  title: textField({ error: TITLE_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: TITLE_REQUIRED_MESSAGE, abort: true })
    .min(TITLE_MIN_LENGTH, { error: TITLE_LENGTH_MESSAGE, abort: true })
    .max(TITLE_MAX_LENGTH, { error: TITLE_LENGTH_MESSAGE }),
  price: sellerPriceSchema,
  description: optionalText,
});

export type EditAdInput = z.input<typeof editAdSchema>;
export type EditAd = z.output<typeof editAdSchema>;
