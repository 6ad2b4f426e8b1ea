import { useMemo } from 'react';
import { describeFailure } from '../../api/describe-failure';
import { ACTION_TOAST_MS } from '../../config/ui';
import { useToast } from '../toast/toast-context';

// A failure stays up long enough to be read; a success goes as fast as the spec's action toast.
const FAILURE_TOAST_MS = 5000;

export interface ActionFeedback {
  /** A success toast (the toast buzzes the phone's success haptic too). */
  done: (message: string) => void;
  /** An error toast: `prefix` and why the request failed. */
  failed: (prefix: string, error?: unknown) => void;
}

/** How a staff screen says an action worked or failed: a toast with a haptic, not an alert. */
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
