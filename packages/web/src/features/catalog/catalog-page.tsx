import { Box, Typography } from '@mui/material';

export function CatalogPage() {
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, textAlign: 'center' }}>
        КАТАЛОГ
      </Typography>
    </Box>
  );
}
