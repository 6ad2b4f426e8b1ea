import { filterUsers } from '@flowers/domain';
import { HUB_LINKS, USERS_LOADING_LABEL } from '../../texts/users';
import type { RoleFilter } from '@flowers/domain';
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useLoggedError } from '../../lib/use-logged-error';
import { useUsers } from './api/get-users';
import { AddUserForm } from './components/add-user-form';
import { UserFilters } from './components/user-filters';
import { UsersTable } from './components/users-table';

/** spec §2 "Admin panel": roles, blacklist, deleting and adding users. */
export function AdminPanelPage() {
  const users = useUsers();
  useLoggedError(users.error, 'users');
  const [query, setQuery] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');

  return (
    <Box sx={{ px: 2, pb: 3, maxWidth: 960, mx: 'auto' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {HUB_LINKS['/adminpanel']}
      </Typography>
      <Stack spacing={2}>
        <UserFilters query={query} role={role} onQuery={setQuery} onRole={setRole} />
        {users.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={USERS_LOADING_LABEL} />
          </Box>
        ) : (
          <UsersTable users={filterUsers(users.data ?? [], query, role)} />
        )}
        <AddUserForm />
      </Stack>
    </Box>
  );
}
