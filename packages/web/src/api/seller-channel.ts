import { sellerChannelSchema, type SellerChannel } from '@flowers/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './call';
import { meKeys } from './query-keys';

export async function getSellerChannel(): Promise<SellerChannel> {
  return sellerChannelSchema.parse(await call('get', '/api/me/channel'));
}

export function sellerChannelQueryOptions() {
  return queryOptions({ queryKey: meKeys.channel(), queryFn: getSellerChannel });
}

export function useSellerChannel() {
  return useQuery(sellerChannelQueryOptions());
}

export function useChangeSellerChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (channel: string | null) =>
      sellerChannelSchema.parse(
        channel === null
          ? await call('delete', '/api/me/channel')
          : await call('put', '/api/me/channel', { body: { channel } }),
      ),
    onSuccess: (state) => {
      queryClient.setQueryData(sellerChannelQueryOptions().queryKey, state);
    },
  });
}
