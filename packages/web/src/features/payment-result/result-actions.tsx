import { BACK_TEXT, BACK_TO_CATALOG_TEXT, redirectCountdownText } from '../../texts/payments';
import { Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useRedirectCountdown } from './use-redirect-countdown';

/** The buttons both result pages share, and the countdown to the catalogue. */
export function ResultActions({ extra }: { extra?: ReactNode }) {
  const navigate = useNavigate();
  const left = useRedirectCountdown();
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 360 }}>
      {extra}
      <Button variant="contained" component={Link} to="/" replace>
        {BACK_TO_CATALOG_TEXT}
      </Button>
      <Button
        variant="outlined"
        onClick={() => {
          void navigate(-1);
        }}
      >
        {BACK_TEXT}
      </Button>
      <Typography
        role="timer"
        aria-live="off"
        variant="body2"
        color="text.secondary"
        sx={{ textAlign: 'center' }}
      >
        {redirectCountdownText(left)}
      </Typography>
    </Stack>
  );
}
