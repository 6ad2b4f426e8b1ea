import { formatKopecks } from '@flowers/domain';
import { Card, Stack, Typography } from '@mui/material';
import { useLoggedError } from '../../lib/use-logged-error';
import { useMyBalance } from './api/get-my-balance';
import {
  BALANCE_TITLE,
  NO_PAYOUTS_TEXT,
  OWED_LABEL,
  PAYOUT_HISTORY_TITLE,
  heldUntilReceiptText,
  paidOutTotalText,
} from '../../texts/payments';

const DATE_FORMAT = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'long', timeZone: 'UTC' });

/** What the seller is owed, what is still held, and the payouts made (issue 15). */
export function SellerBalance() {
  const balance = useMyBalance();
  useLoggedError(balance.error, 'Загрузка баланса');
  if (!balance.data) return null;
  const { owed_kopecks, held_kopecks, paid_out_kopecks, payouts } = balance.data;

  return (
    <Card component="section" aria-label={BALANCE_TITLE} sx={{ p: 1.5, mt: 3 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {BALANCE_TITLE}
      </Typography>
      <Typography>
        {OWED_LABEL} <strong>{formatKopecks(owed_kopecks)}</strong>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {heldUntilReceiptText(formatKopecks(held_kopecks))}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {paidOutTotalText(formatKopecks(paid_out_kopecks))}
      </Typography>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 600, mt: 1.5 }}>
        {PAYOUT_HISTORY_TITLE}
      </Typography>
      {payouts.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {NO_PAYOUTS_TEXT}
        </Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {payouts.map((payout) => (
            <li key={payout.id}>
              <Typography variant="body2">
                {DATE_FORMAT.format(new Date(payout.paid_on))} ·{' '}
                <strong>{formatKopecks(payout.amount_kopecks)}</strong> · {payout.reference} ·{' '}
                {payout.status_label}
              </Typography>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
