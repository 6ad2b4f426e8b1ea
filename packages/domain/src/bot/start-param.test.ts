import { describe, expect, it } from 'vitest';
import { appPathFor, parseStartParam, startParamFor, type StartTarget } from './start-param';

const EVERY_TARGET: StartTarget[] = [
  { screen: 'ad', adId: 42 },
  { screen: 'staff-order', orderId: 7 },
  { screen: 'my-order', orderId: 9 },
  { screen: 'draft', draftId: 'Ab3dE5gH9jK1mN0p' },
  { screen: 'my-ads' },
  { screen: 'my-orders' },
  { screen: 'payment-info' },
  { screen: 'ad-moderation' },
  { screen: 'edit-requests' },
  { screen: 'delete-requests' },
  { screen: 'orders-in-work' },
];

describe('start parameters', () => {
  it('reads back every target it writes', () => {
    for (const target of EVERY_TARGET) {
      expect(parseStartParam(startParamFor(target))).toEqual(target);
    }
  });

  it('writes only characters Telegram allows in startapp', () => {
    for (const target of EVERY_TARGET) {
      expect(startParamFor(target)).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    }
  });

  it('opens a shared bouquet (startapp=ad_<id>) on the bouquet page', () => {
    expect(appPathFor(parseStartParam('ad_42') ?? { screen: 'my-ads' })).toBe('/ad/42');
  });

  it('opens the buyer’s own order on its order page', () => {
    expect(appPathFor({ screen: 'my-order', orderId: 9 })).toBe('/myorders/9');
  });

  it('opens a staff order on the moderator order screen', () => {
    expect(appPathFor({ screen: 'staff-order', orderId: 7 })).toBe('/moderator/orders/7');
  });

  it('ignores parameters it did not write', () => {
    for (const param of [
      '',
      'ad_',
      'ad_0',
      'ad_01',
      'ad_99999999999',
      'ad_3000000000',
      'x',
      null,
    ]) {
      expect(parseStartParam(param)).toBeNull();
    }
  });

  it('ignores names inherited from Object', () => {
    expect(parseStartParam('constructor')).toBeNull();
  });

  it('opens an album sent to the bot (startapp=draft_<id>) in the new-ad form', () => {
    expect(appPathFor({ screen: 'draft', draftId: 'Ab3dE5gH9jK1mN0p' })).toBe(
      '/add?draft=Ab3dE5gH9jK1mN0p',
    );
    expect(parseStartParam('draft_short')).toBeNull();
  });
});
