import type { DemoBotButton } from '@flowers/domain';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, Stack } from '@mui/material';

interface InlineKeyboardProps {
  rows: DemoBotButton[][];
  busy: boolean;
  onPress: (button: DemoBotButton) => void;
}

/** A message's inline keyboard, row by row, as Telegram draws it under the message. */
export function InlineKeyboard({ rows, busy, onPress }: InlineKeyboardProps) {
  if (rows.length === 0) return null;
  return (
    <Stack spacing={0.5} sx={{ mt: 0.5 }}>
      {rows.map((row, rowIndex) => (
        <Stack key={rowIndex} direction="row" spacing={0.5}>
          {row.map((button, index) => (
            <Button
              key={index}
              variant="contained"
              color="inherit"
              disableElevation
              disabled={busy && button.callback_data !== undefined}
              endIcon={
                button.callback_data === undefined ? <OpenInNewIcon fontSize="small" /> : undefined
              }
              onClick={() => {
                onPress(button);
              }}
              sx={{ flex: 1, minHeight: 44, textTransform: 'none', bgcolor: 'action.selected' }}
            >
              {button.text}
            </Button>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
