import { z } from 'zod';
import { requiredText } from '../common/form-fields';
import { ROLES } from './roles';
import { telegramIdField } from '../common/telegram-id';

const ADD_USER_MESSAGE = 'Введите user_id и username!';
const REJECT_REASON_MESSAGE = 'Укажите причину отклонения';
const UNKNOWN_ROLE_MESSAGE = 'Неизвестная роль';

const roleInput = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(ROLES, { error: UNKNOWN_ROLE_MESSAGE }),
);

export const addUserSchema = z.object({
  user_id: telegramIdField(ADD_USER_MESSAGE),
  username: requiredText(ADD_USER_MESSAGE),
  role: roleInput.default('user'),
});

export type AddUser = z.output<typeof addUserSchema>;

export const rejectReasonSchema = z.object({
  reason: requiredText(REJECT_REASON_MESSAGE),
});

export const roleChangeSchema = z.object({ role: roleInput });

export const blacklistChangeSchema = z.object({ blacklist: z.boolean() });
