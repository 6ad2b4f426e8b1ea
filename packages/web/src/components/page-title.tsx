import { Typography } from '@mui/material';

/** A screen's heading, centred in capitals as the spec's screens show it. */
export function PageTitle({ children }: { children: string }) {
  return (
    <Typography component="h1" variant="h5" sx={{ fontWeight: 700, textAlign: 'center', mb: 2 }}>
      {children}
    </Typography>
  );
}
