import type { RequestFailure } from '../texts/request-failure';
import { INPUT_KEPT_TEXT } from '../texts/request-failure';
import { RETRY_TEXT } from '../texts/common';
import { Banner, Button } from './ui';
import './components.css';

interface SubmitFailureProps {
  message: string;
  failure: RequestFailure | null;
  onRetry: () => void;
  retrying?: boolean;
}

/**
 * Issue 27: when nothing answered, the form keeps what was typed and offers «Повторить»; a
 * refusal is only said, as repeating it would change nothing.
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
