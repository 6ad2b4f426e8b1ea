import { Button } from '../../components/ui/button';
import { useShownBottomButton } from '../../telegram/use-bottom-button';
import type { ShownBottomButton } from '../../telegram/use-bottom-button';

function drawnHere(button: ShownBottomButton | null): button is ShownBottomButton {
  return button !== null && !button.native;
}

export function BottomButtonsFallback() {
  const main = useShownBottomButton('main');
  const secondary = useShownBottomButton('secondary');
  const buttons = [
    { button: secondary, variant: 'secondary' as const },
    { button: main, variant: 'primary' as const },
  ].filter((entry) => drawnHere(entry.button));
  if (buttons.length === 0) return null;
  return (
    <div className="ui-bottom-buttons">
      {buttons.map(({ button, variant }) =>
        button ? (
          <Button
            key={variant}
            variant={variant}
            fullWidth
            loading={button.loading}
            disabled={!button.enabled && !button.loading}
            onClick={button.onClick}
          >
            {button.text}
          </Button>
        ) : null,
      )}
    </div>
  );
}

export function useFallbackButtonsHeight(): string | null {
  const main = useShownBottomButton('main');
  const secondary = useShownBottomButton('secondary');
  const count = [main, secondary].filter(drawnHere).length;
  if (count === 0) return null;
  return `calc(${String(count)} * (var(--ui-bottom-button-height) + 8px) + 8px + var(--app-safe-bottom))`;
}
