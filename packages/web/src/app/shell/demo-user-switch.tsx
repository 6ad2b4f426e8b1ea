import SwitchAccountOutlinedIcon from '@mui/icons-material/SwitchAccountOutlined';
import { Button } from '@mui/material';
import { SWITCH_DEMO_USER_LABEL, SWITCH_DEMO_USER_TEXT } from '../../texts/common';

interface DemoUserSwitchProps {
  username: string | null;
  onSwitch: () => void;
}

/** Demo mode only: shows who you are and leads back to the demo user picker. */
export function DemoUserSwitch({ username, onSwitch }: DemoUserSwitchProps) {
  return (
    <Button
      size="small"
      onClick={onSwitch}
      startIcon={<SwitchAccountOutlinedIcon />}
      aria-label={SWITCH_DEMO_USER_LABEL}
      sx={{ textTransform: 'none', flexShrink: 0 }}
    >
      {username ? `@${username}` : SWITCH_DEMO_USER_TEXT}
    </Button>
  );
}
