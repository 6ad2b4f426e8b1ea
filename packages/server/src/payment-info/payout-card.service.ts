import { BANK_UNAVAILABLE_MESSAGE, type PayoutCard } from '@flowers/domain';
import { requireRole } from '../access/require-access.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { E2cClient } from '../tbank/e2c-client.ts';
import { TbankError } from '../tbank/tbank-client.ts';
import {
  ensurePayoutCustomer,
  markBindingStarted,
  selectPayoutCard,
  storeBoundCard,
  type PayoutCardRow,
} from './payout-card.repository.ts';

const toWire = (row: PayoutCardRow | null): PayoutCard => {
  if (row?.cardId != null) return { state: 'bound', pan: row.pan };
  return { state: row?.bindingStartedAt != null ? 'pending' : 'none', pan: null };
};

// Our customer at the bank for this seller; stable, so the bank's card list is theirs alone.
const customerKeyOf = (sellerId: number) => `seller-${sellerId}`;

// E2C AddCard on the bank's own page: we keep the bank's CardId and masked Pan, never the number.
export function createPayoutCardService(deps: { db: Database; e2c: E2cClient; now: () => Date }) {
  const { db, e2c } = deps;

  const bankCall = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      // 409, not 5xx: the request was fine and changed nothing; the seller may simply repeat it.
      if (error instanceof TbankError) throw new AppError('conflict', BANK_UNAVAILABLE_MESSAGE);
      throw error;
    }
  };

  return {
    async show(seller: CurrentUser): Promise<PayoutCard> {
      requireRole(seller, 'payoutCard.own');
      return toWire(await selectPayoutCard(db, seller.id));
    },

    async startBinding(seller: CurrentUser): Promise<{ payment_url: string }> {
      requireRole(seller, 'payoutCard.own');
      const row = await ensurePayoutCustomer(db, seller.id, customerKeyOf(seller.id));
      // AddCustomer again for a known key changes nothing at the bank; it makes a retry safe.
      await bankCall(() => e2c.addCustomer(row.customerKey));
      const { PaymentURL } = await bankCall(() => e2c.addCard(row.customerKey));
      await markBindingStarted(db, seller.id, deps.now());
      return { payment_url: PaymentURL };
    },

    /** After the bank's page: the newest active card the bank lists becomes the payout card. */
    async refresh(seller: CurrentUser): Promise<PayoutCard> {
      requireRole(seller, 'payoutCard.own');
      const row = await selectPayoutCard(db, seller.id);
      if (row === null) return toWire(null);
      const cards = await bankCall(() => e2c.getCardList(row.customerKey));
      const active = cards.filter((card) => card.Status === 'A');
      const newest = active.sort((a, b) => Number(b.CardId) - Number(a.CardId))[0];
      if (newest !== undefined && newest.CardId !== row.cardId) {
        await storeBoundCard(db, seller.id, { cardId: newest.CardId, pan: newest.Pan }, deps.now());
      }
      return toWire(await selectPayoutCard(db, seller.id));
    },
  };
}

export type PayoutCardService = ReturnType<typeof createPayoutCardService>;
