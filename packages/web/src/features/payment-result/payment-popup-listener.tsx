import { paymentPopupText } from '../../texts/shell';
import { useEffect } from 'react';
import { showAlert } from '../../telegram/init';
import { readPaymentPopupMessage } from '@flowers/domain';

/** Other origins are ignored (spec §2). */
export function PaymentPopupListener() {
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const message = readPaymentPopupMessage(event.data);
      if (message !== null) void showAlert(paymentPopupText(message));
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
    };
  }, []);
  return null;
}
