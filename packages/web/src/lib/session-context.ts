import type { Role } from '@flowers/domain';
import { createContext, use } from 'react';

export interface CurrentUser {
  userId: string;
  username: string | null;
  role: Role;
}

export interface SessionContextValue {
  user: CurrentUser;
  /** Back to the demo user picker; null inside Telegram and outside demo mode. */
  switchDemoUser: (() => void) | null;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

/** The signed-in user; only screens rendered behind the sign-in gate may call it. */
export function useSession(): SessionContextValue {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used behind the sign-in gate');
  return session;
}
