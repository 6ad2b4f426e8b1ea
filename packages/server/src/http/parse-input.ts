import { INVALID_REQUEST_MESSAGE } from '@flowers/domain';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new AppError('validation', result.error.issues[0]?.message ?? INVALID_REQUEST_MESSAGE);
}
