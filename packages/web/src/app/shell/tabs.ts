import type { RoutePath } from '@flowers/domain';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import LocalFloristOutlinedIcon from '@mui/icons-material/LocalFloristOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import type { SvgIconComponent } from '@mui/icons-material';

export interface Tab {
  path: RoutePath;
  label: string;
  Icon: SvgIconComponent;
}

// spec §2 "Shell behaviour"; who sees a tab follows the route access table.
export const TABS: readonly Tab[] = [
  { path: '/', label: 'Каталог', Icon: LocalFloristOutlinedIcon },
  { path: '/favorites', label: 'Избранное', Icon: FavoriteBorderIcon },
  { path: '/add', label: 'Добавить', Icon: AddCircleOutlineIcon },
  { path: '/profile', label: 'Профиль', Icon: PersonOutlineIcon },
  { path: '/administrationpage', label: 'Админка', Icon: AdminPanelSettingsOutlinedIcon },
];

/** The tab a location belongs to, or null off the tab roots (where Back makes sense). */
export function tabOf(pathname: string): RoutePath | null {
  const path = pathname === '/catalog' ? '/' : pathname;
  return TABS.find((tab) => tab.path === path)?.path ?? null;
}
