import type { ReactNode } from 'react';
import { BRAND } from '../texts/common';
import './components.css';

interface BrandHeaderProps {
  action?: ReactNode;
}

/** spec §2. Telegram's own title bar already names the app, so no other screen repeats it. */
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
