import { bigint, customType, timestamp } from 'drizzle-orm/pg-core';

// Telegram ids exceed 32 bits but stay below 2^53.
export const telegramId = (name: string) => bigint(name, { mode: 'number' });
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
