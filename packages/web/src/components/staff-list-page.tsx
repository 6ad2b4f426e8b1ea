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
  /** Names the tab list for screen readers. */
  label: string;
}

interface StaffListPageProps<T extends { id: number }, Tab extends string> {
  /** The screen's title and what it says while loading, empty or failed (texts/staff-lists). */
  texts: StaffListTexts;
  /** The list's query: placeholders while pending; a failure is logged and offers «Повторить». */
  query: { isPending: boolean; error: Error | null; isFetching?: boolean; refetch?: () => unknown };
  /** Names the list in the log when loading fails. */
  logAs: string;
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  /** Status tabs above the list (e.g. «Все», «Оплачен», «Доставлен»). */
  tabs?: StaffListTabs<Tab>;
  /** Above the list, under the tabs: a search box, a count. */
  header?: ReactNode;
  /** Names the list for screen readers, e.g. «Пользователи». */
  listLabel?: string;
  /** Dialogs, forms and the like, rendered after the list. */
  children?: ReactNode;
}

/** The frame of the staff list screens: heading, tabs, then loading, failure, empty or rows. */
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
