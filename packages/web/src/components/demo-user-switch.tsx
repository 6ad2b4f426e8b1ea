import { Button } from './ui/button';
import { SwitchUserIcon } from './ui/icons';
import { SWITCH_DEMO_USER_LABEL, SWITCH_DEMO_USER_TEXT } from '../texts/common';

interface DemoUserSwitchProps {
  username: string | null;
  onSwitch: () => void;
}

export function DemoUserSwitch({ username, onSwitch }: DemoUserSwitchProps) {
  return (
    <Button
      variant="plain"
      size="small"
      onClick={onSwitch}
      icon={<SwitchUserIcon size={18} />}
      aria-label={SWITCH_DEMO_USER_LABEL}
    >
      {username ? `@${username}` : SWITCH_DEMO_USER_TEXT}
    </Button>
  );
}
