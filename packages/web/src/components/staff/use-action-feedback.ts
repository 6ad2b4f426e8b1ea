import { useMemo } from 'react';
import { describeFailure } from '../../api/describe-failure';
import { ACTION_TOAST_MS } from '../../config/ui';
import { useToast } from '../toast/toast-context';

// A failure stays up long enough to be read.
const FAILURE_TOAST_MS = 5000;

export interface ActionFeedback {
  done: (message: string) => void;
  failed: (prefix: string, error?: unknown) => void;
}

/** A toast with a haptic, not an alert. */
export function useActionFeedback(): ActionFeedback {
  const toast = useToast();
  return useMemo(
    () => ({
      done: (message) => {
        toast({ message, severity: 'success', durationMs: ACTION_TOAST_MS });
      },
      failed: (prefix, error) => {
        const reason = error === undefined ? '' : describeFailure(error).message;
        toast({
          message: reason ? `${prefix}: ${reason}` : prefix,
          severity: 'error',
          durationMs: FAILURE_TOAST_MS,
        });
      },
    }),
    [toast],
  );
}
