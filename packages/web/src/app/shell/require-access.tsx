import { canOpenRoute } from '@flowers/domain';
import type { RoutePath } from '@flowers/domain';
import type { ReactNode } from 'react';
import { useSession } from '../../lib/session-context';
import { STAFF_ONLY_TEXT } from '../../texts/shell';
import { AccessDeniedPage } from './access-denied-page';

interface RequireAccessProps {
  path: RoutePath;
  children: ReactNode;
}

export function RequireAccess({ path, children }: RequireAccessProps) {
  const { user } = useSession();
  if (canOpenRoute(path, user.role)) return children;
  // spec §2: the administration page tells non-moderators who it is for.
  const text = canOpenRoute(path, 'moderator') ? STAFF_ONLY_TEXT : undefined;
  return <AccessDeniedPage text={text} />;
}
