import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isNotFound } from '../api/describe-failure';
import { useLoggedError } from '../lib/use-logged-error';
import { ErrorState, Page } from './ui';

interface ScreenQueryProps<T> {
  query: UseQueryResult<T>;
  loading: ReactNode;
  notFound: ReactNode;
  failedText: string;
  children: (data: T) => ReactNode;
}

/** spec §8: a failure offers a retry. */
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
