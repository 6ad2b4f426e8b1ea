import { isAvailable, on, postState } from './bridge';

export type BottomButtonKind = 'main' | 'secondary';

export interface BottomButtonState {
  text: string;
  visible: boolean;
  enabled: boolean;
  loading: boolean;
}

const METHOD = {
  main: 'web_app_setup_main_button',
  secondary: 'web_app_setup_secondary_button',
} as const;

export function hasNativeBottomButton(kind: BottomButtonKind): boolean {
  return isAvailable(METHOD[kind]);
}

export function setNativeBottomButton(kind: BottomButtonKind, state: BottomButtonState): void {
  postState(METHOD[kind], {
    text: state.text,
    is_visible: state.visible,
    is_active: state.enabled,
    is_progress_visible: state.loading,
    has_shine_effect: false,
    // The MainButton ignores it.
    ...(kind === 'secondary' && { position: 'left' }),
  });
}

export function onNativeBottomButtonClick(
  kind: BottomButtonKind,
  listener: () => void,
): () => void {
  return hasNativeBottomButton(kind)
    ? on(kind === 'main' ? 'main_button_pressed' : 'secondary_button_pressed', listener)
    : () => undefined;
}
