import { demoBotActionResultSchema, demoBotChatListSchema } from '@flowers/domain';
import type { DemoBotChat } from '@flowers/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { demoKeys } from '../../../api/query-keys';

// Polling spares a second live channel that only demo mode would need.
const POLL_MS = 1500;

export async function getDemoChats(): Promise<DemoBotChat[]> {
  return demoBotChatListSchema.parse(await call('get', '/api/demo/bot/chats'));
}

export function demoChatsQueryOptions() {
  return queryOptions({ queryKey: demoKeys.botChats(), queryFn: getDemoChats });
}

export function useDemoChats(enabled: boolean) {
  return useQuery({ ...demoChatsQueryOptions(), enabled, refetchInterval: POLL_MS });
}

export interface PressInput {
  chatId: string;
  fromUserId: string;
  messageId: number;
  callbackData: string;
}

export interface SendInput {
  chatId: string;
  fromUserId: string;
  text: string;
  replyToMessageId: number | null;
}

function actionResult(response: unknown): string | null {
  return demoBotActionResultSchema.parse(response).callback_answer;
}

export async function pressButton(input: PressInput): Promise<string | null> {
  const response = await call('post', '/api/demo/bot/chats/{chatId}/press', {
    path: { chatId: input.chatId },
    body: {
      from_user_id: input.fromUserId,
      message_id: input.messageId,
      callback_data: input.callbackData,
    },
  });
  return actionResult(response);
}

export async function sendMessage(input: SendInput): Promise<string | null> {
  const response = await call('post', '/api/demo/bot/chats/{chatId}/messages', {
    path: { chatId: input.chatId },
    body: {
      from_user_id: input.fromUserId,
      text: input.text,
      reply_to_message_id: input.replyToMessageId,
    },
  });
  return actionResult(response);
}

function useChatAction<Input>(action: (input: Input) => Promise<string | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSettled: () => queryClient.invalidateQueries(demoChatsQueryOptions()),
  });
}

export function usePressButton() {
  return useChatAction(pressButton);
}

export function useSendMessage() {
  return useChatAction(sendMessage);
}
