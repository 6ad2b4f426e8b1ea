import { describe, expect, it } from 'vitest';
import { paymentInfoResponseSchema, roleResponseSchema, sessionSchema, userSchema } from './wire';
import { errorResponseSchema } from '../common/wire';

describe('users on the wire (spec §3)', () => {
  it('accepts a user', () => {
    const user = {
      user_id: '7012345678',
      username: 'anna',
      role: 'moderator',
      blacklist: false,
      first_name: 'Анна',
      last_name: null,
      photo_url: null,
    };
    expect(userSchema.parse(user)).toEqual(user);
  });

  it('accepts a session with userId and username', () => {
    expect(sessionSchema.parse({ userId: '42', username: null })).toEqual({
      userId: '42',
      username: null,
    });
  });

  it('accepts a role response', () => {
    expect(roleResponseSchema.parse({ role: 'admin' })).toEqual({ role: 'admin' });
  });

  it('accepts empty payment info', () => {
    const empty = { full_name: null, bank_card_number: null };
    expect(paymentInfoResponseSchema.parse(empty)).toEqual({
      ...empty,
      inn: null,
      tax_status: null,
    });
  });

  it('accepts an error body', () => {
    expect(errorResponseSchema.parse({ error: 'Заказ не найден' })).toEqual({
      error: 'Заказ не найден',
    });
  });
});
