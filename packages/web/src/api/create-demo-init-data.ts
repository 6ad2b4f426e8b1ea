import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './call';
import { demoKeys } from './query-keys';

export async function createDemoInitData(userId: string): Promise<string> {
  const body = await call('post', '/api/demo/init-data', { body: { userId } });
  return body.initData;
}

// A query rather than a mutation: signing has no lasting effect and is re-run after a reload.
export function demoInitDataQueryOptions(userId: string) {
  return queryOptions({
    queryKey: demoKeys.initData(userId),
    queryFn: () => createDemoInitData(userId),
    staleTime: Infinity,
  });
}

export function useDemoInitData(userId: string | null) {
  return useQuery({ ...demoInitDataQueryOptions(userId ?? ''), enabled: userId !== null });
}
