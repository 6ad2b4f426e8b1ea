import type { DemoUser } from '@flowers/domain';
import { Select } from '../../../components/ui';
import { ACTING_USER_LABEL } from '../../../texts/bot';

interface ActingUserSelectProps {
  users: readonly DemoUser[];
  value: string | null;
  onChange: (userId: string) => void;
}

/** In the staff chat anyone in the group may press. */
export function ActingUserSelect({ users, value, onChange }: ActingUserSelectProps) {
  return (
    <Select
      label={ACTING_USER_LABEL}
      value={value ?? ''}
      options={users.map((user) => ({
        value: user.userId,
        label: `${user.label} @${user.username}`,
      }))}
      onChange={(event) => {
        onChange(event.target.value);
      }}
    />
  );
}
