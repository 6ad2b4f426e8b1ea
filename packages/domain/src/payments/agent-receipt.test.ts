import { describe, expect, it } from 'vitest';
import { PLATFORM_FEE_ITEM_NAME, agentReceiptItems, receiptPhone } from './agent-receipt';

const SUPPLIER = { name: 'Иванова Анна Сергеевна', inn: '500100732259', phone: '+7 999 123-45-67' };
const ORDER = {
  title: 'Букет из 25 красных роз',
  priceKopecks: 910_000,
  sellerShareKopecks: 700_000,
  supplier: SUPPLIER,
  agentSign: 'another',
  supplierTax: 'none',
  platformTax: 'vat20',
} as const;

describe('agent receipt items (54-FZ)', () => {
  it('sells the bouquet for the seller, with the agent sign and the supplier', () => {
    const [bouquet] = agentReceiptItems(ORDER);
    expect(bouquet).toEqual({
      Name: 'Букет из 25 красных роз',
      Price: 700_000,
      Quantity: 1,
      Amount: 700_000,
      Tax: 'none',
      PaymentMethod: 'full_prepayment',
      PaymentObject: 'commodity',
      AgentData: { AgentSign: 'another' },
      SupplierInfo: { Name: SUPPLIER.name, Inn: '500100732259', Phones: ['+79991234567'] },
    });
  });

  it('puts the commission in its own item, ours, without supplier data', () => {
    const [, fee] = agentReceiptItems(ORDER);
    expect(fee).toEqual({
      Name: PLATFORM_FEE_ITEM_NAME,
      Price: 210_000,
      Quantity: 1,
      Amount: 210_000,
      Tax: 'vat20',
      PaymentMethod: 'full_prepayment',
      PaymentObject: 'agent_commission',
    });
  });

  it('adds up to the price the buyer pays', () => {
    const items = agentReceiptItems(ORDER);
    expect(items.reduce((sum, item) => sum + item.Amount, 0)).toBe(ORDER.priceKopecks);
  });

  it('has no fee item when the buyer pays just the seller’s price', () => {
    const items = agentReceiptItems({ ...ORDER, sellerShareKopecks: ORDER.priceKopecks });
    expect(items).toHaveLength(1);
    expect(items[0]?.Amount).toBe(ORDER.priceKopecks);
  });

  it('writes phones as + and digits', () => {
    expect(receiptPhone('+7 (999) 000-00-02')).toBe('+79990000002');
    expect(receiptPhone('+79990000002')).toBe('+79990000002');
  });
});
