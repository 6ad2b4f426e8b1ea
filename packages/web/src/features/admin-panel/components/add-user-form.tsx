import { addUserSchema } from '@flowers/domain';
import { ADD_USER_TEXT, ADMIN_PANEL_MESSAGES, NEW_USER_ROLE_LABEL } from '../../../texts/users';
import type { Role } from '@flowers/domain';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { describeFailure } from '../../../api/describe-failure';
import { useAddUser } from '../api/add-user';
import { RoleSelect } from './role-select';

/** spec §2 "Admin panel": user_id, username and role; values stay after a failure. */
export function AddUserForm() {
  const add = useAddUser();
  const [userId, setUserId] = useState('');
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<Role>('user');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = addUserSchema.safeParse({ user_id: userId, username, role });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? ADMIN_PANEL_MESSAGES.addFailed);
      return;
    }
    setError(null);
    try {
      await add.mutateAsync(parsed.data);
      setUserId('');
      setUsername('');
      setRole('user');
    } catch (failure) {
      setError(`${ADMIN_PANEL_MESSAGES.addFailed}: ${describeFailure(failure).message}`);
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={1.5}
      onSubmit={(event) => void submit(event)}
      aria-labelledby="add-user-title"
    >
      <Typography id="add-user-title" component="h2" variant="h6">
        {ADD_USER_TEXT}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          size="small"
          label="user_id"
          value={userId}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          onChange={(event) => setUserId(event.target.value)}
        />
        <TextField
          size="small"
          label="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <RoleSelect label={NEW_USER_ROLE_LABEL} value={role} onChange={setRole} />
      </Stack>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        disabled={add.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {ADD_USER_TEXT}
      </Button>
    </Stack>
  );
}
