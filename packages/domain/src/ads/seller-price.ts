import { z } from 'zod';
import { textField, textInput } from '../common/safe-input';
import { formatRubles } from '../money';
import { MAX_SELLER_PRICE_RUB, MIN_SELLER_PRICE_RUB } from './price-limits';

// Issue 40: written as the form's own hint writes it (5 000 ₽), so the two never differ.
const MIN_PRICE_MESSAGE = `Минимальная цена — ${formatRubles(MIN_SELLER_PRICE_RUB)}`;
const MAX_PRICE_MESSAGE = 'Максимальная цена — 100 млн ₽';
const PRICE_REQUIRED_MESSAGE = 'Введите цену';
const PRICE_DIGITS_MESSAGE = 'Только цифры';

export const sellerPriceTextSchema = textField({ error: PRICE_REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: PRICE_REQUIRED_MESSAGE, abort: true })
  .regex(/^\d+$/, { error: PRICE_DIGITS_MESSAGE, abort: true })
  .transform(Number)
  .pipe(
    z
      .number()
      .min(MIN_SELLER_PRICE_RUB, { error: MIN_PRICE_MESSAGE, abort: true })
      .max(MAX_SELLER_PRICE_RUB, { error: MAX_PRICE_MESSAGE }),
  );

export const sellerPriceSchema = z
  .union([textInput, z.number()], { error: PRICE_REQUIRED_MESSAGE })
  .transform(String)
  .pipe(sellerPriceTextSchema);
