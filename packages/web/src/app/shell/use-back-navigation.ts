import { useNavigate } from '../../router/router';
import { hasNativeBackButton } from '../../telegram/init';
import { useBackButton } from '../../telegram/use-back-button';

/**
 * Back while `visible`: Telegram's BackButton inside Telegram; outside it the caller draws
 * a BackBar and gets its handler. Null when the caller draws nothing.
 */
export function useBackNavigation(visible: boolean): (() => void) | null {
  const navigate = useNavigate();
  const back = () => {
    void navigate(-1);
  };
  useBackButton(visible, back);
  return visible && !hasNativeBackButton() ? back : null;
}
