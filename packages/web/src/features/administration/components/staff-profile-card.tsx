import { PROFILE_LABEL, ROLE_LABELS, ROLE_PREFIX } from '../../../texts/users';
import { Avatar, Card, CardContent, Stack, Typography } from '@mui/material';
import type { CurrentUser } from '../../../lib/session-context';
import type { MessengerUser } from '../../../telegram/messenger-user';

interface StaffProfileCardProps {
  user: CurrentUser;
  profile: MessengerUser;
}

/** spec §2 "Administration hub": photo, name, id, username and role. */
export function StaffProfileCard({ user, profile }: StaffProfileCardProps) {
  const name = profile.fullName;
  return (
    <Card variant="outlined" component="section" aria-label={PROFILE_LABEL}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar src={profile.photoUrl ?? undefined} alt={name} sx={{ width: 56, height: 56 }}>
            {name.slice(0, 1)}
          </Avatar>
          <Stack sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="p" noWrap>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              ID: {user.userId}
            </Typography>
            {user.username && (
              <Typography variant="body2" color="text.secondary">
                @{user.username}
              </Typography>
            )}
            <Typography variant="body2">
              {ROLE_PREFIX}
              {ROLE_LABELS[user.role]}
            </Typography>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
