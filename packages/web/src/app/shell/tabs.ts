import type { RoutePath } from '@flowers/domain';
import type { ComponentType } from 'react';
import {
  FlowerIcon,
  HeartIcon,
  PersonIcon,
  PlusCircleIcon,
  ShieldIcon,
} from '../../components/ui/icons';
import type { IconProps } from '../../components/ui/icons';

export interface Tab {
  path: RoutePath;
  label: string;
  Icon: ComponentType<IconProps>;
}

// spec §2 "Shell behaviour".
export const TABS: readonly Tab[] = [
  { path: '/', label: 'Каталог', Icon: FlowerIcon },
  { path: '/favorites', label: 'Избранное', Icon: HeartIcon },
  { path: '/add', label: 'Добавить', Icon: PlusCircleIcon },
  { path: '/profile', label: 'Профиль', Icon: PersonIcon },
  { path: '/administrationpage', label: 'Админка', Icon: ShieldIcon },
];

/** Null off the tab roots, where Back makes sense. */
export function tabOf(pathname: string): RoutePath | null {
  const path = pathname === '/catalog' ? '/' : pathname;
  return TABS.find((tab) => tab.path === path)?.path ?? null;
}
