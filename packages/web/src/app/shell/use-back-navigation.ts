import { useGoBack } from '../../lib/go-back';
import { hasNativeBackButton } from '../../telegram/init';
import { useBackButton } from '../../telegram/use-back-button';

export function useBackNavigation(visible: boolean): (() => void) | null {
  const back = useGoBack();
  useBackButton(visible, back);
  return visible && !hasNativeBackButton() ? back : null;
}
