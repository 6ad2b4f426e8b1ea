import { describe, expect, it } from 'vitest';
import {
  DEAL_STAGES,
  DEAL_STEPS,
  DEAL_STEP_TABLE,
  TBANK_STATUSES,
  dealStage,
  nextDealStep,
  recordedDealStep,
  type DealStage,
  type DealStep,
  type TbankStatus,
} from './deal-steps';
import { MONEY_STATES } from './safe-deal';

const cells = DEAL_STAGES.flatMap((stage) =>
  TBANK_STATUSES.map((status) => ({ stage, status, step: DEAL_STEP_TABLE[stage][status] })),
);
type Cell = { stage: DealStage; status: TbankStatus; step: DealStep };
const where = (keep: (cell: Cell) => boolean): Cell[] => cells.filter(keep);

const MONEY_AT_BANK: readonly TbankStatus[] = ['AUTHORIZED', 'CONFIRMED', 'PARTIAL_REFUNDED'];
const ALL_BACK: readonly TbankStatus[] = [
  'REVERSED',
  'REFUNDED',
  'REJECTED',
  'AUTH_FAIL',
  'DEADLINE_EXPIRED',
  'CANCELED',
];
const BANK_MOVES_MONEY: readonly DealStep[] = [
  'capture',
  'finish',
  'carry_out_decision',
  'give_back',
];
const PERSON_STEPS: readonly DealStep[] = ['await_delivery', 'await_buyer', 'await_moderator'];

describe('the deal-step table: (our stage, bank status) → what we do next', () => {
  it('has a known step in every cell of every stage and every T-Bank status', () => {
    expect(cells).toHaveLength(DEAL_STAGES.length * TBANK_STATUSES.length);
    for (const cell of cells) expect(DEAL_STEPS, JSON.stringify(cell)).toContain(cell.step);
  });

  it('never leaves money the bank still has with no step: only a done deal keeps it', () => {
    for (const cell of where(({ status }) => MONEY_AT_BANK.includes(status))) {
      const done = cell.stage === 'settled' && cell.status !== 'AUTHORIZED';
      expect(cell.step === 'none', JSON.stringify(cell)).toBe(done);
    }
  });

  it('never asks the bank to move money it has already given back', () => {
    for (const cell of where(({ status }) => ALL_BACK.includes(status))) {
      expect(BANK_MOVES_MONEY, JSON.stringify(cell)).not.toContain(cell.step);
    }
  });

  it('cancels an open order whose money went back, and leaves a cancelled one be', () => {
    for (const cell of where(({ status }) => ALL_BACK.includes(status))) {
      const expected =
        cell.stage === 'cancelled' ? 'none' : cell.stage === 'settled' ? 'flag' : 'cancel_order';
      if (cell.stage === 'settled' && cell.status === 'REFUNDED') continue;
      expect(cell.step, JSON.stringify(cell)).toBe(expected);
    }
  });

  it('waits for a person only while the bank has the money', () => {
    for (const cell of where(({ step }) => PERSON_STEPS.includes(step))) {
      expect(MONEY_AT_BANK, JSON.stringify(cell)).toContain(cell.status);
    }
  });

  it('asks the bank again while it is in the middle of an operation', () => {
    const moving = ['CONFIRMING', 'REVERSING', 'REFUNDING', 'ASYNC_REFUNDING'];
    for (const cell of where(({ status }) => moving.includes(status))) {
      expect(cell.step, JSON.stringify(cell)).toBe('ask_bank_again');
    }
  });

  it('flags a payment the bank says was never paid, though we hold its money', () => {
    const unpaid = ['NEW', 'FORM_SHOWED', 'AUTHORIZING', '3DS_CHECKING', '3DS_CHECKED'];
    for (const cell of where(({ status }) => unpaid.includes(status))) {
      expect(cell.step, JSON.stringify(cell)).toBe('flag');
    }
  });

  it('flags a hold the bank partly reversed, unless the order is off and the rest goes back', () => {
    for (const stage of DEAL_STAGES) {
      expect(nextDealStep(stage, 'PARTIAL_REVERSED')).toBe(
        stage === 'cancelled' ? 'give_back' : 'flag',
      );
    }
  });

  it('lets the moderator decide a dispute whether the bank holds or has captured the money', () => {
    expect(nextDealStep('disputed', 'AUTHORIZED')).toBe('await_moderator');
    expect(nextDealStep('disputed', 'CONFIRMED')).toBe('await_moderator');
    expect(nextDealStep('decided', 'CONFIRMED')).toBe('carry_out_decision');
  });

  it('awaits the buyer’s answer after a capture the bank made on its own, and then finishes', () => {
    expect(nextDealStep('delivered', 'CONFIRMED')).toBe('await_buyer');
    expect(nextDealStep('buyer_confirmed', 'CONFIRMED')).toBe('finish');
    expect(nextDealStep('buyer_confirmed', 'AUTHORIZED')).toBe('capture');
  });

  it('flags a status T-Bank has not documented', () => {
    expect(nextDealStep('delivered', 'SOMETHING_NEW')).toBe('flag');
  });
});

describe('the deal stage of an order', () => {
  const facts = {
    orderStatus: 'delivered',
    moneyState: 'held',
    dispute: 'none',
    buyerConfirmed: false,
  } as const;

  it('is disputed while a dispute is open, decided until the decision is carried out', () => {
    expect(dealStage({ ...facts, dispute: 'open' })).toBe('disputed');
    expect(dealStage({ ...facts, dispute: 'decided', moneyState: 'captured' })).toBe('decided');
    expect(
      dealStage({ ...facts, dispute: 'decided', moneyState: 'captured', orderStatus: 'completed' }),
    ).toBe('settled');
  });

  it('carries out a decision on an order staff closed while its money is still held', () => {
    expect(dealStage({ ...facts, orderStatus: 'completed', dispute: 'decided' })).toBe('decided');
  });

  it('waits for the buyer on an order staff closed while its money is still held', () => {
    expect(dealStage({ ...facts, orderStatus: 'completed' })).toBe('delivered');
    expect(dealStage({ ...facts, orderStatus: 'completed', moneyState: 'captured' })).toBe(
      'settled',
    );
  });

  it('is cancelled for a cancelled or deleted order, whatever else is recorded', () => {
    for (const orderStatus of ['cancelled', 'deleted']) {
      expect(dealStage({ ...facts, orderStatus, dispute: 'open', buyerConfirmed: true })).toBe(
        'cancelled',
      );
    }
  });

  it('has a next step for every money state of every stage as our records see it', () => {
    for (const moneyState of MONEY_STATES) {
      for (const orderStatus of ['paid', 'delivered', 'completed', 'cancelled']) {
        expect(DEAL_STEPS).toContain(recordedDealStep({ ...facts, orderStatus, moneyState }));
      }
    }
  });
});
