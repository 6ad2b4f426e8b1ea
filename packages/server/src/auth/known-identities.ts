import type { CurrentUser } from './current-user.ts';

// About the users active on a node within a day; each entry is a few dozen bytes.
const KNOWN_IDENTITIES_MAX = 10_000;

/**
 * The last user row each signed-in user had on this node: while the database is away, a signed
 * request is answered as that user (the init data's signature proves who it is, the row only
 * what they may do), or as a plain user if the node has not seen them.
 */
export function createKnownIdentities(capacity = KNOWN_IDENTITIES_MAX) {
  const known = new Map<number, CurrentUser>();
  return {
    get: (id: number) => known.get(id),
    remember(user: CurrentUser): void {
      known.delete(user.id);
      if (known.size >= capacity) {
        const oldest = known.keys().next();
        if (oldest.done !== true) known.delete(oldest.value);
      }
      known.set(user.id, user);
    },
  };
}
