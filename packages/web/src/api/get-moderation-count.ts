import type { ModerationCountEvent } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { typedApiRequest } from './http';
import { moderationKeys } from './query-keys';

/** What waits for moderation (staff only): the red dot on 'Админка' and the hub's counts. */
export async function getModerationCount(): Promise<ModerationCountEvent> {
  return typedApiRequest<ModerationCountEvent>('/api/moderation/count');
}

export function moderationCountQueryOptions() {
  return queryOptions({ queryKey: moderationKeys.count(), queryFn: getModerationCount });
}

export function useModerationCount(enabled: boolean) {
  return useQuery({ ...moderationCountQueryOptions(), enabled });
}
