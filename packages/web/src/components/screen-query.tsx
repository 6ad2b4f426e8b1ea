import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isNotFound } from '../api/describe-failure';
import { useLoggedError } from '../lib/use-logged-error';
import { ErrorState, Page } from './ui';

interface ScreenQueryProps<T> {
  query: UseQueryResult<T>;
  /** The screen while the thing loads. */
  loading: ReactNode;
  /** The screen for a 404: the thing is gone or was never there. */
  notFound: ReactNode;
  /** The title of the error screen, and the context of the logged failure. */
  failedText: string;
  children: (data: T) => ReactNode;
}

/**
 * A whole screen about one loaded thing: its loading look, its own «not found» screen, a
 * failure with a retry (spec §8), or the thing itself.
 */
export function ScreenQuery<T>({
  query,
  loading,
  notFound,
  failedText,
  children,
}: ScreenQueryProps<T>) {
  useLoggedError(query.error, failedText);
  if (query.isPending) return loading;
  if (query.isError) {
    if (isNotFound(query.error)) return notFound;
    return (
      <Page>
        <ErrorState
          title={failedText}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      </Page>
    );
  }
  return children(query.data);
}
