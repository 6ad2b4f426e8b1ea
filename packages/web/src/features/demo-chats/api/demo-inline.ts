import { demoInlineAnswerSchema, type DemoInlineAnswer } from '@flowers/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { demoChatsQueryOptions } from './demo-bot';

export interface InlineQueryInput {
  chatId: string;
  fromUserId: string;
  query: string;
  offset: string;
}

export async function askInline(input: InlineQueryInput): Promise<DemoInlineAnswer> {
  return demoInlineAnswerSchema.parse(
    await call('post', '/api/demo/bot/chats/{chatId}/inline', {
      path: { chatId: input.chatId },
      body: { from_user_id: input.fromUserId, query: input.query, offset: input.offset },
    }),
  );
}

export function useAskInline() {
  return useMutation({ mutationFn: askInline });
}

export interface InlineChoiceInput {
  chatId: string;
  fromUserId: string;
  queryId: string;
  resultId: string;
}

export function useChooseInline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InlineChoiceInput) => {
      await call('post', '/api/demo/bot/chats/{chatId}/inline-result', {
        path: { chatId: input.chatId },
        body: {
          from_user_id: input.fromUserId,
          query_id: input.queryId,
          result_id: input.resultId,
        },
      });
    },
    onSettled: () => queryClient.invalidateQueries(demoChatsQueryOptions()),
  });
}
