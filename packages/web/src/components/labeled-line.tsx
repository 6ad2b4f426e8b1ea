import { Typography } from '@mui/material';

/** One "label: value" line of a staff card; an empty value leaves the line out. */
export function LabeledLine({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <Typography variant="body2">
      <Typography component="span" variant="body2" color="text.secondary">
        {label}:{' '}
      </Typography>
      {value}
    </Typography>
  );
}
