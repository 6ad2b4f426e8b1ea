import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('package entry', () => {
  it.each([
    'AD_STATUSES',
    'canTransition',
    'ORDER_TRANSITIONS',
    'can',
    'ROUTE_ACCESS',
    'newAdSchema',
    'checkPhotoSelection',
    'editAdSchema',
    'checkoutSchema',
    'payRequestSchema',
    'paymentInfoSchema',
    'addUserSchema',
    'priceWithCommission',
    'formatCountdown',
    'BRAND',
    'adSchema',
    'orderSchema',
    'clientErrorLogSchema',
  ])('exports %s', (name) => {
    expect(domain).toHaveProperty(name);
  });
});
