import type { MoneyState } from './safe-deal';

/** tbank-acquiring.md "Status model", with the in-between statuses GetState may also answer. */
export const TBANK_STATUSES = [
  'NEW',
  'FORM_SHOWED',
  'AUTHORIZING',
  '3DS_CHECKING',
  '3DS_CHECKED',
  'AUTHORIZED',
  'CONFIRMING',
  'CONFIRMED',
  'REVERSING',
  'PARTIAL_REVERSED',
  'REVERSED',
  'REFUNDING',
  'ASYNC_REFUNDING',
  'PARTIAL_REFUNDED',
  'REFUNDED',
  'REJECTED',
  'AUTH_FAIL',
  'DEADLINE_EXPIRED',
  'CANCELED',
] as const;
export type TbankStatus = (typeof TBANK_STATUSES)[number];

/** Moments of a paid order's life (ARCHITECTURE.md "The safe deal"); a payout is `settled`. */
export const DEAL_STAGES = [
  'held',
  'delivered',
  'disputed',
  'decided',
  'buyer_confirmed',
  'cancelled',
  'settled',
] as const;
export type DealStage = (typeof DEAL_STAGES)[number];

/**
 * What happens next. `await_*` waits for a person, with a sweep as the backstop at a deadline;
 * `capture`, `finish`, `carry_out_decision`, `give_back` and `cancel_order` are the sweep's to do
 * now; `flag` is for «Сверка»: the bank moved money in a way no rule of ours follows.
 */
export const DEAL_STEPS = [
  'await_delivery',
  'await_buyer',
  'await_moderator',
  'capture',
  'finish',
  'carry_out_decision',
  'give_back',
  'cancel_order',
  'ask_bank_again',
  'flag',
  'none',
] as const;
export type DealStep = (typeof DEAL_STEPS)[number];

/** «Сверка» names the step a stuck row waits for. */
export const DEAL_STEP_LABELS: Readonly<Record<DealStep, string>> = {
  await_delivery: 'ждёт доставки',
  await_buyer: 'ждёт ответа покупателя',
  await_moderator: 'ждёт решения модератора',
  capture: 'ждёт списания удержания',
  finish: 'ждёт завершения сделки',
  carry_out_decision: 'ждёт исполнения решения по спору',
  give_back: 'ждёт возврата денег покупателю',
  cancel_order: 'ждёт отмены заказа',
  ask_bank_again: 'ждёт ответа банка',
  flag: 'ждёт решения администратора',
  none: 'сделка закрыта',
};

type Column = Record<TbankStatus, DealStep>;

const NOT_PAID = {
  NEW: 'flag',
  FORM_SHOWED: 'flag',
  AUTHORIZING: 'flag',
  '3DS_CHECKING': 'flag',
  '3DS_CHECKED': 'flag',
} as const;
const MOVING = {
  CONFIRMING: 'ask_bank_again',
  REVERSING: 'ask_bank_again',
  REFUNDING: 'ask_bank_again',
  ASYNC_REFUNDING: 'ask_bank_again',
} as const;
const GONE_BACK = {
  REVERSED: 'cancel_order',
  REFUNDED: 'cancel_order',
  REJECTED: 'cancel_order',
  AUTH_FAIL: 'cancel_order',
  DEADLINE_EXPIRED: 'cancel_order',
  CANCELED: 'cancel_order',
} as const;

/** An open deal: the bank's capture on its own changes who acts next only once the buyer agreed. */
function openDeal(whileHeld: DealStep, whileCaptured: DealStep): Column {
  return {
    ...NOT_PAID,
    ...MOVING,
    ...GONE_BACK,
    AUTHORIZED: whileHeld,
    CONFIRMED: whileCaptured,
    PARTIAL_REFUNDED: whileCaptured,
    // Part of the hold is gone: the deal's sum is not what the buyer paid, a person decides.
    PARTIAL_REVERSED: 'flag',
  };
}

export const DEAL_STEP_TABLE: Readonly<Record<DealStage, Column>> = {
  held: openDeal('await_delivery', 'await_delivery'),
  delivered: openDeal('await_buyer', 'await_buyer'),
  disputed: openDeal('await_moderator', 'await_moderator'),
  decided: openDeal('carry_out_decision', 'carry_out_decision'),
  buyer_confirmed: openDeal('capture', 'finish'),
  cancelled: {
    ...NOT_PAID,
    ...MOVING,
    AUTHORIZED: 'give_back',
    CONFIRMED: 'give_back',
    PARTIAL_REFUNDED: 'give_back',
    PARTIAL_REVERSED: 'give_back',
    REVERSED: 'none',
    REFUNDED: 'none',
    REJECTED: 'none',
    AUTH_FAIL: 'none',
    DEADLINE_EXPIRED: 'none',
    CANCELED: 'none',
  },
  // A refund after the deal is done comes out of what the seller is owed, or becomes their debt.
  settled: {
    ...NOT_PAID,
    ...MOVING,
    AUTHORIZED: 'flag',
    CONFIRMED: 'none',
    PARTIAL_REFUNDED: 'none',
    REFUNDED: 'none',
    PARTIAL_REVERSED: 'flag',
    REVERSED: 'flag',
    REJECTED: 'flag',
    AUTH_FAIL: 'flag',
    DEADLINE_EXPIRED: 'flag',
    CANCELED: 'flag',
  },
};

export function isTbankStatus(status: string): status is TbankStatus {
  return (TBANK_STATUSES as readonly string[]).includes(status);
}

/** A status T-Bank has not documented is a person's to look at. */
export function nextDealStep(stage: DealStage, bankStatus: string): DealStep {
  return isTbankStatus(bankStatus) ? DEAL_STEP_TABLE[stage][bankStatus] : 'flag';
}

/** What the bank last told us, as our money row records it. */
export const BANK_STATUS_OF_MONEY_STATE: Readonly<Record<MoneyState, TbankStatus>> = {
  held: 'AUTHORIZED',
  captured: 'CONFIRMED',
  partially_refunded: 'PARTIAL_REFUNDED',
  refunded: 'REFUNDED',
  released: 'REVERSED',
};

export interface DealFacts {
  orderStatus: string;
  moneyState: MoneyState;
  dispute: 'none' | 'open' | 'decided';
  buyerConfirmed: boolean;
}

const DONE_STATUSES: readonly string[] = ['delivered', 'completed'];

// Staff may close an order whose money is still held: it waits for the buyer like a delivered one.
export function dealStage(facts: DealFacts): DealStage {
  if (facts.orderStatus === 'cancelled' || facts.orderStatus === 'deleted') return 'cancelled';
  if (facts.dispute === 'open') return 'disputed';
  const done = facts.orderStatus === 'completed' && facts.moneyState !== 'held';
  if (facts.dispute === 'decided') return done ? 'settled' : 'decided';
  if (done) return 'settled';
  if (facts.buyerConfirmed) return 'buyer_confirmed';
  return DONE_STATUSES.includes(facts.orderStatus) ? 'delivered' : 'held';
}

/** The next step as our own records see it, before anyone asks the bank. */
export function recordedDealStep(facts: DealFacts): DealStep {
  return DEAL_STEP_TABLE[dealStage(facts)][BANK_STATUS_OF_MONEY_STATE[facts.moneyState]];
}
