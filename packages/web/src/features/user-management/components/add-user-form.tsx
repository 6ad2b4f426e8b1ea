import { ROLES, addUserSchema, parseRole } from '@flowers/domain';
import type { Role } from '@flowers/domain';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { describeFailure } from '../../../api/describe-failure';
import { useActionFeedback } from '../../../components/staff/use-action-feedback';
import { Banner, Button, Section, Select, TextField } from '../../../components/ui';
import { USER_ADDED_TEXT } from '../../../texts/staff';
import {
  ADD_USER_TEXT,
  ADMIN_PANEL_MESSAGES,
  NEW_USER_ID_LABEL,
  NEW_USER_ROLE_LABEL,
  NEW_USER_USERNAME_LABEL,
  ROLE_LABELS,
} from '../../../texts/users';
import { useAddUser } from '../api/add-user';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** spec §2 "Admin panel": user_id, username and role; values stay after a failure. */
export function AddUserForm() {
  const add = useAddUser();
  const feedback = useActionFeedback();
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
      feedback.done(USER_ADDED_TEXT);
    } catch (failure) {
      setError(`${ADMIN_PANEL_MESSAGES.addFailed}: ${describeFailure(failure).message}`);
    }
  };

  return (
    <Section title={ADD_USER_TEXT} padded>
      <form
        noValidate
        className="add-user"
        aria-label={ADD_USER_TEXT}
        onSubmit={(event) => void submit(event)}
      >
        <TextField
          label={NEW_USER_ID_LABEL}
          value={userId}
          inputMode="numeric"
          onChange={(event) => setUserId(event.target.value)}
        />
        <TextField
          label={NEW_USER_USERNAME_LABEL}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <Select
          label={NEW_USER_ROLE_LABEL}
          value={role}
          options={ROLE_OPTIONS}
          onChange={(event) => {
            const next = parseRole(event.target.value);
            if (next) setRole(next);
          }}
        />
        {error && <Banner severity="error">{error}</Banner>}
        <Button type="submit" loading={add.isPending} fullWidth>
          {ADD_USER_TEXT}
        </Button>
      </form>
    </Section>
  );
}
