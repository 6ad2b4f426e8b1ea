import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../orders/orders.repository.ts';
import { buildInitRequest, moscowDateTime } from './init-request.ts';

const ORDER = {
  id: 42,
  orderNumber: '261121-0042',
  paymentOrderId: '42-1',
  title: 'Букет пионов',
  price: 9100,
  buyerEmail: null,
  buyerPhone: '+79991234567',
} as OrderRow;

const OPTIONS = {
  publicUrl: 'https://flowers.example',
  receipt: { taxation: 'osn', tax: 'vat20' },
  dueAt: new Date('2026-11-21T21:30:00Z'),
};

describe('Init request', () => {
  it('writes RedirectDueDate in Moscow time with its offset', () => {
    expect(moscowDateTime(new Date('2026-11-21T21:30:05.123Z'))).toBe('2026-11-22T00:30:05+03:00');
  });

  it('charges the order price in kopecks, the receipt item adding up to the same amount', () => {
    const request = buildInitRequest(ORDER, OPTIONS);
    expect(request.Amount).toBe(910_000);
    expect(request.Receipt).toEqual({
      Taxation: 'osn',
      Phone: '+79991234567',
      Items: [
        {
          Name: 'Букет пионов',
          Price: 910_000,
          Quantity: 1,
          Amount: 910_000,
          Tax: 'vat20',
          PaymentMethod: 'full_prepayment',
          PaymentObject: 'commodity',
        },
      ],
    });
  });

  it('keeps Description and the item Name within T-Bank’s limits', () => {
    const long = { ...ORDER, title: 'Р'.repeat(300) } as OrderRow;
    const request = buildInitRequest(long, OPTIONS);
    expect(request.Description.length).toBe(140);
    const [item] = request.Receipt.Items as { Name: string }[];
    expect(item?.Name.length).toBe(128);
  });
});
