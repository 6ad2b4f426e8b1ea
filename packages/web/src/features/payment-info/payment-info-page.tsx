import { formatCardNumberInput } from '@flowers/domain';
import { useNavigate } from 'react-router';
import { PROFILE_TOAST_MS } from '../../config/ui';
import { Page, Section, Skeleton, Spinner } from '../../components/ui';
import { useToast } from '../../components/toast/toast-context';
import { useLoggedError } from '../../lib/use-logged-error';
import { useSession } from '../../lib/session-context';
import { CATALOG_LOADING_TEXT } from '../../texts/common';
import {
  PAYMENT_INFO_HINT,
  PAYMENT_INFO_SAVED_TEXT,
  PAYMENT_INFO_TITLE,
} from '../../texts/payments';
import { usePaymentInfo } from './api/get-payment-info';
import { useUpdatePaymentInfo } from './api/update-payment-info';
import { PaymentInfoForm } from './payment-info-form';
import { SellerBalance } from './seller-balance';
import './payment-info.css';

/** The seller's payout details (spec §2 "Payment information"). */
export function PaymentInfoPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const showToast = useToast();
  const info = usePaymentInfo(user.userId);
  const save = useUpdatePaymentInfo(user.userId);
  useLoggedError(info.error, 'Загрузка платёжных данных');

  return (
    <Page title={PAYMENT_INFO_TITLE}>
      <Section footer={PAYMENT_INFO_HINT} padded>
        {info.isPending ? (
          <div className="payment-info__loading" aria-busy="true">
            <Spinner label={CATALOG_LOADING_TEXT} />
            <Skeleton height={44} />
            <Skeleton height={44} />
          </div>
        ) : (
          <PaymentInfoForm
            initial={{
              fullName: info.data?.full_name ?? '',
              bankCardNumber: formatCardNumberInput(info.data?.bank_card_number ?? ''),
            }}
            saving={save.isPending}
            saveError={save.error}
            onSave={(values) => {
              save.mutate(values, {
                onSuccess: () => {
                  // The toast buzzes the success haptic itself.
                  showToast({
                    message: PAYMENT_INFO_SAVED_TEXT,
                    severity: 'success',
                    durationMs: PROFILE_TOAST_MS,
                  });
                  void navigate('/profile');
                },
              });
            }}
          />
        )}
      </Section>
      <SellerBalance />
    </Page>
  );
}
