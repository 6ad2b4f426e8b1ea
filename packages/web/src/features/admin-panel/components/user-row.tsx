import type { Role, User } from '@flowers/domain';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Checkbox, IconButton, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import { NARROW_ONLY, WIDE_ONLY } from './responsive-cells';
import { RoleSelect } from './role-select';
import {
  ROW_LOCKED_HINT,
  ROW_LOCKED_LABEL,
  deleteUserLabel,
  userBlacklistLabel,
  userRoleLabel,
} from '../../../texts/users';

interface UserRowProps {
  user: User;
  locked: boolean;
  busy: boolean;
  onRole: (role: Role) => void;
  onBlacklist: (blacklist: boolean) => void;
  onDelete: () => void;
}

export function UserRow({ user, locked, busy, onRole, onBlacklist, onDelete }: UserRowProps) {
  const name = user.username ?? user.user_id;
  const disabled = locked || busy;
  return (
    <TableRow>
      <TableCell sx={WIDE_ONLY}>{user.user_id}</TableCell>
      <TableCell sx={{ wordBreak: 'break-all' }}>
        <span>{user.username ? `@${user.username}` : '—'}</span>
        {locked && (
          <Tooltip title={ROW_LOCKED_HINT}>
            <LockOutlinedIcon
              fontSize="inherit"
              aria-label={ROW_LOCKED_LABEL}
              sx={{ ml: 0.5, verticalAlign: 'middle' }}
            />
          </Tooltip>
        )}
        <Typography variant="caption" color="text.secondary" sx={NARROW_ONLY}>
          {user.user_id}
        </Typography>
      </TableCell>
      <TableCell>
        <RoleSelect
          label={userRoleLabel(name)}
          hiddenLabel
          value={user.role}
          disabled={disabled}
          onChange={onRole}
        />
      </TableCell>
      <TableCell padding="checkbox">
        <Checkbox
          checked={user.blacklist}
          disabled={disabled}
          onChange={(event) => onBlacklist(event.target.checked)}
          slotProps={{ input: { 'aria-label': userBlacklistLabel(name) } }}
        />
      </TableCell>
      <TableCell padding="checkbox">
        <IconButton
          color="error"
          disabled={disabled}
          onClick={onDelete}
          aria-label={deleteUserLabel(name)}
        >
          <DeleteOutlineIcon />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}
