import { z } from 'zod';
import { isoDateTimeSchema, userIdSchema } from './wire-common';

// The endpoint stores what it gets, so texts are bounded.
const LOG_TEXT_MAX_CHARS = 4000;
const logText = z.string().max(LOG_TEXT_MAX_CHARS);

export const favoriteErrorLogSchema = z.object({
  userId: userIdSchema,
  adId: z.number().int(),
  error: logText,
  response: z.unknown().optional(),
  status: z.number().int().optional(),
  time: isoDateTimeSchema,
});
export type FavoriteErrorLog = z.infer<typeof favoriteErrorLogSchema>;

export const genericErrorLogSchema = z.object({
  error: logText,
  details: z.unknown().optional(),
  context: logText.optional(),
  form: z.unknown().optional(),
  url: logText.optional(),
  userAgent: logText.optional(),
});
export type GenericErrorLog = z.infer<typeof genericErrorLogSchema>;

// The favourite shape first: every favourite record would also pass the generic one.
export const clientErrorLogSchema = z.union([favoriteErrorLogSchema, genericErrorLogSchema]);
export type ClientErrorLog = z.infer<typeof clientErrorLogSchema>;
