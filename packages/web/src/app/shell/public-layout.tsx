import { useLocation } from '../../router/router';
import { BackBar } from './back-bar';
import { useFallbackButtonsHeight } from './bottom-buttons-fallback';
import { ShellFrame } from './shell-frame';
import { useBackNavigation } from './use-back-navigation';

export function PublicLayout() {
  const back = useBackNavigation(true);
  const fallbackButtons = useFallbackButtonsHeight();
  // A back arrow on a payment result page would return to the bank's form.
  // eslint-disable-next-line no-restricted-syntax -- those screens' addresses (spec §2), not a call
  const onResultPage = useLocation().pathname.startsWith('/api/');

  return (
    <ShellFrame
      top={back && !onResultPage && <BackBar onBack={back} />}
      bottomPadding={fallbackButtons ?? 'var(--app-safe-bottom)'}
    />
  );
}
