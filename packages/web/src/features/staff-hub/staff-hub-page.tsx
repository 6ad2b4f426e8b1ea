import { canOpenRoute, isStaff } from '@flowers/domain';
import type { ModerationQueues, RoutePath } from '@flowers/domain';
import { useModerationCount } from '../../api/get-moderation-count';
import { getInitData } from '../../api/session-store';
import { Cell, EmptyState, Page } from '../../components/ui';
import { useSession } from '../../lib/session-context';
import { readMessengerUser } from '../../telegram/messenger-user';
import { ADMIN_HUB_TITLE, HUB_LINKS, QUEUE_COUNT_PREFIX, STAFF_ONLY_TEXT } from '../../texts/users';
import { StaffProfileCard } from './components/staff-profile-card';
import '../../components/staff/staff.css';

const LINKS = Object.entries(HUB_LINKS) as [RoutePath, string][];
const QUEUE_OF: Partial<Record<RoutePath, keyof ModerationQueues>> = {
  '/editrequests': 'edit_requests',
  '/deleterequests': 'delete_requests',
  '/ad-moderation': 'ad_moderation',
};

function QueueCount({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span className="hub-count">
      <span className="ui-visually-hidden">{QUEUE_COUNT_PREFIX}</span>
      {count}
    </span>
  );
}

/**
 * spec §2 "Administration hub"; each row is shown only to roles its route admits, and each
 * moderation queue's row says how many items wait in it (issue 27).
 */
export function StaffHubPage() {
  const { user } = useSession();
  const queues = useModerationCount(isStaff(user.role)).data?.queues;
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
          <Cell key={path} to={path} after={<QueueCount count={lookup(queues, path)} />}>
            {label}
          </Cell>
        ))}
      </nav>
    </Page>
  );
}

function lookup(queues: ModerationQueues | undefined, path: RoutePath): number | undefined {
  const queue = QUEUE_OF[path];
  return queue && queues?.[queue];
}
