import { chatDraftSchema, type ChatDraft } from '@flowers/domain';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { getInitData } from '../../../api/session-store';
import { env } from '../../../config/env';

const chatDraftKeys = {
  all: ['chat-drafts'] as const,
  detail: (id: string) => [...chatDraftKeys.all, id] as const,
};

export async function getChatDraft(id: string): Promise<ChatDraft> {
  return chatDraftSchema.parse(await call('get', '/api/drafts/{id}', { path: { id } }));
}

export async function getChatDraftPhoto(path: string): Promise<Blob> {
  const initData = getInitData();
  const response = await fetch(`${env.apiBaseUrl}${path}`, {
    headers: initData === null ? {} : { 'x-initdata': initData },
  });
  if (!response.ok) throw new Error(`HTTP ${String(response.status)}`);
  return response.blob();
}

export function chatDraftQueryOptions(id: string) {
  // A draft does not change.
  return queryOptions({
    queryKey: chatDraftKeys.detail(id),
    queryFn: () => getChatDraft(id),
    staleTime: Infinity,
  });
}

export function useChatDraft(id: string | null) {
  return useQuery({ ...chatDraftQueryOptions(id ?? ''), enabled: id !== null });
}

export function useDiscardChatDraft() {
  return useMutation({
    mutationFn: (id: string) => call('delete', '/api/drafts/{id}', { path: { id } }),
  });
}
