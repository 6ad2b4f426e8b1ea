import { ALL_TAB_TEXT } from '../../texts/staff';
import type { StaffListTabs } from '../staff-list-page';

export interface TabFilter<T, Value extends string> {
  value: Value;
  label: string;
  keeps: (item: T) => boolean;
}

export function filterTabs<T, Value extends string>(
  items: readonly T[],
  filters: readonly TabFilter<T, Value>[],
  chosen: { value: Value | 'all'; onChange: (value: Value | 'all') => void; label: string },
): { tabs: StaffListTabs<Value | 'all'>; shown: readonly T[] } {
  const filter = filters.find(({ value }) => value === chosen.value);
  const counted = filters.map(({ value, label, keeps }) => ({
    value,
    label,
    count: items.filter(keeps).length,
  }));
  return {
    tabs: {
      ...chosen,
      items: [{ value: 'all', label: ALL_TAB_TEXT, count: items.length }, ...counted],
    },
    shown: filter === undefined ? items : items.filter(filter.keeps),
  };
}
