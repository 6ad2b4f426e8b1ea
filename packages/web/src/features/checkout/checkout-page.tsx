import { isOrderable, liveOwnHold, payButtonText } from '@flowers/domain';
import { CATALOG_LOADING_TEXT } from '../../texts/common';
import { checkoutErrorText, type RequestFailure } from '../../texts/request-failure';
import type { Checkout, CheckoutInput } from '@flowers/domain';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Navigate, useParams } from '../../router/router';
import { describeFailure } from '../../api/describe-failure';
import { logClientError } from '../../api/log-client-error';
import { LoadingText } from '../../components/loading-text';
import { SubmitFailure } from '../../components/submit-failure';
import { leaveAppFor } from '../../lib/leave-app';
import { Banner, Page } from '../../components/ui';
import { useSession } from '../../lib/session-context';
import { useWriteAccessRequest } from '../../lib/use-write-access-request';
import { impactHaptic, notificationHaptic } from '../../telegram/init';
import { useMainButton } from '../../telegram/use-main-button';
import { payRequestFor, useCreatePayment } from './api/create-payment';
import { useAd } from '../../api/get-ad';
import { CheckoutForm } from './checkout-form';
import { CheckoutSummary } from './checkout-summary';
import { initialContact, rememberContact } from './contact-memory';
import { readCheckoutDraft, saveCheckoutDraft } from '../../lib/checkout-draft';
import { CHECKOUT_TITLE, GO_TO_PAYMENT_TEXT, NOT_ORDERABLE_TEXT } from '../../texts/orders';
import { yourHoldText } from '../../texts/bouquet';
import { formatTime } from '../../lib/format-date-time';
import { useNow } from '../../lib/use-now';
import './checkout.css';

const HOLD_TICK_MS = 1000;

/** spec §2. */
export function CheckoutPage() {
  const adId = Number(useParams().adId);
  const { user } = useSession();
  const ad = useAd(adId);
  const pay = useCreatePayment();
  const askWriteAccess = useWriteAccessRequest();
  const [error, setError] = useState<{ message: string; failure: RequestFailure } | null>(null);
  // Nothing typed is lost (issue 26).
  const [initial] = useState(() => ({ ...initialContact(), ...readCheckoutDraft(adId) }));
  const saveDraft = useCallback(
    (draft: Partial<CheckoutInput>) => {
      saveCheckoutDraft(adId, draft);
    },
    [adId],
  );
  // A ref, not state: a double tap lands both taps before React renders the first one's lock.
  const paying = useRef(false);
  const formId = useId();
  const submitting = pay.isPending || pay.isSuccess;
  // Issue 40: her own unpaid order's hold: the server answers with that order's payment.
  const now = useNow(HOLD_TICK_MS, ad.data?.your_hold !== undefined);
  const hold = ad.data ? liveOwnHold(ad.data, now) : null;
  const orderable = ad.data ? isOrderable(ad.data.status) || hold !== null : false;

  function sendForm() {
    const form = document.getElementById(formId);
    if (form instanceof HTMLFormElement) form.requestSubmit();
  }

  useMainButton({
    text: ad.data ? payButtonText(ad.data.price) : GO_TO_PAYMENT_TEXT,
    visible: ad.data !== undefined,
    disabled: !orderable,
    loading: submitting,
    onClick: sendForm,
  });

  useEffect(() => {
    if (ad.error) console.error('Загрузка объявления для заказа:', ad.error);
  }, [ad.error]);

  // spec §2.
  if (ad.isError || !(adId > 0)) return <Navigate to="/catalog" replace />;
  if (!ad.data) return <LoadingText text={CATALOG_LOADING_TEXT} />;

  const submit = (form: Checkout) => {
    if (!orderable || submitting || paying.current) return;
    paying.current = true;
    const body = payRequestFor(ad.data, user.userId, form);
    impactHaptic('medium');
    setError(null);
    rememberContact(form);
    pay.mutate(body, {
      // Before the bank's page takes the whole view: the Telegram prompt needs the app.
      onSuccess: (paymentUrl) => {
        void askWriteAccess('once').then(() => {
          leaveAppFor(paymentUrl);
        });
      },
      onError: (failure) => {
        paying.current = false;
        const described = describeFailure(failure);
        const message = checkoutErrorText(described);
        setError({ message, failure: described });
        // Said once, under the form (issue 40): no alert beside it.
        notificationHaptic('error');
        void logClientError({
          error: message,
          details: described.kind === 'response' ? described.body : described.message,
          context: 'checkout',
          form: body,
          url: window.location.href,
          userAgent: navigator.userAgent,
        });
      },
    });
  };

  return (
    <Page title={CHECKOUT_TITLE}>
      <CheckoutSummary ad={ad.data} />
      {!orderable && <Banner severity="warning">{NOT_ORDERABLE_TEXT}</Banner>}
      {hold && <Banner severity="info">{yourHoldText(formatTime(hold.pay_until))}</Banner>}
      <CheckoutForm
        id={formId}
        initial={initial}
        price={ad.data.price}
        error={
          error && (
            <SubmitFailure
              message={error.message}
              failure={error.failure}
              onRetry={sendForm}
              retrying={submitting}
            />
          )
        }
        onSubmit={submit}
        onDraft={saveDraft}
      />
    </Page>
  );
}
