import { Alert } from '@mui/material';
import { isNotFound } from '../api/describe-failure';

interface LoadFailureAlertProps {
  error: unknown;
  notFoundText: string;
  failedText: string;
}

/** spec §8: a missing thing and a failed load say different words. */
export function LoadFailureAlert({ error, notFoundText, failedText }: LoadFailureAlertProps) {
  return <Alert severity="error">{isNotFound(error) ? notFoundText : failedText}</Alert>;
}
