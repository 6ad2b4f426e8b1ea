import { useEffect, useEffectEvent } from 'react';
import { hideBackButton, onBackButtonClick, showBackButton } from './init';

export function useBackButton(visible: boolean, onBack: () => void): void {
  const handleBack = useEffectEvent(onBack);

  useEffect(() => {
    if (!visible) {
      hideBackButton();
      return undefined;
    }
    showBackButton();
    const off = onBackButtonClick(() => {
      handleBack();
    });
    return () => {
      off();
      hideBackButton();
    };
  }, [visible]);
}
