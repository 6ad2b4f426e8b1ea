import type { DemoBotButton } from '@flowers/domain';
import { Button, OpenOutsideIcon } from '../../../components/ui';

interface InlineKeyboardProps {
  rows: DemoBotButton[][];
  busy: boolean;
  onPress: (button: DemoBotButton) => void;
}

export function InlineKeyboard({ rows, busy, onPress }: InlineKeyboardProps) {
  if (rows.length === 0) return null;
  return (
    <div className="chat-keyboard">
      {rows.map((row, rowIndex) => (
        <div key={rowIndex} className="chat-keyboard__row">
          {row.map((button, index) => (
            <Button
              key={index}
              variant="secondary"
              disabled={busy && button.callback_data !== undefined}
              onClick={() => {
                onPress(button);
              }}
            >
              {button.text}
              {button.callback_data === undefined && <OpenOutsideIcon size={16} />}
            </Button>
          ))}
        </div>
      ))}
    </div>
  );
}
