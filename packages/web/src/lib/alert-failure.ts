import { APPROVE_FAILED_TEXT, REJECT_FAILED_TEXT } from '../texts/ads';
import { describeFailure } from '../api/describe-failure';
import { showAlert } from '../telegram/init';

/** spec §8 alerts: the screen's own words, then the reason the call failed. */
export function alertFailure(prefix: string, error: unknown): Promise<void> {
  return showAlert(`${prefix}: ${describeFailure(error).message}`);
}

/** A staff approve or reject call, alerting its failure as spec §8 asks. */
export async function runDecision(approve: boolean, decide: () => Promise<unknown>): Promise<void> {
  try {
    await decide();
  } catch (error) {
    await alertFailure(approve ? APPROVE_FAILED_TEXT : REJECT_FAILED_TEXT, error);
  }
}
