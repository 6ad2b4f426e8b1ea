import { BRAND } from '../../texts/common';
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface SplashScreenProps {
  message: string;
  /** Shows a spinner: something is still loading. */
  busy?: boolean;
  children?: ReactNode;
}

/** Full-screen page shown until the user is signed in and their role is known. */
export function SplashScreen({ message, busy = false, children }: SplashScreenProps) {
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 3,
        pt: 'calc(var(--app-safe-top) + 24px)',
        pb: 'calc(var(--app-safe-bottom) + 24px)',
        bgcolor: 'background.default',
      }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', width: '100%' }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {BRAND.name}
        </Typography>
        {busy && <CircularProgress aria-hidden size={32} />}
        <Typography role="status" color="text.secondary">
          {message}
        </Typography>
        {children}
      </Stack>
    </Box>
  );
}
