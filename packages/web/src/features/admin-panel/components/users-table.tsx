import { isUserRowLocked } from '@flowers/domain';
import {
  ADMIN_PANEL_EMPTY_TEXT,
  ADMIN_PANEL_MESSAGES,
  BLACKLIST_LABEL,
  ROLE_LABEL,
  USERS_TABLE_LABEL,
} from '../../../texts/users';
import type { User } from '@flowers/domain';
import {
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useState } from 'react';
import { useSession } from '../../../lib/session-context';
import { alertFailure } from '../../../lib/alert-failure';
import { useUpdateUser } from '../api/update-user';
import type { UserUpdate } from '../api/update-user';
import { DeleteUserDialog } from './delete-user-dialog';
import { WIDE_ONLY } from './responsive-cells';
import { UserRow } from './user-row';
import { DELETE_TEXT } from '../../../texts/common';

const FAILURE: Record<UserUpdate['kind'], string> = {
  role: ADMIN_PANEL_MESSAGES.roleFailed,
  blacklist: ADMIN_PANEL_MESSAGES.blacklistFailed,
  delete: ADMIN_PANEL_MESSAGES.deleteFailed,
};

export function UsersTable({ users }: { users: readonly User[] }) {
  const { user: me } = useSession();
  const update = useUpdateUser();
  const [deleting, setDeleting] = useState<User | null>(null);

  const run = async (change: UserUpdate) => {
    try {
      await update.mutateAsync(change);
    } catch (error) {
      await alertFailure(FAILURE[change.kind], error);
    }
  };

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table
        size="small"
        aria-label={USERS_TABLE_LABEL}
        // Five columns on a 390 px phone: narrow cells instead of a sideways scroll.
        sx={{ '& .MuiTableCell-root': { px: 0.75 } }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={WIDE_ONLY}>user_id</TableCell>
            <TableCell>username</TableCell>
            <TableCell>{ROLE_LABEL}</TableCell>
            <TableCell>{BLACKLIST_LABEL}</TableCell>
            <TableCell>{DELETE_TEXT}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.length === 0 && (
            <TableRow>
              <TableCell colSpan={5} sx={{ textAlign: 'center', color: 'text.secondary' }}>
                {ADMIN_PANEL_EMPTY_TEXT}
              </TableCell>
            </TableRow>
          )}
          {users.map((user) => (
            <UserRow
              key={user.user_id}
              user={user}
              locked={isUserRowLocked(user, me.userId)}
              busy={update.isPending && update.variables.userId === user.user_id}
              onRole={(role) => void run({ kind: 'role', userId: user.user_id, role })}
              onBlacklist={(blacklist) =>
                void run({ kind: 'blacklist', userId: user.user_id, blacklist })
              }
              onDelete={() => setDeleting(user)}
            />
          ))}
        </TableBody>
      </Table>
      <DeleteUserDialog
        user={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={(user) => {
          setDeleting(null);
          void run({ kind: 'delete', userId: user.user_id });
        }}
      />
    </TableContainer>
  );
}
