import { Box, LinearProgress, Typography } from '@mui/material';

/** Driven by XMLHttpRequest upload events; null percent while the size is unknown. */
export function UploadProgress({ percent }: { percent: number | null }) {
  const rounded = percent === null ? null : Math.round(percent);
  return (
    <Box>
      <LinearProgress
        aria-label="Загрузка объявления"
        variant={rounded === null ? 'indeterminate' : 'determinate'}
        value={rounded ?? undefined}
      />
      <Typography variant="caption" color="text.secondary">
        {rounded === null || rounded >= 100 ? 'Обработка фото…' : `Загрузка фото: ${rounded}%`}
      </Typography>
    </Box>
  );
}
