import type { ModerationCountEvent } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { typedApiRequest } from './http';
import { moderationKeys } from './query-keys';

/** Items waiting for moderation (staff only), for the red dot on 'Админка'. */
export async function getModerationCount(): Promise<number> {
  return (await typedApiRequest<ModerationCountEvent>('/api/moderation/count')).count;
}

export function moderationCountQueryOptions() {
  return queryOptions({ queryKey: moderationKeys.count(), queryFn: getModerationCount });
}

export function useModerationCount(enabled: boolean) {
  return useQuery({ ...moderationCountQueryOptions(), enabled });
}
