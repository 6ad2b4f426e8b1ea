import { PLATFORM_FEE_ITEM_NAME } from '@flowers/domain';
import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../orders/orders.repository.ts';
import { buildInitRequest, moscowDateTime } from './init-request.ts';

const ORDER = {
  id: 42,
  orderNumber: '261121-0042',
  paymentOrderId: '42-1',
  title: 'Букет пионов',
  price: 9100,
  originalPrice: 7000,
  buyerEmail: null,
  buyerPhone: '+79991234567',
} as OrderRow;

const OPTIONS = {
  publicUrl: 'https://flowers.example',
  receipt: { enabled: true, taxation: 'osn', tax: 'vat20', agentSign: 'another' as const },
  dueAt: new Date('2026-11-21T21:30:00Z'),
  supplier: { name: 'ИП Иванова Анна Сергеевна', inn: '500100732259', phone: '+79990000002' },
};

describe('Init request', () => {
  it('writes RedirectDueDate in Moscow time with its offset', () => {
    expect(moscowDateTime(new Date('2026-11-21T21:30:05.123Z'))).toBe('2026-11-22T00:30:05+03:00');
  });

  it('charges the order price in kopecks: the bouquet for its supplier, our fee on its own', () => {
    const request = buildInitRequest(ORDER, OPTIONS);
    expect(request.Amount).toBe(910_000);
    expect(request.Receipt).toEqual({
      Taxation: 'osn',
      Phone: '+79991234567',
      Items: [
        {
          Name: 'Букет пионов',
          Price: 700_000,
          Quantity: 1,
          Amount: 700_000,
          Tax: 'none',
          PaymentMethod: 'full_prepayment',
          PaymentObject: 'commodity',
          AgentData: { AgentSign: 'another' },
          SupplierInfo: {
            Name: 'ИП Иванова Анна Сергеевна',
            Inn: '500100732259',
            Phones: ['+79990000002'],
          },
        },
        {
          Name: PLATFORM_FEE_ITEM_NAME,
          Price: 210_000,
          Quantity: 1,
          Amount: 210_000,
          Tax: 'vat20',
          PaymentMethod: 'full_prepayment',
          PaymentObject: 'agent_commission',
        },
      ],
    });
  });

  it('keeps Description and the item Name within T-Bank’s limits', () => {
    const long = { ...ORDER, title: 'Р'.repeat(300) } as OrderRow;
    const request = buildInitRequest(long, OPTIONS);
    expect(request.Description.length).toBe(140);
    const [item] = (request.Receipt as { Items: { Name: string }[] }).Items;
    expect(item?.Name.length).toBe(128);
  });

  it('sends no receipt when receipts are off (TBANK_RECEIPTS=off)', () => {
    const request = buildInitRequest(ORDER, {
      ...OPTIONS,
      receipt: { ...OPTIONS.receipt, enabled: false },
    });
    expect(request).not.toHaveProperty('Receipt');
  });
});
