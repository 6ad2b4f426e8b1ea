import { canOpenRoute } from '@flowers/domain';
import { useLocation } from '../../router/router';
import { TabBar } from '../../components/ui/tab-bar';
import { useSession } from '../../lib/session-context';
import { selectionHaptic } from '../../telegram/init';
import { TABS, tabOf } from './tabs';
import { useModerationPending } from './use-moderation-pending';
import { MAIN_MENU_LABEL, MODERATION_PENDING_LABEL } from '../../texts/common';

const PENDING_ID = 'moderation-pending';

export function BottomNav() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const moderationPending = useModerationPending();
  const items = TABS.filter((tab) => canOpenRoute(tab.path, user.role)).map((tab) => ({
    to: tab.path,
    label: tab.label,
    Icon: tab.Icon,
    dotDescriptionId:
      tab.path === '/administrationpage' && moderationPending ? PENDING_ID : undefined,
  }));

  return (
    <>
      <TabBar
        items={items}
        active={tabOf(pathname)}
        label={MAIN_MENU_LABEL}
        onSelect={selectionHaptic}
      />
      {moderationPending && (
        <span id={PENDING_ID} hidden>
          {MODERATION_PENDING_LABEL}
        </span>
      )}
    </>
  );
}
