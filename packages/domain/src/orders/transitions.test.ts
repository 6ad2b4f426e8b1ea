import { describe, expect, it } from 'vitest';
import type { OrderStatus } from './status';
import { ORDER_ACTIONS, canOrderTransition, orderTransitionTarget } from './transitions';
import type { OrderAction } from './transitions';

const ALLOWED: [OrderAction, string, OrderStatus | null][] = [
  ['markPaid', 'created', 'paid'],
  ['failPayment', 'created', 'cancelled'],
  ['markDelivered', 'paid', 'delivered'],
  ['complete', 'created', 'completed'],
  ['complete', 'paid', 'completed'],
  ['complete', 'delivered', 'completed'],
  ['complete', 'Delivered', 'completed'],
  ['cancel', 'created', 'cancelled'],
  ['cancel', 'paid', 'cancelled'],
  ['cancel', 'delivered', 'cancelled'],
  ['delete', 'created', 'deleted'],
  ['delete', 'paid', 'deleted'],
  ['delete', 'delivered', 'deleted'],
  ['delete', 'completed', 'deleted'],
  ['delete', 'cancelled', 'deleted'],
  ['edit', 'active', null],
  ['edit', 'created', null],
  ['edit', 'delivered', null],
  ['edit', 'new', null],
  ['edit', 'paid', null],
];

const REFUSED: [OrderAction, string | null][] = [
  ['markPaid', 'paid'],
  ['failPayment', 'paid'],
  ['markDelivered', 'delivered'],
  ['markDelivered', 'created'],
  ['complete', 'completed'],
  ['cancel', 'completed'],
  ['delete', 'deleted'],
  ['edit', 'completed'],
  ['cancel', null],
];

describe('order state machine', () => {
  it.each(ALLOWED)('%s moves a %s order to %s', (action, from, to) => {
    expect(canOrderTransition(action, from)).toBe(true);
    expect(orderTransitionTarget(action)).toBe(to);
  });

  it.each(REFUSED)('refuses %s on a %s order', (action, from) => {
    expect(canOrderTransition(action, from)).toBe(false);
  });

  it('never leaves a deleted order', () => {
    expect(ORDER_ACTIONS.filter((action) => canOrderTransition(action, 'deleted'))).toEqual([]);
  });
});
