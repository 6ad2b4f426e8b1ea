import { Box } from '@mui/material';
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { LoadingText } from '../../components/loading-text';
import { AppFooter } from './app-footer';
import { LOADING_TEXT } from '../../texts/common';

interface ShellFrameProps {
  /** The brand header, and whatever must sit between it and the screen. */
  top: ReactNode;
  /** What must stay clear at the bottom, e.g. the bottom navigation's height. */
  bottomPadding: string | number;
  /** After the legal footer, e.g. the bottom navigation. */
  bottom?: ReactNode;
}

/** The page frame both shells share: safe-area insets, the routed screen, the legal footer. */
export function ShellFrame({ top, bottomPadding, bottom }: ShellFrameProps) {
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        pt: 'var(--app-safe-top)',
        pl: 'var(--app-safe-left)',
        pr: 'var(--app-safe-right)',
        pb: bottomPadding,
      }}
    >
      {top}
      <Box component="main" sx={{ flex: 1 }}>
        {/* Screens other than the catalogue load as separate chunks. */}
        <Suspense fallback={<LoadingText text={LOADING_TEXT} />}>
          <Outlet />
        </Suspense>
      </Box>
      <AppFooter />
      {bottom}
    </Box>
  );
}
