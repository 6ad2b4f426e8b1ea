import { describe, expect, it } from 'vitest';
import { ROUTE_ACCESS, ROUTE_PATHS, accessAllows, canOpenRoute } from './route-access';
import type { RouteAccess, RoutePath } from './route-access';

const EXPECTED: [RoutePath, RouteAccess][] = [
  ['/api/success-page', 'public'],
  ['/api/fail-page', 'public'],
  ['/oferta', 'public'],
  ['/', 'signedIn'],
  ['/catalog', 'signedIn'],
  ['/favorites', 'signedIn'],
  ['/add', 'signedIn'],
  ['/order/:adId', 'signedIn'],
  ['/order-edit/:orderId', 'signedIn'],
  ['/myorders', 'signedIn'],
  ['/myorders/:id', 'signedIn'],
  ['/seller/:id', 'signedIn'],
  ['/ad/:id', 'signedIn'],
  ['/profile', 'signedIn'],
  ['/myads', 'signedIn'],
  ['/edit-ad/:id', 'signedIn'],
  ['/payment-info', 'signedIn'],
  ['/moderator/orders/:orderId', 'moderate'],
  ['/administrationpage', 'moderate'],
  ['/moderpanel', 'moderate'],
  ['/editrequests', 'moderate'],
  ['/deleterequests', 'moderate'],
  ['/ad-moderation', 'moderate'],
  ['/reviews', 'moderate'],
  ['/allorders', 'allOrders'],
  ['/adminpanel', 'manageUsers'],
  ['/payouts', 'payouts'],
  ['/reconciliation', 'payouts'],
];

describe('route access (spec §2)', () => {
  it.each(EXPECTED)('%s needs %s', (path, access) => {
    expect(ROUTE_ACCESS[path]).toBe(access);
  });

  it('covers every route of the spec and no more', () => {
    expect([...ROUTE_PATHS].sort()).toEqual(EXPECTED.map(([path]) => path).sort());
  });

  it('opens the payment result pages without sign-in', () => {
    expect(canOpenRoute('/api/success-page', null)).toBe(true);
  });

  it('sends a visitor who is not signed in away from the catalogue', () => {
    expect(canOpenRoute('/', null)).toBe(false);
  });

  it('opens the catalogue to a signed-in user', () => {
    expect(canOpenRoute('/catalog', 'user')).toBe(true);
  });

  it('opens the administration page to moderators but not users', () => {
    expect(canOpenRoute('/administrationpage', 'moderator')).toBe(true);
    expect(canOpenRoute('/administrationpage', 'user')).toBe(false);
  });

  it('opens /adminpanel to admins only', () => {
    expect(canOpenRoute('/adminpanel', 'admin')).toBe(true);
    expect(canOpenRoute('/adminpanel', 'moderator')).toBe(false);
    expect(canOpenRoute('/adminpanel', 'user')).toBe(false);
  });

  it('opens /allorders to moderators and admins but not users (spec §6)', () => {
    expect(canOpenRoute('/allorders', 'admin')).toBe(true);
    expect(canOpenRoute('/allorders', 'moderator')).toBe(true);
    expect(canOpenRoute('/allorders', 'user')).toBe(false);
  });

  it('checks a capability against the role', () => {
    expect(accessAllows('manageReserved', 'moderator')).toBe(true);
    expect(accessAllows('manageReserved', null)).toBe(false);
  });
});
