import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Outlet } from '../../router/router';
import { LoadingText } from '../../components/loading-text';
import { AppFooter } from './app-footer';
import { LOADING_TEXT } from '../../texts/common';
import './shell.css';

interface ShellFrameProps {
  top: ReactNode;
  bottomPadding: string;
  bottom?: ReactNode;
}

export function ShellFrame({ top, bottomPadding, bottom }: ShellFrameProps) {
  return (
    <div className="app-frame" style={{ paddingBottom: bottomPadding }}>
      {top}
      <main className="app-frame__main">
        {/* Screens other than the catalogue load as separate chunks. */}
        <Suspense fallback={<LoadingText text={LOADING_TEXT} />}>
          <Outlet />
        </Suspense>
      </main>
      <AppFooter />
      {bottom}
    </div>
  );
}
