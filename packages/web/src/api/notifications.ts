import { notificationStatusSchema } from '@flowers/domain';
import type { NotificationStatus } from '@flowers/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './call';
import { meKeys } from './query-keys';

export async function getNotificationStatus(): Promise<NotificationStatus> {
  return notificationStatusSchema.parse(await call('get', '/api/me/notifications'));
}

export function notificationStatusQueryOptions() {
  return queryOptions({ queryKey: meKeys.notifications(), queryFn: getNotificationStatus });
}

export function useNotificationStatus() {
  return useQuery(notificationStatusQueryOptions());
}

export async function setNotificationsEnabled(enabled: boolean): Promise<void> {
  await call('put', '/api/me/notifications', { body: { enabled } });
}

export function useSetNotificationsEnabled() {
  const queryClient = useQueryClient();
  const { queryKey } = notificationStatusQueryOptions();
  return useMutation({
    mutationFn: setNotificationsEnabled,
    onMutate: async (enabled: boolean) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      if (before) queryClient.setQueryData(queryKey, { ...before, enabled });
      return { before };
    },
    onError: (_error, _enabled, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

export async function reportWriteAccess(granted: boolean): Promise<void> {
  await call('post', '/api/me/write-access', { body: { granted } });
}
