import { canOpenRoute, isStaff } from '@flowers/domain';
import { ADMIN_HUB_TITLE, HUB_LINKS, STAFF_ONLY_TEXT } from '../../texts/users';
import type { RoutePath } from '@flowers/domain';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useSession } from '../../lib/session-context';
import { StaffProfileCard } from './components/staff-profile-card';
import { getInitData } from '../../api/session-store';
import { readMessengerUser } from '../../telegram/messenger-user';

const LINKS = Object.entries(HUB_LINKS) as [RoutePath, string][];

/** spec §2 "Administration hub"; each button is shown only to roles its route admits. */
export function AdministrationPage() {
  const { user } = useSession();
  if (!isStaff(user.role)) {
    return (
      <Typography sx={{ px: 2, py: 6, textAlign: 'center' }} color="text.secondary">
        {STAFF_ONLY_TEXT}
      </Typography>
    );
  }
  return (
    <Box sx={{ px: 2, pb: 3, maxWidth: 640, mx: 'auto' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {ADMIN_HUB_TITLE}
      </Typography>
      <StaffProfileCard user={user} profile={readMessengerUser(getInitData())} />
      <Stack component="nav" aria-label={ADMIN_HUB_TITLE} spacing={1} sx={{ mt: 2 }}>
        {LINKS.filter(([path]) => canOpenRoute(path, user.role)).map(([path, label]) => (
          <Button
            key={path}
            component={Link}
            to={path}
            variant="outlined"
            size="large"
            endIcon={<ChevronRightIcon />}
            sx={{ justifyContent: 'space-between' }}
          >
            {label}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}
