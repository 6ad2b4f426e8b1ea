import { LIVE_EVENTS, can } from '@flowers/domain';
import { useQueryClient } from '@tanstack/react-query';
import { moderationCountQueryOptions, useModerationCount } from '../../api/get-moderation-count';
import { useLiveEvent } from '../../lib/live-socket-context';
import { moderationCountEventCheck } from '../../api/wire-guards';
import { useSession } from '../../lib/session-context';

/** True while moderation items wait, for staff only: the red dot on 'Админка' (spec §2). */
export function useModerationPending(): boolean {
  const { user } = useSession();
  const staff = can(user.role, 'moderate');
  const queryClient = useQueryClient();
  const count = useModerationCount(staff);

  useLiveEvent(LIVE_EVENTS.moderationCount, moderationCountEventCheck, (event) => {
    queryClient.setQueryData(moderationCountQueryOptions().queryKey, event.count);
  });

  return staff && (count.data ?? 0) > 0;
}
