import { SELLER_INN_NEEDED_TEXT, formatCardNumberInput } from '@flowers/domain';
import { CATALOG_LOADING_TEXT } from '../../texts/common';
import {
  PAYMENT_INFO_HINT,
  PAYMENT_INFO_SAVED_TEXT,
  PAYMENT_INFO_TITLE,
} from '../../texts/payments';
import { PROFILE_TOAST_MS } from '../../config/ui';
import { useNavigate } from '../../router/router';
import { LoadingText } from '../../components/loading-text';
import { Banner, Page } from '../../components/ui';
import { useToast } from '../../components/toast/toast-context';
import { useLoggedError } from '../../lib/use-logged-error';
import { useSession } from '../../lib/session-context';
import { notificationHaptic } from '../../telegram/init';
import { usePaymentInfo } from './api/get-payment-info';
import { useUpdatePaymentInfo } from './api/update-payment-info';
import { PaymentInfoForm } from './payment-info-form';
import { PayoutCardSection } from './payout-card-section';
import { SellerBalance } from './seller-balance';
import './payment-info.css';

/** spec §2 "Payment information". */
export function PaymentInfoPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const showToast = useToast();
  const info = usePaymentInfo(user.userId);
  const save = useUpdatePaymentInfo(user.userId);
  useLoggedError(info.error, 'Загрузка платёжных данных');

  return (
    <Page title={PAYMENT_INFO_TITLE}>
      <p className="payment-info__hint">{PAYMENT_INFO_HINT}</p>
      {info.data !== undefined && info.data.inn === null && (
        <Banner severity="warning">{SELLER_INN_NEEDED_TEXT}</Banner>
      )}
      {info.isPending ? (
        <LoadingText text={CATALOG_LOADING_TEXT} />
      ) : (
        <PaymentInfoForm
          initial={{
            fullName: info.data?.full_name ?? '',
            bankCardNumber: formatCardNumberInput(info.data?.bank_card_number ?? ''),
            inn: info.data?.inn ?? '',
            taxStatus: info.data?.tax_status ?? '',
          }}
          saving={save.isPending}
          saveError={save.error}
          onSave={(values) => {
            save.mutate(values, {
              onSuccess: () => {
                notificationHaptic('success');
                showToast({
                  message: PAYMENT_INFO_SAVED_TEXT,
                  severity: 'success',
                  durationMs: PROFILE_TOAST_MS,
                });
                void navigate('/profile');
              },
              onError: () => {
                notificationHaptic('error');
              },
            });
          }}
        />
      )}
      <PayoutCardSection />
      <SellerBalance />
    </Page>
  );
}
