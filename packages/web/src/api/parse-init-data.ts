import { sessionSchema } from '@flowers/domain';
import type { Session } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './http';
import { setInitData } from './session-store';
import { sessionKeys } from './query-keys';

/** Asks the server to verify the init data and name its user. */
export async function parseInitData(initData: string): Promise<Session> {
  const body = await apiRequest('/api/parse-initdata', { method: 'POST', initData });
  return sessionSchema.parse(body);
}

export function sessionQueryOptions(initData: string) {
  return queryOptions({
    queryKey: sessionKeys.ofInitData(initData),
    queryFn: async () => {
      const session = await parseInitData(initData);
      // Stored before the session resolves, so every call made once signed in carries it.
      setInitData(initData);
      return session;
    },
    staleTime: Infinity,
  });
}

export function useParseInitData(initData: string | null) {
  return useQuery({ ...sessionQueryOptions(initData ?? ''), enabled: initData !== null });
}
