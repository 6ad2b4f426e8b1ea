import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createE2cClient } from '../tbank/e2c-client.ts';
import { TbankError } from '../tbank/tbank-client.ts';
import { bindCardAtBank, startFakeE2cBank, type FakeE2cBank } from '../test/e2c-harness.ts';
import { setE2cFault } from './e2c.repository.ts';

let bank: FakeE2cBank;
beforeAll(async () => {
  bank = await startFakeE2cBank();
});
afterAll(() => bank.close());

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof TbankError ? error.code : String(error)),
  );

let nextOrder = 0;
const orderId = () => `payout-${(nextOrder += 1)}`;

describe('T-Bank emulator, payouts to cards (E2C)', () => {
  it('binds a card on the bank’s page and lists it masked by GetCardList', async () => {
    const card = await bindCardAtBank(bank, 'seller-1', '2200770239097761');
    expect(card).toMatchObject({ Pan: '220077******7761', Status: 'A' });
    expect(card.CardId).toMatch(/^\d+$/);
  });

  it('refuses a request signed with another key, and an unsigned one, with 204', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const { serialNumber } = await bank.terminal.signer();
    const forger = createE2cClient({
      ...bank.terminal,
      signer: () => Promise.resolve({ serialNumber, privateKey: other }),
    });
    expect(await refusal(forger.addCustomer('seller-x'))).toBe('204');
    const unsigned = await fetch(`${bank.terminal.apiUrl}AddCustomer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ TerminalKey: bank.terminal.terminalKey, CustomerKey: 'seller-x' }),
    });
    expect(await unsigned.json()).toMatchObject({ Success: false, ErrorCode: '204' });
  });

  it('pays out: Init NEW, Payment, then GetState walks CREDIT_CHECKING → COMPLETING → COMPLETED', async () => {
    const card = await bindCardAtBank(bank, 'seller-2', '2200770239097761');
    const opened = await bank.client.init({
      OrderId: orderId(),
      CardId: card.CardId,
      Amount: 500_000,
    });
    expect(opened.Status).toBe('NEW');
    expect((await bank.client.payment(opened.PaymentId)).Status).toBe('CREDIT_CHECKING');
    const seen = [];
    for (let step = 0; step < 3; step += 1) {
      seen.push((await bank.client.getState(opened.PaymentId)).Status);
    }
    expect(seen).toEqual(['COMPLETING', 'COMPLETED', 'COMPLETED']);
  });

  it('answers a repeated Init of the same OrderId with the same payout, and refuses another amount with 20', async () => {
    const card = await bindCardAtBank(bank, 'seller-3', '2200770239097761');
    const request = { OrderId: orderId(), CardId: card.CardId, Amount: 120_000 };
    const first = await bank.client.init(request);
    const again = await bank.client.init(request);
    expect(again.PaymentId).toBe(first.PaymentId);
    expect(await refusal(bank.client.init({ ...request, Amount: 130_000 }))).toBe('20');
  });

  it('executes a payout once: a second Payment is refused with 8', async () => {
    const card = await bindCardAtBank(bank, 'seller-4', '2200770239097761');
    const opened = await bank.client.init({
      OrderId: orderId(),
      CardId: card.CardId,
      Amount: 100_000,
    });
    await bank.client.payment(opened.PaymentId);
    expect(await refusal(bank.client.payment(opened.PaymentId))).toBe('8');
  });

  it('rejects a payout to the card the bank refuses (2201382000000005)', async () => {
    const card = await bindCardAtBank(bank, 'seller-5', '2201382000000005');
    const opened = await bank.client.init({
      OrderId: orderId(),
      CardId: card.CardId,
      Amount: 100_000,
    });
    await bank.client.payment(opened.PaymentId);
    await bank.client.getState(opened.PaymentId);
    expect((await bank.client.getState(opened.PaymentId)).Status).toBe('REJECTED');
  });

  it('fails while down and recovers; a lost answer still did the work', async () => {
    const card = await bindCardAtBank(bank, 'seller-6', '2200770239097761');
    const request = { OrderId: orderId(), CardId: card.CardId, Amount: 100_000 };
    await setE2cFault(bank.database.db, bank.terminal.terminalKey, 'down', 1);
    expect(await refusal(bank.client.init(request))).toBe('network');
    await setE2cFault(bank.database.db, bank.terminal.terminalKey, 'lost_answer', 1);
    expect(await refusal(bank.client.init(request))).toBe('network');
    const recovered = await bank.client.init(request);
    expect(recovered.Status).toBe('NEW');
    expect(Number(recovered.PaymentId)).toBeGreaterThan(9_000_000_000);
  });

  it('refuses a card that is not bound, and an amount below 1 ₽', async () => {
    expect(
      await refusal(bank.client.init({ OrderId: orderId(), CardId: '1', Amount: 100_000 })),
    ).toBe('7');
    const card = await bindCardAtBank(bank, 'seller-7', '2200770239097761');
    expect(
      await refusal(bank.client.init({ OrderId: orderId(), CardId: card.CardId, Amount: 99 })),
    ).toBe('251');
  });
});
