import { floristMessageBodySchema } from '@flowers/domain';
import type { FloristThread } from '@flowers/domain';
import { useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { useSendFloristMessage } from '../../api/send-florist-message';
import type { FloristTarget } from '../../api/send-florist-message';
import { answerErrorText } from '../../lib/answer-error-text';
import {
  PRIVACY_NOTE_TEXT,
  SENT_TEXT,
  composerLabel,
  sendLabel,
} from '../../texts/florist-messages';
import { Banner, Button, TextArea } from '../ui';

function newMessageKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

interface ThreadComposerProps {
  target: FloristTarget;
  viewer: FloristThread['viewer'];
  autoFocus?: boolean;
}

/**
 * A failed send keeps the text and its key: sent again, it is stored once even if the first
 * attempt did arrive. An edited text is a new message with a new key.
 */
export function ThreadComposer({ target, viewer, autoFocus = false }: ThreadComposerProps) {
  const send = useSendFloristMessage(target);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const key = useRef(newMessageKey());

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (send.isPending) return;
    const checked = floristMessageBodySchema.safeParse({ text, key: key.current });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    setSent(false);
    send.mutate(checked.data, {
      onSuccess: () => {
        setText('');
        setSent(true);
        key.current = newMessageKey();
      },
      onError: (error) => {
        setProblem(answerErrorText(error));
      },
    });
  };

  // Ctrl+Enter (⌘+Enter) sends; Enter alone is a new line, as in Telegram's desktop apps.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  };

  return (
    <form onSubmit={submit} noValidate className="florist-thread__composer">
      <TextArea
        label={composerLabel(viewer)}
        rows={3}
        value={text}
        autoFocus={autoFocus}
        helper={PRIVACY_NOTE_TEXT}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          setText(event.target.value);
          setSent(false);
          key.current = newMessageKey();
        }}
        disabled={send.isPending}
      />
      {problem && <Banner severity="error">{problem}</Banner>}
      <div className="florist-thread__actions">
        <Button type="submit" loading={send.isPending}>
          {sendLabel(viewer)}
        </Button>
        <span role="status" className="florist-thread__sent">
          {sent ? SENT_TEXT : ''}
        </span>
      </div>
    </form>
  );
}
