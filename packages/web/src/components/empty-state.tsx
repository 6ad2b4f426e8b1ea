import { Stack, Typography } from '@mui/material';

interface EmptyStateProps {
  title: string;
  subtitle?: string;
}

/** What a list shows when it has nothing (spec §2 empty states). */
export function EmptyState({ title, subtitle }: EmptyStateProps) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'center', textAlign: 'center', py: 6, px: 2 }}>
      <Typography component="p" variant="h6">
        {title}
      </Typography>
      {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
    </Stack>
  );
}
