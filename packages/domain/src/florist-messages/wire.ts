import { z } from 'zod';
import { textField } from '../common/safe-input';
import { entityIdSchema, isoDateTimeSchema } from '../common/wire';
import { FLORIST_MESSAGE_ERRORS } from './messages';
import {
  FLORIST_MESSAGE_KEY_MAX_CHARS,
  FLORIST_MESSAGE_MAX_CHARS,
  FLORIST_MESSAGE_SENDERS,
} from './rules';

export const floristMessageBodySchema = z.object({
  text: textField({ error: FLORIST_MESSAGE_ERRORS.empty })
    .trim()
    .min(1, { error: FLORIST_MESSAGE_ERRORS.empty })
    .max(FLORIST_MESSAGE_MAX_CHARS, { error: FLORIST_MESSAGE_ERRORS.tooLong }),
  /** The client's own key: a second tap or a retry of the same message creates nothing more. */
  key: z
    .string({ error: FLORIST_MESSAGE_ERRORS.badKey })
    .regex(/^[\w-]{8,}$/, { error: FLORIST_MESSAGE_ERRORS.badKey })
    .max(FLORIST_MESSAGE_KEY_MAX_CHARS, { error: FLORIST_MESSAGE_ERRORS.badKey }),
});
export type FloristMessageBody = z.infer<typeof floristMessageBodySchema>;

export const floristMessageSchema = z.object({
  id: entityIdSchema,
  from: z.enum(FLORIST_MESSAGE_SENDERS),
  text: z.string(),
  created_at: isoDateTimeSchema,
  /** By the one reading: a report is not taken back. */
  reported: z.boolean(),
});
export type FloristMessage = z.infer<typeof floristMessageSchema>;

/** Never a username, a phone or an id of the other side (issue 40). */
export const floristThreadSchema = z.object({
  /** Null until the first message. */
  id: entityIdSchema.nullable(),
  ad_id: entityIdSchema,
  title: z.string(),
  order_id: entityIdSchema.nullable(),
  order_number: z.string().nullable(),
  viewer: z.enum(['buyer', 'seller', 'staff']),
  messages: z.array(floristMessageSchema),
});
export type FloristThread = z.infer<typeof floristThreadSchema>;

export const floristThreadListSchema = z.object({ threads: z.array(floristThreadSchema) });
