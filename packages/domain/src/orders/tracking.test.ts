import { describe, expect, it } from 'vitest';
import { trackingSteps } from './tracking';

describe('the order page’s steps (issue 16)', () => {
  it('lists paid, in work, delivered and confirmed in order, with times once reached', () => {
    const paidAt = new Date('2026-11-24T10:00:00Z');
    const firstPhotoAt = new Date('2026-11-24T11:00:00Z');
    expect(trackingSteps({ paidAt, firstPhotoAt, deliveredAt: null, confirmedAt: null })).toEqual([
      { step: 'paid', label: 'Оплачен', at: paidAt.toISOString() },
      { step: 'in_work', label: 'Букет в работе', at: firstPhotoAt.toISOString() },
      { step: 'delivered', label: 'Доставлен', at: null },
      { step: 'confirmed', label: 'Получение подтверждено', at: null },
    ]);
  });
});
