import { z } from 'zod';
import {
  NAME_LETTERS_MESSAGE,
  PERSON_NAME_PATTERN,
  addressField,
  optionalText,
  phoneField,
  requiredText,
} from '../common/form-fields';
import { textInput } from '../common/safe-input';
import { telegramIdSchema } from '../common/telegram-id';
import { idParamSchema } from '../common/wire';
import { deliveryFields, deliveryRules } from './delivery';

const MOSCOW_ONLY_MESSAGE = 'Только Москва и Московская область';
const EMAIL_MESSAGE = 'Некорректный email';
export const OWN_AD_ORDER_MESSAGE = 'Нельзя заказать собственный букет';

// Moscow and Moscow region only (spec §5, §9), in Russian or Latin spelling.
const MOSCOW_PATTERN = /москв|московск|подмосков|moscow|moskv|moskovsk/iu;

const emailFormat = z.email();

export function isMoscowAddress(address: string): boolean {
  return MOSCOW_PATTERN.test(address);
}

const checkoutFields = z.object({
  name: requiredText('Введите имя').regex(PERSON_NAME_PATTERN, { error: NAME_LETTERS_MESSAGE }),
  address: addressField('Введите адрес доставки').refine(isMoscowAddress, {
    error: MOSCOW_ONLY_MESSAGE,
  }),
  phone: phoneField,
  // An empty field means no e-mail, and so no e-mailed receipt.
  email: textInput
    .trim()
    .nullish()
    .refine((v) => !v || emailFormat.safeParse(v).success, { error: EMAIL_MESSAGE })
    .transform((v) => v || undefined),
  comment: optionalText,
  // Issue 16: all optional, so the spec's five-field form stays a whole order.
  ...deliveryFields,
});

export const checkoutSchema = checkoutFields.superRefine(deliveryRules);

export type CheckoutInput = z.input<typeof checkoutSchema>;
export type Checkout = z.output<typeof checkoutSchema>;

/** spec §7. The server ignores amount and prices the ad itself. */
export const payRequestSchema = checkoutFields
  .extend({
    adId: idParamSchema,
    buyer_user_id: telegramIdSchema.nullish(),
    amount: z.union([z.number(), textInput]).nullish(),
    description: textInput.nullish(),
  })
  .superRefine(deliveryRules);

export type PayRequestInput = z.input<typeof payRequestSchema>;
export type PayRequest = z.output<typeof payRequestSchema>;
