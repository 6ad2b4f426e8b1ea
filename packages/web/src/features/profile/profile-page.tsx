import { BONUS_BALANCE_TEXT } from '../../texts/users';
import { Avatar, Box, Stack, Typography } from '@mui/material';
import { usePublicConfig } from '../../api/get-public-config';
import { getInitData } from '../../api/session-store';
import { useSession } from '../../lib/session-context';
import { readMessengerUser } from '../../telegram/messenger-user';
import { NotificationsToggle } from './notifications-toggle';
import { ProfileMenu } from './profile-menu';

const AVATAR_PX = 88;

/** Who is signed in, the bonus line and the menu (spec §2 "Profile"). */
export function ProfilePage() {
  const { user, switchDemoUser } = useSession();
  const config = usePublicConfig();
  const messenger = readMessengerUser(getInitData());

  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', mb: 3 }}>
        <Avatar
          src={messenger.photoUrl ?? undefined}
          alt={messenger.fullName}
          sx={{ width: AVATAR_PX, height: AVATAR_PX, fontSize: 36 }}
        >
          {messenger.fullName.charAt(0)}
        </Avatar>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {messenger.fullName}
        </Typography>
        <Typography color="text.secondary">ID: {user.userId}</Typography>
        <Typography sx={{ fontWeight: 600 }}>{BONUS_BALANCE_TEXT}</Typography>
      </Stack>
      <NotificationsToggle />
      <ProfileMenu supportUrl={config.data?.supportUrl} demoChats={switchDemoUser !== null} />
    </Box>
  );
}
