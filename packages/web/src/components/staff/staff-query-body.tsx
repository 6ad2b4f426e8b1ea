import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isNotFound } from '../../api/describe-failure';
import { EmptyState, ErrorState } from '../ui';
import { StaffLoading } from './staff-loading';

interface StaffQueryBodyProps<T> {
  query: UseQueryResult<T>;
  loadingLabel: string;
  notFoundText: string;
  failedText: string;
  children: (data: T) => ReactNode;
}

export function StaffQueryBody<T>(props: StaffQueryBodyProps<T>) {
  const { query, loadingLabel, notFoundText, failedText, children } = props;
  if (query.isPending) return <StaffLoading label={loadingLabel} heights={[200, 120]} />;
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
