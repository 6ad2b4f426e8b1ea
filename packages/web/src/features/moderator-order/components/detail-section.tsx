import { Card, CardContent, Stack, Typography } from '@mui/material';

export interface DetailRow {
  label: string;
  value: string | null | undefined;
}

/** A titled block of label–value lines; empty values are left out. */
export function DetailSection({ title, rows }: { title: string; rows: readonly DetailRow[] }) {
  const shown = rows.filter(
    (row) => row.value !== null && row.value !== undefined && row.value !== '',
  );
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {title}
        </Typography>
        <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
          {shown.map((row) => (
            <Stack key={row.label} direction="row" spacing={1}>
              <Typography
                component="dt"
                variant="body2"
                color="text.secondary"
                sx={{ minWidth: 120 }}
              >
                {row.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
                {row.value}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
