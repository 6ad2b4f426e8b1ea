// A phone opens the app with one init data and sends it with every request until reopened.
const RECENT_SIGN_INS_MAX = 10_000;

export interface RecentSignIns {
  /** The signed date of init data this node has verified and signed in, if it kept it. */
  authDateOf(initData: string): Date | undefined;
  add(initData: string, authDate: Date): void;
}

/**
 * Init data whose signature this node has checked and whose user row it has written, the
 * oldest forgotten first once `capacity` are kept. The row is a function of the signed
 * fields, so a second write of the same init data changes nothing; the signature of the same
 * text stays valid, and only its age moves.
 */
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
