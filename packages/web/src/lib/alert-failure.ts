import { APPROVE_FAILED_TEXT, REJECT_FAILED_TEXT } from '../texts/ads';
import { describeFailure } from '../api/describe-failure';
import { showAlert } from '../telegram/init';

/** spec §8. */
export function alertFailure(prefix: string, error: unknown): Promise<void> {
  return showAlert(`${prefix}: ${describeFailure(error).message}`);
}

/** spec §8. */
export async function runDecision(approve: boolean, decide: () => Promise<unknown>): Promise<void> {
  try {
    await decide();
  } catch (error) {
    await alertFailure(approve ? APPROVE_FAILED_TEXT : REJECT_FAILED_TEXT, error);
  }
}
