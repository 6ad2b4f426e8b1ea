import { Button, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { ACCESS_DENIED_TEXT, ACCESS_DENIED_TITLE, HOME_LINK_TEXT } from '../../texts/common';

/** Shown in place of a screen the user's role may not open (spec §2). */
export function AccessDeniedPage() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', px: 2, py: 6 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {ACCESS_DENIED_TITLE}
      </Typography>
      <Typography color="text.secondary">{ACCESS_DENIED_TEXT}</Typography>
      <Button variant="contained" component={Link} to="/">
        {HOME_LINK_TEXT}
      </Button>
    </Stack>
  );
}
