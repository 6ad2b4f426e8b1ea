import type { Role } from '@flowers/domain';
import { createContext, use } from 'react';

export interface CurrentUser {
  userId: string;
  username: string | null;
  role: Role;
}

export interface SessionContextValue {
  user: CurrentUser;
  switchDemoUser: (() => void) | null;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

/** Only screens rendered behind the sign-in gate may call it. */
export function useSession(): SessionContextValue {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used behind the sign-in gate');
  return session;
}
