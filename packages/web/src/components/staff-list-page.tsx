import type { ReactNode } from 'react';
import { useLoggedError } from '../lib/use-logged-error';
import { STAFF_LIST_FAILED_TEXT } from '../texts/staff';
import type { StaffListTexts } from '../texts/staff-lists';
import { StaffLoading } from './staff/staff-loading';
import { EmptyState, ErrorState, Page, Tabs } from './ui';
import type { TabItem } from './ui';
import './staff/staff.css';

export interface StaffListTabs<Value extends string> {
  items: readonly TabItem<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  label: string;
}

interface StaffListPageProps<T extends { id: number }, Tab extends string> {
  texts: StaffListTexts;
  query: { isPending: boolean; error: Error | null; isFetching?: boolean; refetch?: () => unknown };
  logAs: string;
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  tabs?: StaffListTabs<Tab>;
  header?: ReactNode;
  listLabel?: string;
  children?: ReactNode;
}

export function StaffListPage<T extends { id: number }, Tab extends string = string>({
  texts,
  query,
  logAs,
  items,
  renderItem,
  tabs,
  header,
  listLabel,
  children,
}: StaffListPageProps<T, Tab>) {
  useLoggedError(query.error, logAs);
  const { refetch } = query;
  let body: ReactNode;
  if (query.isPending) {
    body = <StaffLoading label={texts.loading} heights={[96, 96]} />;
  } else if (query.error && items.length === 0) {
    body = (
      <ErrorState
        title={texts.failed ?? STAFF_LIST_FAILED_TEXT}
        onRetry={refetch ? () => void refetch() : undefined}
        retrying={query.isFetching}
      />
    );
  } else if (items.length === 0) {
    body = <EmptyState title={texts.empty} />;
  } else {
    body = (
      <ul className="staff-list" aria-label={listLabel}>
        {items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
    );
  }
  return (
    <Page title={texts.title}>
      {tabs && <Tabs {...tabs} />}
      {header}
      {body}
      {children}
    </Page>
  );
}
