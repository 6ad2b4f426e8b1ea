import { Alert, CircularProgress } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isNotFound } from '../api/describe-failure';

interface QueryBodyProps<T> {
  query: UseQueryResult<T>;
  /** What a screen reader announces while the thing loads. */
  loadingLabel: string;
  notFoundText: string;
  failedText: string;
  children: (data: T) => ReactNode;
}

/** One loaded thing on a screen: a spinner, then why it failed (spec §8), or the thing. */
export function QueryBody<T>({
  query,
  loadingLabel,
  notFoundText,
  failedText,
  children,
}: QueryBodyProps<T>) {
  if (query.isPending) {
    return <CircularProgress aria-label={loadingLabel} sx={{ display: 'block', mx: 'auto' }} />;
  }
  if (query.isError) {
    return <Alert severity="error">{isNotFound(query.error) ? notFoundText : failedText}</Alert>;
  }
  return children(query.data);
}
