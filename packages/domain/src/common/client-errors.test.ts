import { describe, expect, it } from 'vitest';
import {
  clientErrorLogSchema,
  favoriteErrorLogSchema,
  genericErrorLogSchema,
} from './client-errors';

const FAVORITE = {
  userId: '42',
  adId: 7,
  error: 'Network Error',
  response: { error: 'boom' },
  status: 500,
  time: '2025-03-01T10:00:00.000Z',
};

describe('client error log (spec §3)', () => {
  it('accepts a failed favourite toggle', () => {
    expect(favoriteErrorLogSchema.parse(FAVORITE)).toEqual(FAVORITE);
  });

  it('accepts a failed checkout', () => {
    const record = { error: 'x', context: 'checkout', form: { name: 'А' }, url: '/order/7' };
    expect(genericErrorLogSchema.parse(record)).toEqual(record);
  });

  it('keeps a favourite record whole when read as either kind', () => {
    expect(clientErrorLogSchema.parse(FAVORITE)).toEqual(FAVORITE);
  });

  it('refuses a record without an error text', () => {
    expect(clientErrorLogSchema.safeParse({ url: '/x' }).success).toBe(false);
  });

  it('refuses an error text over 4000 characters', () => {
    expect(genericErrorLogSchema.safeParse({ error: 'x'.repeat(4001) }).success).toBe(false);
  });
});
