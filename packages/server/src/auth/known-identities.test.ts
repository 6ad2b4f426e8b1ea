import { describe, expect, it } from 'vitest';
import type { CurrentUser } from './current-user.ts';
import { createKnownIdentities } from './known-identities.ts';

const user = (id: number, role: CurrentUser['role'] = 'user'): CurrentUser => ({
  id,
  username: `user${id}`,
  role,
  blacklisted: false,
  isSuperAdmin: false,
});

describe('known identities', () => {
  it('recalls the last row a user signed in with', () => {
    const known = createKnownIdentities();
    known.remember(user(1));
    known.remember(user(1, 'moderator'));
    expect(known.get(1)).toEqual(user(1, 'moderator'));
  });

  it('forgets the user seen longest ago once full', () => {
    const known = createKnownIdentities(2);
    known.remember(user(1));
    known.remember(user(2));
    known.remember(user(1));
    known.remember(user(3));
    expect([known.get(1), known.get(2), known.get(3)]).toEqual([user(1), undefined, user(3)]);
  });
});
