import { useBottomButton } from './use-bottom-button';
import type { BottomButtonOptions } from './use-bottom-button';

/** Spec: one per screen. */
export function useMainButton(options: BottomButtonOptions): void {
  useBottomButton('main', options);
}

/** Bot API 7.10+. */
export function useSecondaryButton(options: BottomButtonOptions): void {
  useBottomButton('secondary', options);
}
