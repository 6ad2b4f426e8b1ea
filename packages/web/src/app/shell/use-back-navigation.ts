import { useNavigate } from '../../router/router';
import { hasNativeBackButton } from '../../telegram/init';
import { useBackButton } from '../../telegram/use-back-button';

export function useBackNavigation(visible: boolean): (() => void) | null {
  const navigate = useNavigate();
  const back = () => {
    void navigate(-1);
  };
  useBackButton(visible, back);
  return visible && !hasNativeBackButton() ? back : null;
}
