import { Stack, Typography } from '@mui/material';

/** A list still loading: the spec's 'Загрузка...' line, announced to screen readers. */
export function LoadingText({ text }: { text: string }) {
  return (
    <Stack sx={{ alignItems: 'center', py: 6 }}>
      <Typography role="status" color="text.secondary">
        {text}
      </Typography>
    </Stack>
  );
}
