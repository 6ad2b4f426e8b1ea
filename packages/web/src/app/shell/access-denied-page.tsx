import { Button, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';

/** Shown in place of a screen the user's role may not open (spec §2). */
export function AccessDeniedPage() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', px: 2, py: 6 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        Доступ запрещён
      </Typography>
      <Typography color="text.secondary">У вас нет прав для просмотра этой страницы.</Typography>
      <Button variant="contained" component={Link} to="/">
        На главную
      </Button>
    </Stack>
  );
}
