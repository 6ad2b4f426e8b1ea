import { z } from 'zod';
import { ROLES } from './roles';
import { userIdSchema } from '../common/wire';
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
