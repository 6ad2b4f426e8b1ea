import { adCreationFailureMessage } from '../../texts/ad-creation-failure';
import { describeFailure } from '../../api/describe-failure';

/** spec §8 "Ad creation failure". */
export function creationFailureText(error: unknown): string {
  return adCreationFailureMessage(describeFailure(error));
}
