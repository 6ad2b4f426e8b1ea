import type { SxProps, Theme } from '@mui/material';

/** The catalogue grid: 2, 3 or 4 columns (spec §2); its placeholder uses the same tracks. */
export const AD_GRID_SX: SxProps<Theme> = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(4, minmax(0, 1fr))',
  },
};
