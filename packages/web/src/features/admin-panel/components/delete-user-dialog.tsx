import { deleteUserQuestion } from '../../../texts/users';
import type { User } from '@flowers/domain';
import { Button, Dialog, DialogActions, DialogTitle } from '@mui/material';
import { useId } from 'react';

interface DeleteUserDialogProps {
  user: User | null;
  onCancel: () => void;
  onConfirm: (user: User) => void;
}

/** spec §5: deleting a user asks for confirmation. Open while `user` is set. */
export function DeleteUserDialog({ user, onCancel, onConfirm }: DeleteUserDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={user !== null} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{user ? deleteUserQuestion(user) : ''}</DialogTitle>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Отмена
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => {
            if (user) onConfirm(user);
          }}
        >
          Удалить
        </Button>
      </DialogActions>
    </Dialog>
  );
}
