import type { ModerationCountEvent } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './call';
import { moderationKeys } from './query-keys';

export async function getModerationCount(): Promise<ModerationCountEvent> {
  return call('get', '/api/moderation/count');
}

export function moderationCountQueryOptions() {
  return queryOptions({ queryKey: moderationKeys.count(), queryFn: getModerationCount });
}

export function useModerationCount(enabled: boolean) {
  return useQuery({ ...moderationCountQueryOptions(), enabled });
}
