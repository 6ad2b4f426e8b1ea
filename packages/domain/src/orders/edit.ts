import { z } from 'zod';
import { checkoutSchema } from './checkout';
import {
  NAME_LETTERS_MESSAGE,
  PERSON_NAME_PATTERN,
  PHONE_FORMAT_MESSAGE,
  PHONE_PATTERN,
  optionalText,
  phoneField,
} from '../common/form-fields';
import { textInput } from '../common/safe-input';
import { CARD_MESSAGE_MAX_CHARS, CARD_MESSAGE_TOO_LONG_MESSAGE } from './delivery';

// Issue 16: an empty text clears a gift detail.
const clearable = (pattern: RegExp, message: string) =>
  textInput
    .trim()
    .refine((v) => v === '' || pattern.test(v), { error: message })
    .optional();

export const ORDER_EDIT_EMPTY_MESSAGE = 'Укажите, что изменить в заказе';

export const orderEditFields = z.object({
  buyer_name: checkoutSchema.shape.name.optional(),
  buyer_phone: phoneField.optional(),
  buyer_address: checkoutSchema.shape.address.optional(),
  comment: optionalText,
  recipient_name: clearable(PERSON_NAME_PATTERN, NAME_LETTERS_MESSAGE),
  recipient_phone: clearable(PHONE_PATTERN, PHONE_FORMAT_MESSAGE),
  card_message: textInput
    .trim()
    .max(CARD_MESSAGE_MAX_CHARS, { error: CARD_MESSAGE_TOO_LONG_MESSAGE })
    .optional(),
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** spec §7 leaves the fields open: order names (spec §3) or checkout names; other keys ignored. */
export const orderEditSchema = z.preprocess(
  (input) =>
    isRecord(input)
      ? {
          buyer_name: input.buyer_name ?? input.name,
          buyer_phone: input.buyer_phone ?? input.phone,
          buyer_address: input.buyer_address ?? input.address,
          comment: input.comment,
          recipient_name: input.recipient_name,
          recipient_phone: input.recipient_phone,
          card_message: input.card_message,
        }
      : input,
  orderEditFields.refine((edit) => Object.values(edit).some((value) => value !== undefined), {
    error: ORDER_EDIT_EMPTY_MESSAGE,
  }),
);

export type OrderEditInput = z.input<typeof orderEditFields>;
export type OrderEdit = z.output<typeof orderEditFields>;
