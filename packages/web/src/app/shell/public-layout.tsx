import { useLocation } from '../../router/router';
import { BackBar } from './back-bar';
import { useFallbackButtonsHeight } from './bottom-buttons-fallback';
import { ShellFrame } from './shell-frame';
import { useBackNavigation } from './use-back-navigation';

/** Screens anyone may open without signing in: the offer and the payment result pages. */
export function PublicLayout() {
  const back = useBackNavigation(true);
  const fallbackButtons = useFallbackButtonsHeight();
  // The payment result pages lead on with their own buttons; a back arrow there would return
  // to the bank's form.
  const onResultPage = useLocation().pathname.startsWith('/api/');

  return (
    <ShellFrame
      top={back && !onResultPage && <BackBar onBack={back} />}
      bottomPadding={fallbackButtons ?? 'var(--app-safe-bottom)'}
    />
  );
}
