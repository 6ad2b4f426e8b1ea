import { Box, Typography } from '@mui/material';
import { CreateAdForm } from './components/create-ad-form';
import { CREATE_AD_TITLE } from '../../texts/ads';

export function CreateAdPage() {
  return (
    <Box sx={{ px: 2, pb: 3, maxWidth: 640, mx: 'auto' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {CREATE_AD_TITLE}
      </Typography>
      <CreateAdForm />
    </Box>
  );
}
