import { useEffect, useRef, useState } from 'react';
import { CloseIcon, IconButton, PhotoIcon, SendIcon } from '../../../components/ui';
import { SEND_TEXT } from '../../../texts/common';
import {
  ATTACH_PHOTOS_LABEL,
  CANCEL_REPLY_LABEL,
  CAPTION_LABEL,
  MESSAGE_LABEL,
  NEW_MESSAGE_LABEL,
  REMOVE_PHOTOS_LABEL,
  photosChosenText,
  replyToText,
} from '../../../texts/bot';

interface ReplyBoxProps {
  replyTo: string | null;
  busy: boolean;
  onCancelReply: () => void;
  onSend: (text: string) => Promise<boolean>;
  /** The bot takes photos in private chats only. */
  onSendPhotos?: (photos: readonly File[], caption: string) => Promise<boolean>;
}

/** A reply to the quoted message is how ForceReply is answered. */
export function ReplyBox({ replyTo, busy, onCancelReply, onSend, onSendPhotos }: ReplyBoxProps) {
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const input = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const blank = text.trim() === '' && photos.length === 0;

  useEffect(() => {
    if (replyTo !== null) input.current?.focus();
  }, [replyTo]);

  const send = async () => {
    if (blank || busy) return;
    if (photos.length > 0 && onSendPhotos !== undefined) {
      if (!(await onSendPhotos(photos, text.trim()))) return;
      setPhotos([]);
      setText('');
      return;
    }
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
      {photos.length > 0 && (
        <div className="reply-box__quote">
          <span className="reply-box__quote-text">{photosChosenText(photos.length)}</span>
          <IconButton
            aria-label={REMOVE_PHOTOS_LABEL}
            onClick={() => {
              setPhotos([]);
            }}
          >
            <CloseIcon size={18} />
          </IconButton>
        </div>
      )}
      <div className="reply-box__row">
        {onSendPhotos !== undefined && (
          <>
            <input
              ref={picker}
              type="file"
              accept="image/*"
              multiple
              hidden
              aria-label={ATTACH_PHOTOS_LABEL}
              onChange={(event) => {
                setPhotos(Array.from(event.target.files ?? []));
                event.target.value = '';
                input.current?.focus();
              }}
            />
            <IconButton
              aria-label={ATTACH_PHOTOS_LABEL}
              disabled={busy}
              onClick={() => picker.current?.click()}
            >
              <PhotoIcon size={24} />
            </IconButton>
          </>
        )}
        <textarea
          ref={input}
          aria-label={photos.length > 0 ? CAPTION_LABEL : MESSAGE_LABEL}
          placeholder={photos.length > 0 ? CAPTION_LABEL : MESSAGE_LABEL}
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
