import type { ReactNode } from 'react';
import { BRAND } from '../texts/common';
import './components.css';

interface BrandHeaderProps {
  /** Shown at the end of the line, e.g. the demo user switch. */
  action?: ReactNode;
}

/**
 * The catalogue's brand line (spec §2): one compact line under Telegram's own title bar,
 * which already names the app, so no other screen repeats it.
 */
export function BrandHeader({ action }: BrandHeaderProps) {
  return (
    <header className="app-brand">
      <p className="app-brand__text">
        <span className="app-brand__name">{BRAND.name}</span>{' '}
        <span className="app-brand__tagline">{BRAND.tagline}</span>
      </p>
      {action}
    </header>
  );
}
