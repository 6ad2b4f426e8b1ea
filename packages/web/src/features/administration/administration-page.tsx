import { canOpenRoute, isStaff } from '@flowers/domain';
import type { RoutePath } from '@flowers/domain';
import { getInitData } from '../../api/session-store';
import { Cell, EmptyState, Page } from '../../components/ui';
import { useSession } from '../../lib/session-context';
import { readMessengerUser } from '../../telegram/messenger-user';
import { ADMIN_HUB_TITLE, HUB_LINKS, STAFF_ONLY_TEXT } from '../../texts/users';
import { StaffProfileCard } from './components/staff-profile-card';
import '../../components/staff/staff.css';

const LINKS = Object.entries(HUB_LINKS) as [RoutePath, string][];

/** spec §2 "Administration hub"; each row is shown only to roles its route admits. */
export function AdministrationPage() {
  const { user } = useSession();
  if (!isStaff(user.role)) {
    return (
      <Page>
        <EmptyState title={STAFF_ONLY_TEXT} />
      </Page>
    );
  }
  return (
    <Page title={ADMIN_HUB_TITLE}>
      <StaffProfileCard user={user} profile={readMessengerUser(getInitData())} />
      <nav aria-label={ADMIN_HUB_TITLE} className="ui-section__body">
        {LINKS.filter(([path]) => canOpenRoute(path, user.role)).map(([path, label]) => (
          <Cell key={path} to={path}>
            {label}
          </Cell>
        ))}
      </nav>
    </Page>
  );
}
