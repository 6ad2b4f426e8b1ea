import { mainButton, secondaryButton } from '@tma.js/sdk-react';

export type BottomButtonKind = 'main' | 'secondary';

export interface BottomButtonState {
  text: string;
  visible: boolean;
  enabled: boolean;
  /** Telegram's progress spinner on the button while a request runs. */
  loading: boolean;
}

/** Mounts Telegram's bottom buttons; part of initTelegram. */
export function mountBottomButtons(): void {
  mainButton.mount.ifAvailable();
  secondaryButton.mount.ifAvailable();
}

/** True inside Telegram, where the client draws the button under the web view. */
export function hasNativeBottomButton(kind: BottomButtonKind): boolean {
  return kind === 'main'
    ? mainButton.setParams.isAvailable()
    : secondaryButton.setParams.isAvailable();
}

/** One web_app_setup_main_button (or _secondary_button) event with the whole state. */
export function setNativeBottomButton(kind: BottomButtonKind, state: BottomButtonState): void {
  const params = {
    text: state.text,
    isVisible: state.visible,
    isEnabled: state.enabled,
    isLoaderVisible: state.loading,
  };
  if (kind === 'main') mainButton.setParams.ifAvailable(params);
  else secondaryButton.setParams.ifAvailable(params);
}

export function onNativeBottomButtonClick(
  kind: BottomButtonKind,
  listener: () => void,
): () => void {
  const bound =
    kind === 'main'
      ? mainButton.onClick.ifAvailable(listener)
      : secondaryButton.onClick.ifAvailable(listener);
  return bound.ok ? bound.data : () => undefined;
}
