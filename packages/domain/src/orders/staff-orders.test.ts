import { describe, expect, it } from 'vitest';
import { staffOrderActions, visibleOrders } from './staff-orders';
import { ORDER } from '../common/wire-fixtures';
import { orderSchema } from './wire';

const order = (status: string) => orderSchema.parse({ ...ORDER, status });

describe('staff order rules (spec §4, §5, §6, §8)', () => {
  it('offers actions on open orders only, as far as the transitions allow', () => {
    expect(staffOrderActions('paid')).toEqual(['complete', 'cancel', 'edit', 'delete']);
    expect(staffOrderActions('Delivered')).toEqual(['complete', 'cancel', 'edit', 'delete']);
    expect(staffOrderActions('created')).toEqual(['complete', 'cancel', 'edit', 'delete']);
    expect(staffOrderActions('completed')).toEqual([]);
    expect(staffOrderActions('cancelled')).toEqual([]);
  });

  it('shows staff every order but deleted ones, and others only active ones', () => {
    const orders = [order('paid'), order('deleted'), order('active')];
    expect(visibleOrders(orders, 'admin').map((o) => o.status)).toEqual(['paid', 'active']);
    expect(visibleOrders(orders, 'user').map((o) => o.status)).toEqual(['active']);
  });
});
