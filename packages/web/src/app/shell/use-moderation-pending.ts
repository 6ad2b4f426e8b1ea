import { LIVE_EVENTS, can, moderationCountEventCheck } from '@flowers/domain';
import { useQueryClient } from '@tanstack/react-query';
import { moderationCountQueryOptions, useModerationCount } from '../../api/get-moderation-count';
import { useLiveEvent, useLiveResync } from '../../lib/live-socket-context';
import { useSession } from '../../lib/session-context';

/** spec §2. */
export function useModerationPending(): boolean {
  const { user } = useSession();
  const staff = can(user.role, 'moderate');
  const queryClient = useQueryClient();
  const count = useModerationCount(staff);

  // The event carries the badge's count alone; reloading brings each queue's count too.
  useLiveEvent(LIVE_EVENTS.moderationCount, moderationCountEventCheck, (event) => {
    queryClient.setQueryData(moderationCountQueryOptions().queryKey, (old) => ({
      ...old,
      count: event.count,
    }));
    void queryClient.invalidateQueries({ queryKey: moderationCountQueryOptions().queryKey });
  });
  useLiveResync(() => {
    if (staff)
      void queryClient.invalidateQueries({ queryKey: moderationCountQueryOptions().queryKey });
  });

  return staff && (count.data?.count ?? 0) > 0;
}
