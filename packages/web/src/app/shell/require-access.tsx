import { canOpenRoute } from '@flowers/domain';
import type { RoutePath } from '@flowers/domain';
import type { ReactNode } from 'react';
import { useSession } from '../../lib/session-context';
import { AccessDeniedPage } from './access-denied-page';

interface RequireAccessProps {
  path: RoutePath;
  children: ReactNode;
}

/** Renders the screen only when the route access table lets the user's role open it. */
export function RequireAccess({ path, children }: RequireAccessProps) {
  const { user } = useSession();
  return canOpenRoute(path, user.role) ? children : <AccessDeniedPage />;
}
