import { describe, expect, it } from 'vitest';
import {
  MONEY_STATES,
  confirmationDeadline,
  disputeDecisionSchema,
  formatKopecks,
  moneyStateLabel,
  moneyTransition,
  splitSettlement,
} from './safe-deal';

const HOUR_MS = 60 * 60 * 1000;

describe('the safe deal in the domain', () => {
  it('gives the seller 5 000 ₽ of a captured 6 500 ₽ bouquet and the company 1 500 ₽', () => {
    expect(
      splitSettlement({
        capturedKopecks: 650_000,
        refundedKopecks: 0,
        sellerShareKopecks: 500_000,
      }),
    ).toEqual({ netKopecks: 650_000, sellerDueKopecks: 500_000, commissionKopecks: 150_000 });
  });

  it('takes a refund out of the seller’s part first, and nothing is due after a full refund', () => {
    const partial = {
      capturedKopecks: 650_000,
      refundedKopecks: 200_000,
      sellerShareKopecks: 500_000,
    };
    expect(splitSettlement(partial)).toEqual({
      netKopecks: 450_000,
      sellerDueKopecks: 450_000,
      commissionKopecks: 0,
    });
    expect(splitSettlement({ ...partial, refundedKopecks: 650_000 }).sellerDueKopecks).toBe(0);
  });

  it('ends the buyer’s window after the set hours, but never after the hold deadline', () => {
    const delivered = new Date('2026-11-20T10:00:00Z');
    const hold = new Date('2026-11-26T10:00:00Z');
    expect(confirmationDeadline(delivered, hold, 24 * HOUR_MS)).toEqual(
      new Date('2026-11-21T10:00:00Z'),
    );
    expect(confirmationDeadline(new Date('2026-11-26T00:00:00Z'), hold, 24 * HOUR_MS)).toEqual(
      hold,
    );
  });

  it('labels every money state, a dispute and a payout in Russian', () => {
    for (const key of [...MONEY_STATES, 'disputed', 'paid_out']) {
      expect(moneyStateLabel(key)).toMatch(/^[А-ЯЁ][а-яё ]+$/);
    }
    expect(moneyStateLabel('held')).toBe('Деньги удержаны');
    expect(moneyStateLabel('SOMETHING')).toBe('Неизвестное состояние оплаты');
  });

  it('shows kopecks as rubles', () => {
    expect(formatKopecks(500_000)).toBe('5\u00a0000\u00a0₽');
    expect(formatKopecks(12_345)).toBe('123,45\u00a0₽');
  });

  it('needs a positive whole amount for a partial refund', () => {
    expect(disputeDecisionSchema.safeParse({ decision: 'partial_refund' }).success).toBe(false);
    expect(
      disputeDecisionSchema.safeParse({ decision: 'partial_refund', refund_kopecks: 0.5 }).success,
    ).toBe(false);
    expect(disputeDecisionSchema.parse({ decision: 'release' })).toEqual({ decision: 'release' });
  });
});

describe('the money state machine', () => {
  it('moves a hold to captured on CONFIRMED, and a capture only to refunds', () => {
    expect(moneyTransition('CONFIRMED')).toEqual({ from: ['held'], to: 'captured' });
    expect(moneyTransition('REFUNDED')?.from).toEqual(['captured', 'partially_refunded']);
  });

  it('moves no money on a status of the payment form', () => {
    expect(moneyTransition('NEW')).toBeNull();
    expect(moneyTransition('toString')).toBeNull();
  });
});
