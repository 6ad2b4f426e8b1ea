import type { Session } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './call';
import { setInitData } from './session-store';
import { sessionKeys } from './query-keys';

export async function parseInitData(initData: string): Promise<Session> {
  return call('post', '/api/parse-initdata', { initData });
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
