import { canOpenRoute } from '@flowers/domain';
import { Badge, BottomNavigation, BottomNavigationAction, Paper } from '@mui/material';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../lib/session-context';
import { selectionHaptic } from '../../telegram/init';
import { TABS, tabOf } from './tabs';
import { useModerationPending } from './use-moderation-pending';
import { MAIN_MENU_LABEL, MODERATION_PENDING_LABEL } from '../../texts/common';

export const BOTTOM_NAV_HEIGHT_PX = 56;
const PENDING_ID = 'moderation-pending';

export function BottomNav() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const tabs = TABS.filter((tab) => canOpenRoute(tab.path, user.role));
  const moderationPending = useModerationPending();

  return (
    <Paper
      component="nav"
      aria-label={MAIN_MENU_LABEL}
      elevation={8}
      square
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 'appBar',
        pb: 'var(--app-safe-bottom)',
        pl: 'var(--app-safe-left)',
        pr: 'var(--app-safe-right)',
      }}
    >
      <BottomNavigation
        showLabels
        value={tabOf(pathname) ?? false}
        onChange={selectionHaptic}
        sx={{ height: BOTTOM_NAV_HEIGHT_PX, bgcolor: 'background.paper' }}
      >
        {tabs.map(({ path, label, Icon }) => (
          <BottomNavigationAction
            key={path}
            component={Link}
            to={path}
            value={path}
            label={label}
            aria-label={label}
            aria-describedby={
              path === '/administrationpage' && moderationPending ? PENDING_ID : undefined
            }
            icon={
              <Badge
                variant="dot"
                color="error"
                invisible={!(path === '/administrationpage' && moderationPending)}
              >
                <Icon />
              </Badge>
            }
          />
        ))}
      </BottomNavigation>
      {moderationPending && (
        <span id={PENDING_ID} hidden>
          {MODERATION_PENDING_LABEL}
        </span>
      )}
    </Paper>
  );
}
