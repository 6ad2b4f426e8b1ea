import { deliveryWhenLabel, formatRubles } from '@flowers/domain';
import type { CheckoutInput } from '@flowers/domain';
import { useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { Cell, Section } from '../../components/ui';
import { RECEIPT_TITLE } from '../../texts/checkout';
import { ORDER_TOTAL_LABEL } from '../../texts/orders';
import {
  CARD_MESSAGE_LABEL,
  DELIVERY_WHEN_LABEL,
  DELIVERY_WITHIN_DAY_TEXT,
  RECIPIENT_LABEL,
  personLine,
} from '../../texts/tracking';

interface CheckoutReceiptProps {
  control: Control<CheckoutInput>;
  price: number;
}

export function CheckoutReceipt({ control, price }: CheckoutReceiptProps) {
  const [date, slot, other, name, phone, card] = useWatch({
    control,
    name: [
      'delivery_date',
      'delivery_slot',
      'recipient_is_other',
      'recipient_name',
      'recipient_phone',
      'card_message',
    ],
  });
  const recipient = other === true ? personLine(name?.trim() || null, phone?.trim() || null) : '';
  const when = date && slot ? deliveryWhenLabel(date, slot) : null;
  return (
    <Section title={RECEIPT_TITLE}>
      <Cell subtitle={DELIVERY_WHEN_LABEL}>{when ?? DELIVERY_WITHIN_DAY_TEXT}</Cell>
      {recipient && <Cell subtitle={RECIPIENT_LABEL}>{recipient}</Cell>}
      {card?.trim() && (
        <Cell subtitle={CARD_MESSAGE_LABEL}>
          <span className="checkout-receipt__card">{card.trim()}</span>
        </Cell>
      )}
      <Cell after={<strong className="checkout-receipt__total">{formatRubles(price)}</strong>}>
        {ORDER_TOTAL_LABEL}
      </Cell>
    </Section>
  );
}
