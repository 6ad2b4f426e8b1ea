import type { Role, User } from '@flowers/domain';
import { Fragment } from 'react';
import { IconButton, Switch, TrashIcon } from '../../../components/ui';
import {
  BLACKLIST_LABEL,
  ROW_LOCKED_HINT,
  deleteUserLabel,
  userBlacklistLabel,
  userRoleLabel,
} from '../../../texts/users';
import { RoleSelect } from './role-select';

interface UserRowProps {
  user: User;
  locked: boolean;
  busy: boolean;
  onRole: (role: Role) => void;
  onBlacklist: (blacklist: boolean) => void;
  onDelete: () => void;
}

/** One user as a compact row: name and id on top, role, blacklist and delete below. */
export function UserRow({ user, locked, busy, onRole, onBlacklist, onDelete }: UserRowProps) {
  const name = user.username ?? user.user_id;
  const disabled = locked || busy;
  const shown = user.username ? `@${user.username}` : '—';
  return (
    <div className="staff-card user-row" aria-label={shown} role="group">
      {/* A long name wraps after its underscores, never cut: the admin searches by it. */}
      <div className="user-row__who">
        <span className="user-row__name">{withBreaksAfterUnderscores(shown)}</span>
        <span className="staff-muted user-row__id">{user.user_id}</span>
      </div>
      {locked && <p className="staff-card__note">{ROW_LOCKED_HINT}</p>}
      <div className="user-row__controls">
        <RoleSelect
          label={userRoleLabel(name)}
          value={user.role}
          disabled={disabled}
          onChange={onRole}
        />
        <Switch
          label={BLACKLIST_LABEL}
          aria-label={userBlacklistLabel(name)}
          checked={user.blacklist}
          disabled={disabled}
          onChange={(event) => onBlacklist(event.target.checked)}
        />
        <IconButton
          aria-label={deleteUserLabel(name)}
          tone="destructive"
          disabled={disabled}
          onClick={onDelete}
        >
          <TrashIcon />
        </IconButton>
      </div>
    </div>
  );
}

function withBreaksAfterUnderscores(name: string) {
  return name.split('_').map((part, index, parts) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          _<wbr />
        </>
      )}
    </Fragment>
  ));
}
