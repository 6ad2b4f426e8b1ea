import type { Database } from '../db/database.ts';
import { TbankError } from '../tbank/tbank-client.ts';
import {
  claimNewIntent,
  claimNextAttempt,
  findIntent,
  recordIntentOutcome,
} from './bank-intents.repository.ts';

/** Longer than any bank call may take (the clients give up after 15 s): none can still be out. */
const CALL_OUT_MS = 60_000;

export interface BankIntent<A, S> {
  key: string;
  paymentId: string;
  send: () => Promise<A>;
  lookUp: () => Promise<S>;
  /** Whether the bank's state shows the intent not carried out, so it never reached the bank. */
  undone: (state: S) => boolean;
}

export type IntentOutcome<A, S> =
  | { sent: A }
  /** Refused, or no answer came (TbankError `network`). */
  | { failed: TbankError }
  /** Not sent, as an earlier attempt was: the bank's own state instead. */
  | { state: S }
  /** Not sent and nothing learnt: another call is out, or the bank does not answer now. */
  | { later: true };

const LATER = { later: true } as const;

// At most once per intent (issue 24): the row is claimed before the call, so a rerun or a second
// node sends it once; after a lost answer GetState decides whether to send again.
export function createBankIntents(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;

  async function claim<A, S>(intent: BankIntent<A, S>): Promise<number | IntentOutcome<A, S>> {
    const at = now();
    if (await claimNewIntent(db, intent.key, intent.paymentId, at)) return 1;
    const seen = await findIntent(db, intent.key);
    const staleBefore = new Date(at.getTime() - CALL_OUT_MS);
    if (seen === null) return LATER;
    if (seen.outcome === 'sending' && seen.sentAt.getTime() >= staleBefore.getTime()) {
      return LATER;
    }
    let state: S;
    try {
      state = await intent.lookUp();
    } catch (error) {
      if (error instanceof TbankError) return LATER;
      throw error;
    }
    // A refusal is an answer too: the intent is not asked again, whatever the bank holds.
    if (seen.outcome === 'answered' || !intent.undone(state)) return { state };
    return (await claimNextAttempt(db, seen, at, staleBefore)) ? seen.attempt + 1 : LATER;
  }

  return {
    async once<A, S>(intent: BankIntent<A, S>): Promise<IntentOutcome<A, S>> {
      const attempt = await claim(intent);
      if (typeof attempt !== 'number') return attempt;
      try {
        const answer = await intent.send();
        await recordIntentOutcome(db, intent.key, attempt, 'answered', now());
        return { sent: answer };
      } catch (error) {
        if (!(error instanceof TbankError)) throw error;
        const outcome = error.code === 'network' ? 'unknown' : 'answered';
        await recordIntentOutcome(db, intent.key, attempt, outcome, now());
        return { failed: error };
      }
    },
  };
}

export type BankIntents = ReturnType<typeof createBankIntents>;
