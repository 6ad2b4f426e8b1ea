import { describe, expect, it } from 'vitest';
import { orderBalances, splitSellerChange, type OrderMoneyFacts } from './ledger';

const sum = (balances: Record<string, number>) =>
  Object.values(balances).reduce((total, value) => total + value, 0);

const facts = (patch: Partial<OrderMoneyFacts>): OrderMoneyFacts => ({
  state: 'held',
  heldKopecks: 550_000,
  capturedKopecks: 0,
  refundedKopecks: 0,
  sellerShareKopecks: 500_000,
  dealDone: false,
  ...patch,
});

describe('where an order’s money belongs', () => {
  it('keeps a hold in @buyer:held', () => {
    expect(orderBalances(facts({}))).toMatchObject({ world: -550_000, buyer_held: 550_000 });
  });

  it('keeps money charged before the deal is done as captured, owed to nobody', () => {
    const balances = orderBalances(facts({ state: 'captured', capturedKopecks: 550_000 }));
    expect(balances).toMatchObject({ buyer_captured: 550_000, seller: 0, platform_fee: 0 });
  });

  it('splits a done deal into the seller’s price and the commission', () => {
    const balances = orderBalances(
      facts({ state: 'captured', capturedKopecks: 550_000, dealDone: true }),
    );
    expect(balances).toMatchObject({ buyer_captured: 0, seller: 500_000, platform_fee: 50_000 });
  });

  it('sends a partial capture’s rest and any refund to @refunds', () => {
    const balances = orderBalances(
      facts({ state: 'partially_refunded', capturedKopecks: 400_000, refundedKopecks: 100_000 }),
    );
    expect(balances).toMatchObject({ buyer_captured: 300_000, refunds: 250_000 });
  });

  it.each<Partial<OrderMoneyFacts>>([
    {},
    { state: 'released' },
    { state: 'captured', capturedKopecks: 300_000, dealDone: true },
    { state: 'refunded', capturedKopecks: 550_000, refundedKopecks: 550_000, dealDone: true },
  ])('balances to zero: %o', (patch) => {
    expect(sum({ ...orderBalances(facts(patch)) })).toBe(0);
  });
});

describe('a change of the seller’s part', () => {
  it('pays off a debt before anything becomes payable', () => {
    expect(splitSellerChange(300_000, { payableKopecks: 0, debtKopecks: -200_000 })).toEqual({
      payable: 100_000,
      debt: 200_000,
    });
  });

  it('turns a refund beyond what is payable into debt', () => {
    expect(splitSellerChange(-500_000, { payableKopecks: 0, debtKopecks: 0 })).toEqual({
      payable: 0,
      debt: -500_000,
    });
  });

  it('takes a refund from what is payable first', () => {
    expect(splitSellerChange(-100_000, { payableKopecks: 300_000, debtKopecks: 0 })).toEqual({
      payable: -100_000,
      debt: 0,
    });
  });
});
