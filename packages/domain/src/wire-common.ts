import { z } from 'zod';

// Telegram ids exceed 32 bits, so user ids travel as decimal strings.
export const userIdSchema = z.string().regex(/^\d+$/);

// Timestamps travel as ISO 8601 text, as Date#toISOString writes them.
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

export const entityIdSchema = z.number().int().positive();

export const idParamSchema = z.coerce.number().int().positive();

export const errorResponseSchema = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
