import { paymentPopupMessageSchema } from '@flowers/domain';
import { paymentPopupText } from '../../texts/payments';
import { useEffect } from 'react';
import { showAlert } from '../../telegram/init';

/** Alerts the result a payment popup posts back; other origins are ignored (spec §2). */
export function PaymentPopupListener() {
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const parsed = paymentPopupMessageSchema.safeParse(event.data);
      if (parsed.success) void showAlert(paymentPopupText(parsed.data));
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
    };
  }, []);
  return null;
}
