import type { Location } from 'react-router';
import { ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { BrandHeader } from '../../components/brand-header';
import { LiveUpdates } from '../../features/live-updates/live-updates';
import { PaymentPopupListener } from '../../features/payment-result/payment-popup-listener';
import { useSession } from '../../lib/session-context';
import { useBackButton } from '../../telegram/use-back-button';
import { BOTTOM_NAV_HEIGHT_PX, BottomNav } from './bottom-nav';
import { DemoUserSwitch } from './demo-user-switch';
import { ShellFrame } from './shell-frame';
import { tabOf } from './tabs';
import { useDeepLink } from './use-deep-link';
import { useFocusedInputOffset } from './use-focused-input-offset';
import { useKeyboardOpen } from './use-keyboard-open';

// spec §2: scroll is remembered per route, except /add and /profile, which open at the top.
function scrollKey(location: Location): string {
  const opensAtTop = location.pathname === '/add' || location.pathname === '/profile';
  if (opensAtTop) return location.key;
  // Both addresses show the one catalogue, so they share its position.
  return location.pathname === '/catalog' ? '/' : location.pathname;
}

/** The signed-in shell: brand header, the screen, legal footer and bottom navigation. */
export function AppLayout() {
  const { user, switchDemoUser } = useSession();
  const keyboardOpen = useKeyboardOpen();
  useFocusedInputOffset();
  useDeepLink();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useBackButton(tabOf(pathname) === null, () => {
    void navigate(-1);
  });

  return (
    <ShellFrame
      top={
        <>
          <BrandHeader
            action={
              switchDemoUser && (
                <DemoUserSwitch username={user.username} onSwitch={switchDemoUser} />
              )
            }
          />
          <LiveUpdates />
          <PaymentPopupListener />
        </>
      }
      bottomPadding={keyboardOpen ? 0 : `calc(${BOTTOM_NAV_HEIGHT_PX}px + var(--app-safe-bottom))`}
      bottom={
        <>
          {!keyboardOpen && <BottomNav />}
          <ScrollRestoration getKey={scrollKey} />
        </>
      }
    />
  );
}
