import { z } from 'zod';
import { storableJson, textInput } from './safe-input';
import { isoDateTimeSchema, userIdSchema } from './wire';

const LOG_TEXT_MAX_CHARS = 4000;
const logText = textInput.max(LOG_TEXT_MAX_CHARS);
// Stored as jsonb: deep enough for a response body or a form, not for a stack-breaking bomb.
const LOG_JSON_MAX_DEPTH = 10;
const logJson = storableJson(z.unknown(), LOG_JSON_MAX_DEPTH);

export const favoriteErrorLogSchema = z.object({
  userId: userIdSchema,
  adId: z.number().int(),
  error: logText,
  response: logJson.optional(),
  status: z.number().int().optional(),
  time: isoDateTimeSchema,
});

export const genericErrorLogSchema = z.object({
  error: logText,
  details: logJson.optional(),
  context: logText.optional(),
  form: logJson.optional(),
  url: logText.optional(),
  userAgent: logText.optional(),
});

// The favourite shape first: every favourite record would also pass the generic one.
export const clientErrorLogSchema = z.union([favoriteErrorLogSchema, genericErrorLogSchema]);
export type ClientErrorLog = z.infer<typeof clientErrorLogSchema>;

/** A client over its per-minute budget is answered but not stored. */
export const clientErrorLogResultSchema = z.object({ stored: z.boolean() });
