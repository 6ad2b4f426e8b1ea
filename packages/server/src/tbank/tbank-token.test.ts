import { describe, expect, it } from 'vitest';
import { hasValidToken, signTbankRequest, tbankToken } from './tbank-token.ts';

const DESCRIPTION = 'Подарочная карта на 1000 рублей';

describe('T-Bank token (tbank-acquiring.md test vectors)', () => {
  it('signs the first documented example, leaving DATA and Receipt out', () => {
    const request = {
      TerminalKey: 'MerchantTerminalKey',
      Amount: 19200,
      OrderId: '21090',
      Description: DESCRIPTION,
      DATA: { Phone: '+71234567890', Email: 'a@test.com' },
      Receipt: {
        Email: 'a@test.ru',
        Taxation: 'osn',
        Items: [{ Name: 'Наименование товара 1', Price: 10000, Quantity: 1, Amount: 10000 }],
      },
    };
    expect(tbankToken(request, 'usaf8fw8fsw21g')).toBe(
      '0024a00af7c350a3a67ca168ce06502aa72772456662e38696d48b56ee9c97d9',
    );
  });

  it('signs the second documented example', () => {
    const request = {
      TerminalKey: 'TinkoffBankTest',
      Amount: 140000,
      OrderId: '21090',
      Description: DESCRIPTION,
    };
    expect(tbankToken(request, 'TinkoffBankTest')).toBe(
      '68711168852240a2f34b6a8b19d2cfbd296c7d2a6dff8b23eda6278985959346',
    );
  });

  it('ignores the Token field, nulls and arrays, and writes booleans as true/false', () => {
    const base = { TerminalKey: 'T', Success: true, Amount: 100 };
    const token = tbankToken(base, 'p');
    expect(tbankToken({ ...base, Token: 'x', Pan: null, Shops: [{ a: 1 }] }, 'p')).toBe(token);
    expect(tbankToken({ ...base, Success: 'true' }, 'p')).toBe(token);
  });

  it('sorts keys by code units, so an upper-case key comes before a lower-case one', () => {
    // localeCompare would put «a» before «B»; T-Bank puts «B» first.
    expect(tbankToken({ a: '1', B: '2' }, 'p')).toBe(tbankToken({ B: '2', a: '1' }, 'p'));
    const byHand = signTbankRequest({ B: '2', a: '1' }, 'x');
    expect(hasValidToken(byHand, 'x')).toBe(true);
  });

  it('accepts its own signature and refuses a changed field or another password', () => {
    const signed = signTbankRequest({ TerminalKey: 'T', Amount: 100, Status: 'CONFIRMED' }, 'p');
    expect(hasValidToken(signed, 'p')).toBe(true);
    expect(hasValidToken({ ...signed, Amount: 101 }, 'p')).toBe(false);
    expect(hasValidToken(signed, 'q')).toBe(false);
    expect(hasValidToken({ ...signed, Token: 42 }, 'p')).toBe(false);
    expect(hasValidToken({ ...signed, Token: 'short' }, 'p')).toBe(false);
  });
});
