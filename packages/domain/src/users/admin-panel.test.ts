import { describe, expect, it } from 'vitest';
import { filterUsers, isUserRowLocked } from './admin-panel';
import { userSchema } from './wire';
import type { User } from './wire';

function user(overrides: Partial<User>): User {
  return {
    user_id: '100',
    username: 'anna',
    role: 'user',
    blacklist: false,
    first_name: null,
    last_name: null,
    photo_url: null,
    ...overrides,
  };
}

const USERS = [
  user({ user_id: '100000001', username: 'demo_buyer' }),
  user({ user_id: '100000003', username: 'Demo_Moderator', role: 'moderator' }),
  user({ user_id: '555', username: null, role: 'admin' }),
];

describe('admin panel rules (spec §2, §5)', () => {
  it('searches by username, case aside, or by user_id', () => {
    expect(filterUsers(USERS, '@demo_mod', 'all').map((u) => u.user_id)).toEqual(['100000003']);
    expect(filterUsers(USERS, '555', 'all').map((u) => u.user_id)).toEqual(['555']);
    expect(filterUsers(USERS, '  ', 'all')).toHaveLength(3);
  });

  it('filters by role', () => {
    expect(filterUsers(USERS, '', 'moderator').map((u) => u.user_id)).toEqual(['100000003']);
    expect(filterUsers(USERS, 'demo', 'admin')).toEqual([]);
  });

  it('locks the super admin’s row and the admin’s own', () => {
    expect(isUserRowLocked(user({ super_admin: true }), '1')).toBe(true);
    expect(isUserRowLocked(user({ user_id: '1' }), '1')).toBe(true);
    expect(isUserRowLocked(user({ user_id: '2' }), '1')).toBe(false);
  });

  it('keeps the super admin flag from the wire', () => {
    expect(userSchema.parse(user({ super_admin: true })).super_admin).toBe(true);
  });
});
