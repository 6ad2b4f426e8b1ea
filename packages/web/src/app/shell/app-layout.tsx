import { Suspense, lazy } from 'react';
import type { Location } from '../../router/history';
import { useLocation } from '../../router/router';
import { PaymentPopupListener } from '../../features/payment-result/payment-popup-listener';
import { useShownBottomButton } from '../../telegram/use-bottom-button';
import { BackBar } from './back-bar';
import { BottomNav } from './bottom-nav';
import { useFallbackButtonsHeight } from './bottom-buttons-fallback';
import { OfflineBanner } from './offline-banner';
import { ShellFrame } from './shell-frame';
import { tabOf } from './tabs';
import { useBackNavigation } from './use-back-navigation';
import { useDeepLink } from './use-deep-link';
import { useFocusedInputOffset } from './use-focused-input-offset';
import { useKeyboardOpen } from './use-keyboard-open';
import { useRouteScroll } from './use-route-scroll';

// Their code (and the socket's) need not share a slow network with the first load (issue 27).
const LiveUpdates = lazy(() =>
  import('../../features/live-updates/live-updates').then((module) => ({
    default: module.LiveUpdates,
  })),
);

// spec §2: scroll is remembered per route, except /add and /profile, which open at the top.
function scrollKey(location: Location): string {
  const opensAtTop = location.pathname === '/add' || location.pathname === '/profile';
  if (opensAtTop) return location.key;
  // Both addresses show the one catalogue.
  return location.pathname === '/catalog' ? '/' : location.pathname;
}

export const TAB_BAR_SPACE = 'calc(var(--ui-tab-bar-height) + var(--app-safe-bottom))';

/** A screen with a MainButton is a flow: the tab bar gives way to the button and Back leads out. */
export function AppLayout() {
  const keyboardOpen = useKeyboardOpen();
  useFocusedInputOffset();
  useDeepLink();
  useRouteScroll(scrollKey);
  const { pathname } = useLocation();
  const inFlow = useShownBottomButton('main') !== null;
  const fallbackButtons = useFallbackButtonsHeight();
  const showTabBar = !keyboardOpen && !inFlow;
  const back = useBackNavigation(tabOf(pathname) === null || inFlow);

  return (
    <ShellFrame
      top={
        <>
          {back && <BackBar onBack={back} />}
          <OfflineBanner />
          <Suspense fallback={null}>
            <LiveUpdates />
          </Suspense>
          <PaymentPopupListener />
        </>
      }
      bottomPadding={fallbackButtons ?? (showTabBar ? TAB_BAR_SPACE : 'var(--app-safe-bottom)')}
      bottom={showTabBar && <BottomNav />}
    />
  );
}
