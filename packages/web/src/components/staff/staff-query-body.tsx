import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isNotFound } from '../../api/describe-failure';
import { EmptyState, ErrorState, Skeleton, Spinner } from '../ui';

interface StaffQueryBodyProps<T> {
  query: UseQueryResult<T>;
  /** What a screen reader announces while the thing loads. */
  loadingLabel: string;
  notFoundText: string;
  failedText: string;
  children: (data: T) => ReactNode;
}

/** One loaded thing on a staff screen: placeholders, «не найден», a failure with «Повторить». */
export function StaffQueryBody<T>(props: StaffQueryBodyProps<T>) {
  const { query, loadingLabel, notFoundText, failedText, children } = props;
  if (query.isPending) {
    return (
      <div className="staff-loading" aria-busy="true">
        <div className="staff-loading__spinner">
          <Spinner label={loadingLabel} />
        </div>
        <Skeleton height={200} />
        <Skeleton height={120} />
      </div>
    );
  }
  if (query.isError) {
    if (isNotFound(query.error)) return <EmptyState title={notFoundText} />;
    return (
      <ErrorState
        title={failedText}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return children(query.data);
}
