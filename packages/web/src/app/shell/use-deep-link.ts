import { appPathFor, parseStartParam } from '@flowers/domain';
import { useEffect } from 'react';
import { useNavigate } from '../../router/router';
import { useLaunchParams } from '../../telegram/launch-params-context';

// Per tab, as the launch params are: a reload of the same launch stays where the user went.
const OPENED_KEY = 'flowers/start-param-opened';

/** Once per launch. */
export function useDeepLink(): void {
  const startParam = useLaunchParams()?.startParam ?? null;
  const navigate = useNavigate();

  useEffect(() => {
    const target = parseStartParam(startParam);
    if (target === null || startParam === null) return;
    if (sessionStorage.getItem(OPENED_KEY) === startParam) return;
    sessionStorage.setItem(OPENED_KEY, startParam);
    void navigate(appPathFor(target), { replace: true });
  }, [startParam, navigate]);
}
