import { z } from 'zod';
import { MAX_ENTITY_ID } from './constants';

// Telegram ids exceed 32 bits, so user ids travel as decimal strings.
export const userIdSchema = z.string().regex(/^\d+$/);

// Timestamps travel as ISO 8601 text, as Date#toISOString writes them.
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

export const entityIdSchema = z.number().int().positive().max(MAX_ENTITY_ID);

export const idParamSchema = z.coerce.number().int().positive().max(MAX_ENTITY_ID);

export const errorResponseSchema = z.object({ error: z.string() });

export const okResponseSchema = z.object({ ok: z.literal(true) });

export const errorDetailResponseSchema = z.object({ detail: z.string().min(1) });
export const errorListResponseSchema = z.object({
  errors: z.array(z.object({ param: z.string().optional(), msg: z.string() })).min(1),
});
