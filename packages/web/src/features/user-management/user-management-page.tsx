import { ROLES, filterUsers, isUserRowLocked } from '@flowers/domain';
import type { RoleFilter } from '@flowers/domain';
import { useState } from 'react';
import { MoreResults } from '../../components/ad-list/more-results';
import { StaffListPage } from '../../components/staff-list-page';
import { USERS_LIST } from '../../texts/staff-lists';
import { useSession } from '../../lib/session-context';
import { ALL_TAB_TEXT, ROLE_TAB_LABELS } from '../../texts/staff';
import { ROLE_LABEL, USERS_TABLE_LABEL } from '../../texts/users';
import { usersOfPages, useUsersPages } from './api/get-users-page';
import { AddUserForm } from './components/add-user-form';
import { UserFilters } from './components/user-filters';
import { useUserChanges } from './components/use-user-changes';
import { UserRow } from './components/user-row';
import './user-management.css';

/** spec §2 "Admin panel": compact rows with role tabs; roles, blacklist, deleting, adding. */
export function UserManagementPage() {
  const { user: me } = useSession();
  const changes = useUserChanges();
  const [query, setQuery] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  // Searched and filtered on the server a page at a time (issue 28), with every tab's count.
  const users = useUsersPages(query, role);

  // The same rule on the rows read: the previous search's rows while the new one loads, and a
  // row whose role just changed, leave the tab at once.
  const list = filterUsers(usersOfPages(users.data?.pages), query, role);
  const counts = users.data?.pages[0]?.counts;
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
          { value: 'all', label: ALL_TAB_TEXT, count: counts?.all ?? 0 },
          ...ROLES.map((value) => ({
            value,
            label: ROLE_TAB_LABELS[value],
            count: counts?.[value] ?? 0,
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
      {list.length > 0 && <MoreResults results={users} pages={users.data?.pages.length ?? 0} />}
      <AddUserForm />
    </StaffListPage>
  );
}
