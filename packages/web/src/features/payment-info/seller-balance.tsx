import { formatKopecks } from '@flowers/domain';
import { Banner, Cell, Section } from '../../components/ui';
import { useLoggedError } from '../../lib/use-logged-error';
import { useMyBalance } from '../../api/get-my-balance';
import {
  BALANCE_TITLE,
  NO_PAYOUTS_TEXT,
  OWED_LABEL,
  PAYOUT_HISTORY_TITLE,
  heldUntilReceiptText,
  paidOutTotalText,
  sellerDebtText,
} from '../../texts/payments';

const DATE_FORMAT = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'long', timeZone: 'UTC' });

/** Issue 15. */
export function SellerBalance() {
  const balance = useMyBalance();
  useLoggedError(balance.error, 'Загрузка баланса');
  if (!balance.data) return null;
  const { owed_kopecks, debt_kopecks, held_kopecks, paid_out_kopecks, payouts } = balance.data;

  return (
    <Section title={BALANCE_TITLE}>
      <Cell
        subtitle={
          <>
            {heldUntilReceiptText(formatKopecks(held_kopecks))}
            <br />
            {paidOutTotalText(formatKopecks(paid_out_kopecks))}
          </>
        }
      >
        {OWED_LABEL} <strong>{formatKopecks(owed_kopecks)}</strong>
      </Cell>
      {debt_kopecks > 0 && (
        <Banner severity="warning">{sellerDebtText(formatKopecks(debt_kopecks))}</Banner>
      )}
      <Cell subtitle={payouts.length === 0 ? NO_PAYOUTS_TEXT : undefined}>
        <h3 className="payment-info__history-title">{PAYOUT_HISTORY_TITLE}</h3>
      </Cell>
      {payouts.length > 0 && (
        <ul className="payment-info__payouts">
          {payouts.map((payout) => (
            <li key={payout.id} className="payment-info__payout">
              {DATE_FORMAT.format(new Date(payout.paid_on))} ·{' '}
              <strong>{formatKopecks(payout.amount_kopecks)}</strong> · {payout.reference} ·{' '}
              {payout.status_label}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
