import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import { Box, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
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
    <Box
      component="form"
      aria-label={NEW_MESSAGE_LABEL}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      sx={{ position: 'sticky', bottom: 0, bgcolor: 'background.default', pt: 1, pb: 1 }}
    >
      {replyTo !== null && (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 0.5 }}>
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {replyToText(replyTo)}
          </Typography>
          <IconButton size="small" aria-label={CANCEL_REPLY_LABEL} onClick={onCancelReply}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      )}
      <Stack direction="row" sx={{ alignItems: 'flex-end', gap: 1 }}>
        <TextField
          label={MESSAGE_LABEL}
          inputRef={input}
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
          multiline
          maxRows={4}
          size="small"
          fullWidth
        />
        <IconButton
          type="submit"
          color="primary"
          aria-label={SEND_TEXT}
          disabled={blank || busy}
          sx={{ width: 44, height: 44 }}
        >
          <SendIcon />
        </IconButton>
      </Stack>
    </Box>
  );
}
