// A phone opens the app with one init data and sends it with every request until reopened.
const RECENT_SIGN_INS_MAX = 10_000;

export interface RecentSignIns {
  has(initData: string): boolean;
  add(initData: string): void;
}

/**
 * Init data whose user row this node has already written, the oldest forgotten first once
 * `capacity` are kept. The row is a function of the signed fields, so a second write of the
 * same init data changes nothing.
 */
export function createRecentSignIns(capacity = RECENT_SIGN_INS_MAX): RecentSignIns {
  const kept = new Set<string>();
  return {
    has: (initData) => kept.has(initData),
    add(initData) {
      if (kept.has(initData)) return;
      if (kept.size >= capacity) {
        const oldest = kept.values().next();
        if (oldest.done !== true) kept.delete(oldest.value);
      }
      kept.add(initData);
    },
  };
}
