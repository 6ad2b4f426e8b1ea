import { z } from 'zod';
import { textInput } from './safe-input';

export const INVALID_USER_ID_MESSAGE = 'Некорректный user_id';

// PostgreSQL bigint, where user ids are stored.
const MAX_BIGINT = 2n ** 63n - 1n;

// A number is accepted only while it is a safe integer.
export function telegramIdField(requiredMessage = INVALID_USER_ID_MESSAGE) {
  return z
    .union([textInput, z.number()], { error: requiredMessage })
    .refine((v) => typeof v === 'string' || Number.isSafeInteger(v), {
      error: INVALID_USER_ID_MESSAGE,
      abort: true,
    })
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .min(1, { error: requiredMessage, abort: true })
        .regex(/^[1-9]\d{0,18}$/, { error: INVALID_USER_ID_MESSAGE, abort: true })
        .refine((v) => BigInt(v) <= MAX_BIGINT, { error: INVALID_USER_ID_MESSAGE }),
    );
}

export const telegramIdSchema = telegramIdField();
