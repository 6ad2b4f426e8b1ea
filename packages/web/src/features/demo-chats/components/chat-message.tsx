import type { DemoBotButton, DemoBotMessage } from '@flowers/domain';
import ReplyIcon from '@mui/icons-material/Reply';
import { Box, IconButton, Paper, Stack, Typography } from '@mui/material';
import { InlineKeyboard } from './inline-keyboard';
import { REPLY_LABEL, editedAtText } from '../../../texts/bot';
import { PHOTO_TEXT } from '../../../texts/common';

interface ChatMessageProps {
  message: DemoBotMessage;
  author: string;
  /** The message it answers, quoted above it. */
  repliedTo: DemoBotMessage | undefined;
  /** Written by the user this screen acts as: drawn on the right, as one's own. */
  own: boolean;
  busy: boolean;
  onPress: (button: DemoBotButton) => void;
  onReply: () => void;
}

function timeOf(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toLocaleTimeString('ru-RU', {
    hour: '2-digit',
    minute: '2-digit',
  });
}

export function messageSnippet(message: DemoBotMessage): string {
  return message.text ?? message.caption ?? PHOTO_TEXT;
}

/** One message in a demo chat: author, quote, photo with caption, text, time and buttons. */
export function ChatMessage(props: ChatMessageProps) {
  const { message, author, repliedTo, own, busy, onPress, onReply } = props;
  return (
    <Box
      component="li"
      aria-label={`${author}, ${timeOf(message.date)}`}
      sx={{ alignSelf: own ? 'flex-end' : 'flex-start', maxWidth: '88%', minWidth: '55%' }}
    >
      <Paper
        elevation={0}
        sx={{
          p: 1,
          borderRadius: 2,
          bgcolor: own ? 'primary.main' : 'action.hover',
          color: own ? 'primary.contrastText' : 'text.primary',
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="caption" sx={{ fontWeight: 700 }}>
            {author}
          </Typography>
          <IconButton size="small" color="inherit" aria-label={REPLY_LABEL} onClick={onReply}>
            <ReplyIcon fontSize="small" />
          </IconButton>
        </Stack>
        {repliedTo && (
          <Typography
            variant="caption"
            component="blockquote"
            sx={{ m: 0, mb: 0.5, pl: 1, borderLeft: 3, opacity: 0.8, overflowWrap: 'anywhere' }}
          >
            {messageSnippet(repliedTo)}
          </Typography>
        )}
        {message.photo_url && (
          <Box
            component="img"
            src={message.photo_url}
            alt={message.caption ?? PHOTO_TEXT}
            sx={{ display: 'block', width: '100%', borderRadius: 1, mb: 0.5 }}
          />
        )}
        {(message.text ?? message.caption) && (
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.text ?? message.caption}
          </Typography>
        )}
        <Typography variant="caption" component="p" sx={{ textAlign: 'right', opacity: 0.7 }}>
          {message.edited ? editedAtText(timeOf(message.date)) : timeOf(message.date)}
        </Typography>
      </Paper>
      <InlineKeyboard rows={message.reply_markup} busy={busy} onPress={onPress} />
    </Box>
  );
}
