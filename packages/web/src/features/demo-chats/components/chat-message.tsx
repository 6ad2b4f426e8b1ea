import type { DemoBotButton, DemoBotMessage } from '@flowers/domain';
import { classNames, IconButton, ReplyIcon } from '../../../components/ui';
import { REPLY_LABEL, editedAtText } from '../../../texts/bot';
import { PHOTO_TEXT } from '../../../texts/common';
import { formatTime } from '../../../lib/format-date-time';
import { InlineKeyboard } from './inline-keyboard';

interface ChatMessageProps {
  message: DemoBotMessage;
  author: string;
  repliedTo: DemoBotMessage | undefined;
  own: boolean;
  busy: boolean;
  onPress: (button: DemoBotButton) => void;
  onReply: () => void;
}

function timeOf(unixSeconds: number): string {
  return formatTime(new Date(unixSeconds * 1000));
}

export function messageSnippet(message: DemoBotMessage): string {
  return message.text ?? message.caption ?? PHOTO_TEXT;
}

export function ChatMessage(props: ChatMessageProps) {
  const { message, author, repliedTo, own, busy, onPress, onReply } = props;
  return (
    <li
      aria-label={`${author}, ${timeOf(message.date)}`}
      className={classNames('chat-message', own && 'chat-message--own')}
    >
      <div className="chat-message__bubble">
        <div className="chat-message__head">
          <span className="chat-message__author">{author}</span>
          <IconButton aria-label={REPLY_LABEL} onClick={onReply} className="chat-message__reply">
            <ReplyIcon size={20} />
          </IconButton>
        </div>
        {repliedTo && (
          <blockquote className="chat-message__quote">{messageSnippet(repliedTo)}</blockquote>
        )}
        {message.photo_url && (
          <img
            src={message.photo_url}
            alt={message.caption ?? PHOTO_TEXT}
            className="chat-message__photo"
          />
        )}
        {(message.text ?? message.caption) && (
          <p className="chat-message__text">{message.text ?? message.caption}</p>
        )}
        <p className="chat-message__time">
          {message.edited ? editedAtText(timeOf(message.date)) : timeOf(message.date)}
        </p>
      </div>
      <InlineKeyboard rows={message.reply_markup} busy={busy} onPress={onPress} />
    </li>
  );
}
