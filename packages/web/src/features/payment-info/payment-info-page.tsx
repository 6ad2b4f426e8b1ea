import { formatCardNumberInput } from '@flowers/domain';
import { CATALOG_LOADING_TEXT } from '../../texts/common';
import {
  PAYMENT_INFO_HINT,
  PAYMENT_INFO_SAVED_TEXT,
  PAYMENT_INFO_TITLE,
} from '../../texts/payments';
import { PROFILE_TOAST_MS } from '../../config/ui';
import { Box, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { LoadingText } from '../../components/loading-text';
import { PageTitle } from '../../components/page-title';
import { useToast } from '../../components/toast/toast-context';
import { useLoggedError } from '../../lib/use-logged-error';
import { useSession } from '../../lib/session-context';
import { notificationHaptic } from '../../telegram/init';
import { usePaymentInfo } from './api/get-payment-info';
import { useUpdatePaymentInfo } from './api/update-payment-info';
import { PaymentInfoForm } from './payment-info-form';
import { SellerBalance } from './seller-balance';

/** The seller's payout details (spec §2 "Payment information"). */
export function PaymentInfoPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const showToast = useToast();
  const info = usePaymentInfo(user.userId);
  const save = useUpdatePaymentInfo(user.userId);
  useLoggedError(info.error, 'Загрузка платёжных данных');

  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <PageTitle>{PAYMENT_INFO_TITLE}</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {PAYMENT_INFO_HINT}
      </Typography>
      {info.isPending ? (
        <LoadingText text={CATALOG_LOADING_TEXT} />
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
      <SellerBalance />
    </Box>
  );
}
