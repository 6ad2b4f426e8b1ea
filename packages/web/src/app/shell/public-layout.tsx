import { Box } from '@mui/material';
import { Suspense } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { BrandHeader } from '../../components/brand-header';
import { LoadingText } from '../../components/loading-text';
import { useBackButton } from '../../telegram/use-back-button';
import { AppFooter } from './app-footer';
import { LOADING_TEXT } from '../../texts/common';

/** Screens anyone may open without signing in: the offer and the payment result pages. */
export function PublicLayout() {
  const navigate = useNavigate();
  useBackButton(true, () => {
    void navigate(-1);
  });

  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        pt: 'var(--app-safe-top)',
        pb: 'var(--app-safe-bottom)',
        pl: 'var(--app-safe-left)',
        pr: 'var(--app-safe-right)',
      }}
    >
      <BrandHeader />
      <Box component="main" sx={{ flex: 1 }}>
        <Suspense fallback={<LoadingText text={LOADING_TEXT} />}>
          <Outlet />
        </Suspense>
      </Box>
      <AppFooter />
    </Box>
  );
}
