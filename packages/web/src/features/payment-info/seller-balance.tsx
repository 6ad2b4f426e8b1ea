import { formatKopecks } from '@flowers/domain';
import { Section } from '../../components/ui';
import { useLoggedError } from '../../lib/use-logged-error';
import {
  BALANCE_TITLE,
  NO_PAYOUTS_TEXT,
  OWED_LABEL,
  PAYOUT_HISTORY_TITLE,
  heldUntilReceiptText,
  paidOutTotalText,
} from '../../texts/payments';
import { useMyBalance } from './api/get-my-balance';

const DATE_FORMAT = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'long', timeZone: 'UTC' });

/** What the seller is owed, what is still held, and the payouts made (issue 15). */
export function SellerBalance() {
  const balance = useMyBalance();
  useLoggedError(balance.error, 'Загрузка баланса');
  if (!balance.data) return null;
  const { owed_kopecks, held_kopecks, paid_out_kopecks, payouts } = balance.data;

  return (
    <section aria-label={BALANCE_TITLE} className="payment-info__balance">
      <h2 className="ui-section__title">{BALANCE_TITLE}</h2>
      <Section padded>
        <p className="payment-info__line">
          {OWED_LABEL} <strong>{formatKopecks(owed_kopecks)}</strong>
        </p>
        <p className="payment-info__line payment-info__hint">
          {heldUntilReceiptText(formatKopecks(held_kopecks))}
        </p>
        <p className="payment-info__line payment-info__hint">
          {paidOutTotalText(formatKopecks(paid_out_kopecks))}
        </p>
      </Section>
      <Section title={PAYOUT_HISTORY_TITLE} padded>
        {payouts.length === 0 ? (
          <p className="payment-info__line payment-info__hint">{NO_PAYOUTS_TEXT}</p>
        ) : (
          <ul className="payment-info__payouts">
            {payouts.map((payout) => (
              <li key={payout.id} className="payment-info__line">
                {DATE_FORMAT.format(new Date(payout.paid_on))} ·{' '}
                <strong>{formatKopecks(payout.amount_kopecks)}</strong> · {payout.reference} ·{' '}
                {payout.status_label}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </section>
  );
}
