import type { DemoUser } from '@flowers/domain';
import { MenuItem, TextField } from '@mui/material';
import { ACTING_USER_LABEL } from '../../../texts/bot';

interface ActingUserSelectProps {
  users: readonly DemoUser[];
  value: string | null;
  onChange: (userId: string) => void;
}

/** In the staff chat anyone in the group may press: choose whose hand it is. */
export function ActingUserSelect({ users, value, onChange }: ActingUserSelectProps) {
  return (
    <TextField
      select
      label={ACTING_USER_LABEL}
      value={value ?? ''}
      onChange={(event) => {
        onChange(event.target.value);
      }}
      size="small"
      fullWidth
      sx={{ mb: 2 }}
    >
      {users.map((user) => (
        <MenuItem key={user.userId} value={user.userId}>
          {user.label} @{user.username}
        </MenuItem>
      ))}
    </TextField>
  );
}
