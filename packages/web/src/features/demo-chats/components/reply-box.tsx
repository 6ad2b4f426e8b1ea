import { useEffect, useRef, useState } from 'react';
import { CloseIcon, IconButton, SendIcon } from '../../../components/ui';
import { SEND_TEXT } from '../../../texts/common';
import {
  CANCEL_REPLY_LABEL,
  MESSAGE_LABEL,
  NEW_MESSAGE_LABEL,
  replyToText,
} from '../../../texts/bot';

interface ReplyBoxProps {
  /** The quoted message this reply answers; null for a plain message. */
  replyTo: string | null;
  busy: boolean;
  onCancelReply: () => void;
  /** Resolves true once sent, so the box may clear. */
  onSend: (text: string) => Promise<boolean>;
}

/** The box under a chat: a message, or a reply to the quoted one (how ForceReply is answered). */
export function ReplyBox({ replyTo, busy, onCancelReply, onSend }: ReplyBoxProps) {
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const blank = text.trim() === '';

  useEffect(() => {
    if (replyTo !== null) input.current?.focus();
  }, [replyTo]);

  const send = async () => {
    if (blank || busy) return;
    if (await onSend(text.trim())) setText('');
  };

  return (
    <form
      aria-label={NEW_MESSAGE_LABEL}
      className="reply-box"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {replyTo !== null && (
        <div className="reply-box__quote">
          <span className="reply-box__quote-text">{replyToText(replyTo)}</span>
          <IconButton aria-label={CANCEL_REPLY_LABEL} onClick={onCancelReply}>
            <CloseIcon size={18} />
          </IconButton>
        </div>
      )}
      <div className="reply-box__row">
        <textarea
          ref={input}
          aria-label={MESSAGE_LABEL}
          placeholder={MESSAGE_LABEL}
          className="ui-input ui-input--multiline reply-box__input"
          rows={1}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
          }}
          onKeyDown={(event) => {
            // Enter sends, as in Telegram; Shift+Enter starts a new line.
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void send();
            }
          }}
        />
        <IconButton type="submit" tone="accent" aria-label={SEND_TEXT} disabled={blank || busy}>
          <SendIcon size={24} />
        </IconButton>
      </div>
    </form>
  );
}
