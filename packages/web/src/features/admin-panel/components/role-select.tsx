import { ROLES, parseRole } from '@flowers/domain';
import { ROLE_LABELS } from '../../../texts/users';
import type { Role } from '@flowers/domain';
import { MenuItem, TextField } from '@mui/material';

interface RoleSelectProps {
  label: string;
  value: Role;
  disabled?: boolean;
  hiddenLabel?: boolean;
  onChange: (role: Role) => void;
}

export function RoleSelect({ label, value, disabled, hiddenLabel, onChange }: RoleSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={hiddenLabel ? undefined : label}
      value={value}
      disabled={disabled}
      onChange={(event) => {
        const role = parseRole(event.target.value);
        if (role) onChange(role);
      }}
      slotProps={{ select: { inputProps: { 'aria-label': label } } }}
      sx={
        hiddenLabel ? { '& .MuiSelect-select': { typography: 'body2', pl: 1 } } : { minWidth: 150 }
      }
    >
      {ROLES.map((role) => (
        <MenuItem key={role} value={role}>
          {ROLE_LABELS[role]}
        </MenuItem>
      ))}
    </TextField>
  );
}
