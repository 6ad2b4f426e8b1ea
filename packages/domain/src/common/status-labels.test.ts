import { describe, expect, it } from 'vitest';
import { AD_STATUSES, adStatusLabel } from '../ads/status';
import { ORDER_PHOTO_STAGES, ORDER_STATUSES, orderStatusLabel } from '../orders/status';
import { ORDER_STAGE_LABELS } from '../orders/staff-orders';
import { TRACKING_STEPS, TRACKING_STEP_LABELS } from '../orders/tracking';
import { MONEY_STATES, moneyStateLabel } from '../payments/safe-deal';
import { ROLES, roleLabel } from '../users/roles';

// Issue 16: a person never sees a raw English value, whatever the kind of status.
const KINDS: [string, readonly string[], (value: string) => string][] = [
  ['ad status', AD_STATUSES, adStatusLabel],
  ['order status', ORDER_STATUSES, orderStatusLabel],
  ['order stage', ORDER_PHOTO_STAGES, (stage) => ORDER_STAGE_LABELS[stage as 'chat']],
  ['order step', TRACKING_STEPS, (step) => TRACKING_STEP_LABELS[step as 'paid']],
  ['money state', MONEY_STATES, moneyStateLabel],
  ['role', ROLES, roleLabel],
];

describe('Russian labels for every status', () => {
  it.each(KINDS)('labels every %s in Russian', (_kind, values, label) => {
    for (const value of values) {
      expect(label(value), value).toMatch(/^[А-ЯЁ][^A-Za-z]*$/u);
    }
  });

  it('labels the old spelling «Delivered» as «Доставлен»', () => {
    expect(orderStatusLabel('Delivered')).toBe('Доставлен');
  });
});
