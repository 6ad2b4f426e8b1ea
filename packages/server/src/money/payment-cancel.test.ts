import { PAYMENT_CANCEL_IN_PROGRESS_MESSAGE } from '@flowers/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRow } from '../orders/orders.repository.ts';
import { TbankError, type TbankClient } from '../tbank/tbank-client.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { REFUND_FAILED_MESSAGE as REFUND_FAILED } from '@flowers/domain';
import { createPaymentCancel } from './payment-state.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

type Fault = 'none' | 'lost' | 'refused' | 'lostBeforeBank';

/**
 * A held payment at a scripted bank: Cancel releases it unless told to fail; `cancels` holds
 * the ExternalRequestId of every Cancel that reached it. Orders here have no money row.
 */
function bankWithHold(paymentId: string) {
  const bank = {
    status: 'AUTHORIZED',
    cancels: [] as string[],
    fault: 'none' as Fault,
    /** Holds every Cancel until released, to play two taps at once. */
    gate: null as Promise<void> | null,
  };
  const tbank = {
    getState: (id: string) => Promise.resolve({ PaymentId: id, Status: bank.status }),
    cancel: async (_id: string, externalRequestId: string) => {
      if (bank.gate !== null) await bank.gate;
      if (bank.fault === 'lostBeforeBank') throw new TbankError('network', 'no route');
      bank.cancels.push(externalRequestId);
      if (bank.fault === 'refused') throw new TbankError('9999', 'Операция отклонена');
      bank.status = 'REVERSED';
      if (bank.fault === 'lost') throw new TbankError('network', 'answer lost');
      return { Status: bank.status, OriginalAmount: 650_000, NewAmount: 0 };
    },
  } as unknown as TbankClient;
  const order = { id: Number(paymentId), paymentId } as OrderRow;
  const cancelPayment = createPaymentCancel({
    db: database.db,
    tbank,
    receipt: { enabled: true, taxation: 'usn_income', tax: 'none', agentSign: 'another' },
    now: () => new Date(),
  });
  return { bank, order, cancelPayment };
}

const released = { status: 'REVERSED', amountKopecks: null };

describe('staff cancel through bank intents: one Cancel per intent', () => {
  it('sends one Cancel for a double tap: the second tap is told the cancel is on its way', async () => {
    const { bank, order, cancelPayment } = bankWithHold('7100001');
    let open = () => undefined as void;
    bank.gate = new Promise((resolve) => (open = resolve));
    const taps = [cancelPayment(order), cancelPayment(order)].map((tap) =>
      tap.then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      ),
    );
    // The refused tap ends first: the other one waits at the bank.
    expect(await Promise.race(taps)).toMatchObject({
      error: { code: 'conflict', message: PAYMENT_CANCEL_IN_PROGRESS_MESSAGE },
    });
    open();
    expect(await Promise.all(taps)).toContainEqual({
      value: { status: 'REVERSED', amountKopecks: 0 },
    });
    expect(bank.cancels).toHaveLength(1);
  });

  it('asks GetState after a lost answer and sends no second Cancel when it went through', async () => {
    const { bank, order, cancelPayment } = bankWithHold('7100002');
    bank.fault = 'lost';
    expect(await cancelPayment(order)).toEqual(released);
    bank.fault = 'none';
    expect(await cancelPayment(order)).toEqual(released);
    expect(bank.cancels).toEqual(['staff-cancel:7100002:1']);
  });

  it('sends the Cancel again on a retry when GetState shows the lost one never arrived', async () => {
    const { bank, order, cancelPayment } = bankWithHold('7100003');
    bank.fault = 'lostBeforeBank';
    await expect(cancelPayment(order)).rejects.toMatchObject({
      code: 'unavailable',
      message: REFUND_FAILED,
    });
    bank.fault = 'none';
    expect(await cancelPayment(order)).toEqual({ status: 'REVERSED', amountKopecks: 0 });
    expect(bank.cancels).toEqual(['staff-cancel:7100003:1']);
  });

  it('answers a refusal with a clear error, and a later try starts a new intent', async () => {
    const { bank, order, cancelPayment } = bankWithHold('7100004');
    bank.fault = 'refused';
    await expect(cancelPayment(order)).rejects.toMatchObject({
      code: 'unavailable',
      message: REFUND_FAILED,
    });
    expect(bank.cancels).toEqual(['staff-cancel:7100004:1']);
    bank.fault = 'none';
    expect(await cancelPayment(order)).toEqual({ status: 'REVERSED', amountKopecks: 0 });
    expect(bank.cancels).toEqual(['staff-cancel:7100004:1', 'staff-cancel:7100004:2']);
  });

  it('starts no new intent after a refusal once the bank has let the money go', async () => {
    const { bank, order, cancelPayment } = bankWithHold('7100005');
    bank.fault = 'refused';
    await expect(cancelPayment(order)).rejects.toMatchObject({ code: 'unavailable' });
    bank.status = 'REVERSED';
    expect(await cancelPayment(order)).toEqual(released);
    expect(bank.cancels).toHaveLength(1);
  });
});
