import { z } from 'zod';
import { ROLES } from './roles';
import { userIdSchema } from '../common/wire';
import { AD_PAGE_CURSOR_MESSAGE } from '../ads/wire';
import { textInput } from '../common/safe-input';
import { TAX_STATUSES } from '../payments/tax-details';

// Apart from roles.ts, so the first screen's role checks load no zod (issue 14).
export const roleSchema = z.enum(ROLES);

export const userSchema = z.object({
  user_id: userIdSchema,
  username: z.string().nullable(),
  role: roleSchema,
  blacklist: z.boolean(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  photo_url: z.string().nullable(),
  super_admin: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

export const userListSchema = z.array(userSchema);

const count = z.number().int().nonnegative();

export const userPageQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, { error: AD_PAGE_CURSOR_MESSAGE })
    .optional(),
  /** spec §2: a username (with or without @) or a part of a user_id. */
  q: textInput.max(100).optional(),
  role: z.enum(['all', ...ROLES], { error: 'Неизвестная роль' }).default('all'),
});

export const userPageSchema = z.object({
  users: userListSchema,
  next_cursor: z.string().nullable(),
  counts: z.object({ all: count, admin: count, moderator: count, user: count }),
});
export type UserPage = z.infer<typeof userPageSchema>;

export const sessionSchema = z.object({
  userId: userIdSchema,
  username: z.string().nullable(),
});
export type Session = z.infer<typeof sessionSchema>;

export const roleResponseSchema = z.object({ role: roleSchema });
export type RoleResponse = z.infer<typeof roleResponseSchema>;

export const paymentInfoResponseSchema = z.object({
  full_name: z.string().nullable(),
  bank_card_number: z.string().nullable(),
  inn: z.string().nullable().default(null),
  tax_status: z.enum(TAX_STATUSES).nullable().default(null),
});
export type PaymentInfoResponse = z.infer<typeof paymentInfoResponseSchema>;
