// A phone opens the app with one init data and sends it with every request until reopened.
const RECENT_SIGN_INS_MAX = 10_000;

export interface RecentSignIns {
  authDateOf(initData: string): Date | undefined;
  add(initData: string, authDate: Date): void;
}

// The user row is a function of the signed fields, so writing it again changes nothing; only the
// age of a kept signature moves.
export function createRecentSignIns(capacity = RECENT_SIGN_INS_MAX): RecentSignIns {
  const kept = new Map<string, Date>();
  return {
    authDateOf: (initData) => kept.get(initData),
    add(initData, authDate) {
      if (kept.has(initData)) return;
      if (kept.size >= capacity) {
        const oldest = kept.keys().next();
        if (oldest.done !== true) kept.delete(oldest.value);
      }
      kept.set(initData, authDate);
    },
  };
}
