import type { DealFacts, MoneyState } from '@flowers/domain';
import type { DisputeRow, MoneyRow } from './money.repository.ts';

/** What the domain's deal-step table needs to know of an order, its money and its dispute. */
export function dealFactsOf(
  order: { status: string },
  money: MoneyRow,
  dispute: Pick<DisputeRow, 'decision'> | null,
): DealFacts {
  return {
    orderStatus: order.status,
    moneyState: money.state as MoneyState,
    dispute: dispute === null ? 'none' : dispute.decision === null ? 'open' : 'decided',
    buyerConfirmed: money.buyerConfirmedAt !== null,
  };
}
