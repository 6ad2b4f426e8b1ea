import { useEffect, useEffectEvent } from 'react';
import { createFallbackStore, useFallbackStore } from './fallback-store';
import {
  hasNativeBottomButton,
  onNativeBottomButtonClick,
  setNativeBottomButton,
} from './bottom-buttons';
import type { BottomButtonKind, BottomButtonState } from './bottom-buttons';

export interface BottomButtonOptions {
  text: string;
  onClick: () => void;
  loading?: boolean;
  disabled?: boolean;
  visible?: boolean;
}

export interface ShownBottomButton extends BottomButtonState {
  native: boolean;
  onClick: () => void;
}

/** The shell makes room for them. */
export const shownBottomButtons = {
  main: createFallbackStore<ShownBottomButton | null>(null),
  secondary: createFallbackStore<ShownBottomButton | null>(null),
};

export function useShownBottomButton(kind: BottomButtonKind): ShownBottomButton | null {
  return useFallbackStore(shownBottomButtons[kind]);
}

const HIDDEN: BottomButtonState = { text: '', visible: false, enabled: false, loading: false };

/** Outside Telegram the same button in the app's bottom bar. */
export function useBottomButton(kind: BottomButtonKind, options: BottomButtonOptions): void {
  const { text, loading = false, disabled = false, visible = true } = options;
  const click = useEffectEvent(options.onClick);
  const native = hasNativeBottomButton(kind);

  useEffect(() => {
    const state = { text, visible, enabled: !disabled && !loading, loading };
    if (native) setNativeBottomButton(kind, state);
    shownBottomButtons[kind].set(
      visible
        ? {
            ...state,
            native,
            onClick: () => {
              click();
            },
          }
        : null,
    );
  }, [kind, native, text, visible, disabled, loading]);

  useEffect(() => {
    const off = native
      ? onNativeBottomButtonClick(kind, () => {
          click();
        })
      : () => undefined;
    return () => {
      off();
      if (native) setNativeBottomButton(kind, HIDDEN);
      shownBottomButtons[kind].set(null);
    };
  }, [kind, native]);
}
