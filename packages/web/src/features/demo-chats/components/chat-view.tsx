import type { DemoBotChat, DemoBotMessage } from '@flowers/domain';
import { useEffect, useRef, useState } from 'react';
import { useChatActions } from '../use-chat-actions';
import { ChatMessage, messageSnippet } from './chat-message';
import { ReplyBox } from './reply-box';
import { CHAT_EMPTY_TEXT, chatLabel } from '../../../texts/bot';

interface ChatViewProps {
  chat: DemoBotChat;
  actingUserId: string;
  authorOf: (from: DemoBotMessage['from']) => string;
}

export function ChatView({ chat, actingUserId, authorOf }: ChatViewProps) {
  const { pressButton, sendText, sendPhotos, busy } = useChatActions(chat.chat_id, actingUserId);
  const [replyToId, setReplyToId] = useState<number | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const byId = new Map(chat.messages.map((message) => [message.message_id, message]));
  const replyTo = replyToId === null ? undefined : byId.get(replyToId);

  useEffect(() => {
    // jsdom has no scrolling.
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.chat_id, chat.messages.length]);

  return (
    <>
      {chat.messages.length === 0 ? (
        <p className="chat-empty">{CHAT_EMPTY_TEXT}</p>
      ) : (
        <ol role="log" aria-label={chatLabel(chat.title)} className="chat-log">
          {chat.messages.map((message) => (
            <ChatMessage
              key={message.message_id}
              message={message}
              author={authorOf(message.from)}
              repliedTo={
                message.reply_to_message_id === null
                  ? undefined
                  : byId.get(message.reply_to_message_id)
              }
              own={message.from === actingUserId}
              busy={busy}
              onPress={(button) => {
                pressButton(message.message_id, button);
              }}
              onReply={() => {
                setReplyToId(message.message_id);
              }}
            />
          ))}
        </ol>
      )}
      <div ref={end} />
      <ReplyBox
        key={chat.chat_id}
        replyTo={replyTo === undefined ? null : messageSnippet(replyTo)}
        busy={busy}
        onCancelReply={() => {
          setReplyToId(null);
        }}
        {...(chat.type === 'private' && { onSendPhotos: sendPhotos })}
        onSend={async (text) => {
          const sent = await sendText(text, replyTo?.message_id ?? null);
          if (sent) setReplyToId(null);
          return sent;
        }}
      />
    </>
  );
}
