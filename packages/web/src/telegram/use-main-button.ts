import { useBottomButton } from './use-bottom-button';
import type { BottomButtonOptions } from './use-bottom-button';

/** The screen's primary action on Telegram's MainButton (spec: one per screen). */
export function useMainButton(options: BottomButtonOptions): void {
  useBottomButton('main', options);
}

/** A second action under or beside the MainButton (Bot API 7.10+). */
export function useSecondaryButton(options: BottomButtonOptions): void {
  useBottomButton('secondary', options);
}
