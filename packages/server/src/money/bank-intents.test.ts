import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TbankError } from '../tbank/tbank-client.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { createBankIntents, type BankIntents } from './bank-intents.ts';

let database: TestDatabase;
let intents: BankIntents;
let clock = new Date('2026-11-26T09:00:00Z');

beforeAll(async () => {
  database = await openTestDatabase();
  intents = createBankIntents({ db: database.db, now: () => clock });
});
afterAll(() => database.close());

/** A bank payment that a Confirm moves from AUTHORIZED to CONFIRMED, counting the calls. */
function confirmIntent(key: string, fault: 'none' | 'lost' | 'down' | 'refused' = 'none') {
  const bank = { status: 'AUTHORIZED', sent: 0, fault };
  const intent = {
    key,
    paymentId: key,
    send: () => {
      if (bank.fault === 'down') return Promise.reject(new TbankError('network', 'refused'));
      bank.sent += 1;
      if (bank.fault === 'refused') return Promise.reject(new TbankError('8', 'Неверный статус'));
      bank.status = 'CONFIRMED';
      if (bank.fault === 'lost') return Promise.reject(new TbankError('network', 'lost'));
      return Promise.resolve({ Status: bank.status });
    },
    lookUp: () => Promise.resolve({ Status: bank.status }),
    undone: (state: { Status: string }) => state.Status === 'AUTHORIZED',
  };
  return { bank, intent };
}

const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

describe('asking the bank at most once per intent (issue 24)', () => {
  it('sends an intent once when two nodes ask at the same moment', async () => {
    const { bank, intent } = confirmIntent('confirm:race');
    const outcomes = await Promise.all([intents.once(intent), intents.once(intent)]);
    expect(bank.sent).toBe(1);
    expect(outcomes).toContainEqual({ sent: { Status: 'CONFIRMED' } });
  });

  it('reads GetState instead of sending again after the answer was lost', async () => {
    const { bank, intent } = confirmIntent('confirm:lost', 'lost');
    expect(await intents.once(intent)).toHaveProperty('failed');
    later(120_000);
    expect(await intents.once(intent)).toEqual({ state: { Status: 'CONFIRMED' } });
    expect(bank.sent).toBe(1);
  });

  it('sends again once GetState shows the first call never reached the bank', async () => {
    const { bank, intent } = confirmIntent('confirm:down', 'down');
    expect(await intents.once(intent)).toHaveProperty('failed');
    bank.fault = 'none';
    expect(await intents.once(intent)).toEqual({ sent: { Status: 'CONFIRMED' } });
    expect(bank.sent).toBe(1);
  });

  it('does not ask again after the bank refused', async () => {
    const { bank, intent } = confirmIntent('confirm:refused', 'refused');
    expect(await intents.once(intent)).toHaveProperty('failed');
    bank.fault = 'none';
    later(120_000);
    expect(await intents.once(intent)).toEqual({ state: { Status: 'AUTHORIZED' } });
    expect(bank.sent).toBe(1);
  });
});
