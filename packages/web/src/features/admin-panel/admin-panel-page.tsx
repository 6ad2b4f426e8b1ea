import { ROLES, filterUsers, isUserRowLocked } from '@flowers/domain';
import type { RoleFilter } from '@flowers/domain';
import { useState } from 'react';
import { StaffListPage } from '../../components/staff-list-page';
import { USERS_LIST } from '../../texts/staff-lists';
import { useSession } from '../../lib/session-context';
import { ALL_TAB_TEXT, ROLE_TAB_LABELS } from '../../texts/staff';
import { ROLE_LABEL, USERS_TABLE_LABEL } from '../../texts/users';
import { useUsers } from './api/get-users';
import { AddUserForm } from './components/add-user-form';
import { UserFilters } from './components/user-filters';
import { useUserChanges } from './components/use-user-changes';
import { UserRow } from './components/user-row';
import './admin-panel.css';

/** spec §2 "Admin panel": compact rows with role tabs; roles, blacklist, deleting, adding. */
export function AdminPanelPage() {
  const users = useUsers();
  const { user: me } = useSession();
  const changes = useUserChanges();
  const [query, setQuery] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');

  const all = users.data ?? [];
  const found = filterUsers(all, query, 'all');
  const list = filterUsers(found, '', role);
  return (
    <StaffListPage
      texts={USERS_LIST}
      query={users}
      logAs="users"
      items={list.map((user) => ({ ...user, id: Number(user.user_id) }))}
      header={<UserFilters query={query} onQuery={setQuery} />}
      tabs={{
        label: ROLE_LABEL,
        value: role,
        onChange: setRole,
        items: [
          { value: 'all', label: ALL_TAB_TEXT, count: found.length },
          ...ROLES.map((value) => ({
            value,
            label: ROLE_TAB_LABELS[value],
            count: found.filter((user) => user.role === value).length,
          })),
        ],
      }}
      listLabel={USERS_TABLE_LABEL}
      renderItem={(user) => (
        <UserRow
          user={user}
          locked={isUserRowLocked(user, me.userId)}
          busy={changes.busyWith(user.user_id)}
          onRole={(next) => void changes.run({ kind: 'role', userId: user.user_id, role: next })}
          onBlacklist={(blacklist) =>
            void changes.run({ kind: 'blacklist', userId: user.user_id, blacklist })
          }
          onDelete={() => void changes.remove(user)}
        />
      )}
    >
      <AddUserForm />
    </StaffListPage>
  );
}
