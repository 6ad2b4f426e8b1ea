import { Button, Stack, Typography } from '@mui/material';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { Link } from 'react-router';
import { useDemoUsers } from '../../api/get-demo-users';
import { DEMO_CHATS_PATH } from '../../lib/demo-choice';
import { SplashScreen } from '../shell/splash-screen';
import { LOADING, PICK_DEMO_USER, SIGN_IN_FAILED } from './messages';
import { DEMO_CHATS_TITLE } from '../../texts/bot';

interface DemoUserPickerProps {
  onPick: (userId: string) => void;
}

/** Outside Telegram on a demo server: choose which demo user to be. */
export function DemoUserPicker({ onPick }: DemoUserPickerProps) {
  const users = useDemoUsers();

  if (users.isPending) return <SplashScreen message={LOADING} busy />;
  if (users.isError) return <SplashScreen message={SIGN_IN_FAILED} />;

  return (
    <SplashScreen message={PICK_DEMO_USER}>
      <Stack spacing={1} sx={{ width: '100%', maxWidth: 360 }}>
        {users.data.map((user) => (
          <Button
            key={user.userId}
            variant="outlined"
            onClick={() => {
              onPick(user.userId);
            }}
            sx={{ justifyContent: 'space-between', textTransform: 'none' }}
          >
            <Typography component="span">{user.label}</Typography>{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              @{user.username}
            </Typography>
          </Button>
        ))}
        <Button
          component={Link}
          to={DEMO_CHATS_PATH}
          startIcon={<ForumOutlinedIcon />}
          sx={{ textTransform: 'none' }}
        >
          {DEMO_CHATS_TITLE}
        </Button>
      </Stack>
    </SplashScreen>
  );
}
