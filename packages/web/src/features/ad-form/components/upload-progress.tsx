import { Box, LinearProgress, Typography } from '@mui/material';
import { AD_LOADING_LABEL, PHOTO_PROCESSING_TEXT, uploadProgressText } from '../../../texts/ads';

/** Driven by XMLHttpRequest upload events; null percent while the size is unknown. */
export function UploadProgress({ percent }: { percent: number | null }) {
  const rounded = percent === null ? null : Math.round(percent);
  return (
    <Box>
      <LinearProgress
        aria-label={AD_LOADING_LABEL}
        variant={rounded === null ? 'indeterminate' : 'determinate'}
        value={rounded ?? undefined}
      />
      <Typography variant="caption" color="text.secondary">
        {rounded === null || rounded >= 100 ? PHOTO_PROCESSING_TEXT : uploadProgressText(rounded)}
      </Typography>
    </Box>
  );
}
