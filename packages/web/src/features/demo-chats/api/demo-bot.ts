import { demoBotActionResultSchema, demoBotChatListSchema } from '@flowers/domain';
import type { DemoBotChat } from '@flowers/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import { demoKeys } from '../../../api/query-keys';

// Polling spares a second live channel that only demo mode would need.
const POLL_MS = 1500;

export async function getDemoChats(): Promise<DemoBotChat[]> {
  return demoBotChatListSchema.parse(await apiRequest('/api/demo/bot/chats'));
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
  const response = await apiRequest(`/api/demo/bot/chats/${input.chatId}/press`, {
    method: 'POST',
    body: {
      from_user_id: input.fromUserId,
      message_id: input.messageId,
      callback_data: input.callbackData,
    },
  });
  return actionResult(response);
}

export async function sendMessage(input: SendInput): Promise<string | null> {
  const response = await apiRequest(`/api/demo/bot/chats/${input.chatId}/messages`, {
    method: 'POST',
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
