import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { useDemoInitData } from '../../api/create-demo-init-data';
import { usePublicConfig } from '../../api/get-public-config';
import { useUserRole } from '../../api/get-user-role';
import { useParseInitData } from '../../api/parse-init-data';
import { setInitData } from '../../api/session-store';
import { SessionContext } from '../../lib/session-context';
import { useLaunchParams } from '../../telegram/launch-params-context';
import { SplashScreen } from '../shell/splash-screen';
import { forgetDemoChoice, readDemoChoice, rememberDemoChoice } from '../../lib/demo-choice';
import {
  LOADING,
  LOADING_PROFILE,
  NO_INIT_DATA,
  PICK_ANOTHER_USER,
  RETRY,
  SIGN_IN_FAILED,
  SIGNING_IN,
} from './messages';

// Only a browser outside Telegram on a demo server picks a user: the first load leaves it out.
const DemoUserPicker = lazy(() =>
  import('./demo-user-picker').then((module) => ({ default: module.DemoUserPicker })),
);

/** Outside Telegram on a demo server, with init data signed for a chosen demo user. */
export function SignInGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const telegramInitData = useLaunchParams()?.initData ?? null;
  const outsideTelegram = telegramInitData === null;
  const [demoUserId, setDemoUserId] = useState(readDemoChoice);

  const config = usePublicConfig();
  const isDemo = outsideTelegram && config.data?.demo === true;
  const demoInitData = useDemoInitData(isDemo ? demoUserId : null);
  const signIn = useParseInitData(telegramInitData ?? demoInitData.data ?? null);
  const role = useUserRole(signIn.data?.userId ?? null);
  const signedIn = useMemo(
    () => (signIn.data && role.data ? { ...signIn.data, role: role.data } : null),
    [signIn.data, role.data],
  );
  // Query results arrive as urgent updates: the shell would mount in one long task (issue 14).
  const shownUser = useDeferredValue(signedIn);

  const pickDemoUser = (userId: string) => {
    rememberDemoChoice(userId);
    setDemoUserId(userId);
  };
  const switchDemoUser = useCallback(() => {
    forgetDemoChoice();
    setInitData(null);
    // Everything cached belongs to the previous user.
    queryClient.clear();
    setDemoUserId(null);
  }, [queryClient]);
  // A new value would re-render every reader of the session in one task (issue 14).
  const session = useMemo(
    () => shownUser && { user: shownUser, switchDemoUser: isDemo ? switchDemoUser : null },
    [shownUser, isDemo, switchDemoUser],
  );
  const retry = (
    <>
      <Button
        onClick={() => {
          void queryClient.refetchQueries({ type: 'active' });
        }}
      >
        {RETRY}
      </Button>
      {isDemo && (
        <Button variant="plain" onClick={switchDemoUser}>
          {PICK_ANOTHER_USER}
        </Button>
      )}
    </>
  );

  if (outsideTelegram) {
    if (config.isPending) return <SplashScreen message={LOADING} busy />;
    if (config.isError) return <SplashScreen message={SIGN_IN_FAILED}>{retry}</SplashScreen>;
    if (!config.data.demo) return <SplashScreen message={NO_INIT_DATA} />;
    if (demoUserId === null) {
      return (
        <Suspense fallback={<SplashScreen message={LOADING} busy />}>
          <DemoUserPicker onPick={pickDemoUser} />
        </Suspense>
      );
    }
  }
  if (demoInitData.isError || signIn.isError || role.isError) {
    return <SplashScreen message={SIGN_IN_FAILED}>{retry}</SplashScreen>;
  }
  if (!signIn.data) return <SplashScreen message={SIGNING_IN} busy />;
  // A deferred user of the previous sign-in (a demo user switch) is not shown either.
  if (session === null || session.user.userId !== signIn.data.userId) {
    return <SplashScreen message={LOADING_PROFILE} busy />;
  }
  return <SessionContext value={session}>{children}</SessionContext>;
}
