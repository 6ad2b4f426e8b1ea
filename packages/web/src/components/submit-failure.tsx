import type { RequestFailure } from '../texts/request-failure';
import { INPUT_KEPT_TEXT } from '../texts/request-failure';
import { RETRY_TEXT } from '../texts/common';
import { Banner, Button } from './ui';
import './components.css';

interface SubmitFailureProps {
  /** What the screen says of the failure (spec §8's texts). */
  message: string;
  failure: RequestFailure | null;
  /** Sends the same form again. */
  onRetry: () => void;
  retrying?: boolean;
}

/**
 * A form's failed submit. When nothing answered (the network is down) the form keeps
 * everything typed, says so, and offers «Повторить» to send it again (issue 27); an answer
 * the server refused is only said, as repeating it would change nothing.
 */
export function SubmitFailure({ message, failure, onRetry, retrying = false }: SubmitFailureProps) {
  if (failure?.kind !== 'no-response') return <Banner severity="error">{message}</Banner>;
  return (
    <Banner
      severity="error"
      className="submit-failure"
      action={
        <Button variant="secondary" loading={retrying} onClick={onRetry}>
          {RETRY_TEXT}
        </Button>
      }
    >
      {message} {INPUT_KEPT_TEXT}
    </Banner>
  );
}
