import { deleteUserQuestion } from '../../../texts/users';
import type { User } from '@flowers/domain';
import { Button, Dialog, DialogActions, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { CANCEL_TEXT, DELETE_TEXT } from '../../../texts/common';

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
          {CANCEL_TEXT}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => {
            if (user) onConfirm(user);
          }}
        >
          {DELETE_TEXT}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
