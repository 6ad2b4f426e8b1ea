import { DISPUTE_UNDER_REVIEW_TEXT } from '@flowers/domain';
import type { OrderTracking } from '@flowers/domain';
import { PayAgain } from '../../components/receipt/pay-again';
import { ReceiptQuestion } from '../../components/receipt/receipt-question';
import { Banner, Section } from '../../components/ui';
import { formatDateTime } from '../../lib/format-date-time';
import { DISPUTE_TITLE, disputeSentText, receiptDeadlineText } from '../../texts/payments';

/** Issue 26. */
export function ReceiptSection({ order }: { order: OrderTracking }) {
  const { dispute } = order;
  return (
    <>
      {order.status === 'created' && order.pay_until && (
        <Section padded className="tracking-answer">
          <PayAgain orderId={order.id} payUntil={order.pay_until} />
        </Section>
      )}
      {order.receipt_stage === 'awaiting' && (
        <Section
          padded
          className="tracking-answer"
          footer={
            order.confirm_by ? receiptDeadlineText(formatDateTime(order.confirm_by)) : undefined
          }
        >
          <ReceiptQuestion orderId={order.id} />
        </Section>
      )}
      {dispute && (
        <Section title={DISPUTE_TITLE} padded>
          <p className="tracking-dispute__meta">
            {disputeSentText(formatDateTime(dispute.created_at))}
          </p>
          <p className="tracking-dispute__text">«{dispute.text}»</p>
          <Banner severity={dispute.outcome === null ? 'info' : 'success'}>
            {dispute.outcome ?? DISPUTE_UNDER_REVIEW_TEXT}
          </Banner>
        </Section>
      )}
    </>
  );
}
