import type { ComponentType } from 'react';
import { Link } from '../../router/link';
import type { IconProps } from './icons';

export interface TabBarItem {
  to: string;
  label: string;
  Icon: ComponentType<IconProps>;
  /** The element with this id says why. */
  dotDescriptionId?: string;
}

interface TabBarProps {
  items: readonly TabBarItem[];
  active: string | null;
  label: string;
  onSelect?: () => void;
}

/** Five fit at 360 px. */
export function TabBar({ items, active, label, onSelect }: TabBarProps) {
  return (
    <nav aria-label={label} className="ui-tab-bar">
      {items.map(({ to, label: itemLabel, Icon, dotDescriptionId }) => (
        <Link
          key={to}
          to={to}
          aria-label={itemLabel}
          aria-current={to === active ? 'page' : undefined}
          aria-describedby={dotDescriptionId}
          className="ui-tab-bar__item"
          onClick={onSelect}
        >
          <span className="ui-tab-bar__icon">
            <Icon size={26} />
            {dotDescriptionId && <span className="ui-tab-bar__dot" aria-hidden />}
          </span>
          <span className="ui-tab-bar__label" aria-hidden>
            {itemLabel}
          </span>
        </Link>
      ))}
    </nav>
  );
}
