import { demoBotActionResultSchema } from '@flowers/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { demoChatsQueryOptions } from './demo-bot';

export interface SendPhotosInput {
  chatId: string;
  fromUserId: string;
  photos: readonly File[];
  caption: string;
}

export async function sendPhotos(input: SendPhotosInput): Promise<string | null> {
  const form = new FormData();
  form.append('from_user_id', input.fromUserId);
  if (input.caption !== '') form.append('caption', input.caption);
  for (const photo of input.photos) form.append('photos', photo, photo.name);
  const response = await call('post', '/api/demo/bot/chats/{chatId}/photos', {
    path: { chatId: input.chatId },
    form,
  });
  return demoBotActionResultSchema.parse(response).callback_answer;
}

export function useSendPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendPhotos,
    onSettled: () => queryClient.invalidateQueries(demoChatsQueryOptions()),
  });
}
