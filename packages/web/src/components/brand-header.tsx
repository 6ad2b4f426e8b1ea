import { BRAND } from '../texts/common';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface BrandHeaderProps {
  /** Shown at the end of the line, e.g. the demo user switch. */
  action?: ReactNode;
}

export function BrandHeader({ action }: BrandHeaderProps) {
  return (
    <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="p" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
          {BRAND.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {BRAND.tagline}
        </Typography>
      </Box>
      {action}
    </Box>
  );
}
