import { ALL_TAB_TEXT } from '../../texts/staff';
import type { StaffListTabs } from '../staff-list-page';

export interface TabFilter<T, Value extends string> {
  value: Value;
  label: string;
  keeps: (item: T) => boolean;
}

/**
 * Tabs that narrow a staff list: «Все» first, then one tab a filter, each with how many items
 * it keeps, or the server's count for a list read a page at a time. Gives StaffListPage its
 * tabs and the items the chosen tab shows.
 */
export function filterTabs<T, Value extends string>(
  items: readonly T[],
  filters: readonly TabFilter<T, Value>[],
  chosen: { value: Value | 'all'; onChange: (value: Value | 'all') => void; label: string },
  counts?: Record<Value | 'all', number>,
): { tabs: StaffListTabs<Value | 'all'>; shown: readonly T[] } {
  const filter = filters.find(({ value }) => value === chosen.value);
  const counted = filters.map(({ value, label, keeps }) => ({
    value,
    label,
    count: counts?.[value] ?? items.filter(keeps).length,
  }));
  return {
    tabs: {
      ...chosen,
      items: [
        { value: 'all', label: ALL_TAB_TEXT, count: counts?.all ?? items.length },
        ...counted,
      ],
    },
    shown: filter === undefined ? items : items.filter(filter.keeps),
  };
}
