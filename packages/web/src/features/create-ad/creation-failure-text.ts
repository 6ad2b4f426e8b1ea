import { adCreationFailureMessage } from '../../texts/ad-creation-failure';
import { ApiError } from '../../api/http';

/** spec §8 "Ad creation failure" for whatever the upload rejected with. */
export function creationFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    return adCreationFailureMessage({
      status: error.status,
      body: error.body,
      message: error.message,
    });
  }
  return adCreationFailureMessage({ message: error instanceof Error ? error.message : undefined });
}
