import { describe, expect, it } from 'vitest';
import {
  addUserSchema,
  blacklistChangeSchema,
  rejectReasonSchema,
  roleChangeSchema,
} from './admin';
import { messagesAt } from '../common/schema-test-utils';

const NEED_BOTH = 'Введите user_id и username!';

describe('add user form (spec §5 "Admin")', () => {
  it('reads a Telegram id beyond 32 bits as a decimal string and defaults the role to user', () => {
    expect(addUserSchema.parse({ user_id: 7012345678, username: 'anna' })).toEqual({
      user_id: '7012345678',
      username: 'anna',
      role: 'user',
    });
  });

  it('keeps a long id typed as text exactly', () => {
    expect(addUserSchema.parse({ user_id: '9007199254740993', username: 'a' }).user_id).toBe(
      '9007199254740993',
    );
  });

  it.each([{ username: 'anna' }, { user_id: '', username: 'anna' }])(
    'asks «Введите user_id и username!» without a user_id (%j)',
    (input) => {
      expect(messagesAt(addUserSchema, input, 'user_id')).toEqual([NEED_BOTH]);
    },
  );

  it.each([{ user_id: '42' }, { user_id: '42', username: '  ' }])(
    'asks «Введите user_id и username!» without a username (%j)',
    (input) => {
      expect(messagesAt(addUserSchema, input, 'username')).toEqual([NEED_BOTH]);
    },
  );

  it.each(['abc', '-5', '0', 1.5, 2 ** 60])('refuses the user_id %j', (user_id) => {
    expect(messagesAt(addUserSchema, { user_id, username: 'a' }, 'user_id')).toEqual([
      'Некорректный user_id',
    ]);
  });

  it('reads the role lower-cased', () => {
    expect(addUserSchema.parse({ user_id: '1', username: 'a', role: 'Moderator' }).role).toBe(
      'moderator',
    );
  });
});

describe('reject reason (spec §5 "Admin")', () => {
  it.each(['', '   ', undefined])('asks «Укажите причину отклонения» for %j', (reason) => {
    expect(messagesAt(rejectReasonSchema, { reason }, 'reason')).toEqual([
      'Укажите причину отклонения',
    ]);
  });

  it('sends the reason trimmed', () => {
    expect(rejectReasonSchema.parse({ reason: ' Плохое фото ' })).toEqual({
      reason: 'Плохое фото',
    });
  });
});

describe('role and blacklist changes (spec §4 "Roles and blacklist")', () => {
  it.each(['user', 'moderator', 'admin'])('accepts the role %s', (role) => {
    expect(roleChangeSchema.parse({ role })).toEqual({ role });
  });

  it('refuses an unknown role with «Неизвестная роль»', () => {
    expect(messagesAt(roleChangeSchema, { role: 'owner' }, 'role')).toEqual(['Неизвестная роль']);
  });

  it.each([true, false])('sets blacklist to %s', (blacklist) => {
    expect(blacklistChangeSchema.parse({ blacklist })).toEqual({ blacklist });
  });

  it('refuses a blacklist flag that is not a boolean', () => {
    expect(blacklistChangeSchema.safeParse({ blacklist: 'yes' }).success).toBe(false);
  });
});
