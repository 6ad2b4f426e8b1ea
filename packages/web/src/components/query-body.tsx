import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isNotFound } from '../api/describe-failure';
import { ErrorState, Spinner } from './ui';

interface QueryBodyProps<T> {
  query: UseQueryResult<T>;
  loadingLabel: string;
  notFoundText: string;
  failedText: string;
  children: (data: T) => ReactNode;
}

/** spec §8. */
export function QueryBody<T>({
  query,
  loadingLabel,
  notFoundText,
  failedText,
  children,
}: QueryBodyProps<T>) {
  if (query.isPending) {
    return (
      <div className="ui-loading">
        <Spinner label={loadingLabel} size={28} />
      </div>
    );
  }
  if (query.isError) {
    if (isNotFound(query.error)) return <ErrorState title={notFoundText} />;
    return (
      <ErrorState
        title={failedText}
        retrying={query.isFetching}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  }
  return children(query.data);
}
