import { can } from './roles';
import type { Capability, Role } from './roles';

export type RouteAccess = Capability | 'public' | 'signedIn';

// spec §2 route list. /order-edit is 'signedIn' as listed; saving an order needs allOrders.
export const ROUTE_ACCESS = {
  '/': 'signedIn',
  '/catalog': 'signedIn',
  '/favorites': 'signedIn',
  '/add': 'signedIn',
  '/order/:adId': 'signedIn',
  '/order-edit/:orderId': 'signedIn',
  '/myorders': 'signedIn',
  // Issue 16: the buyer's order page and a seller's public page.
  '/myorders/:id': 'signedIn',
  '/seller/:id': 'signedIn',
  // Issue 16: one bouquet's page, opened from its catalogue card.
  '/ad/:id': 'signedIn',
  '/profile': 'signedIn',
  '/myads': 'signedIn',
  '/edit-ad/:id': 'signedIn',
  '/payment-info': 'signedIn',
  // The offer is the legal text linked from the footer; anyone may read it.
  '/oferta': 'public',
  '/moderator/orders/:orderId': 'moderate',
  '/administrationpage': 'moderate',
  '/moderpanel': 'moderate',
  '/editrequests': 'moderate',
  '/deleterequests': 'moderate',
  '/ad-moderation': 'moderate',
  // Issue 16: staff hide abusive reviews (and show them again), audited on the server.
  '/reviews': 'moderate',
  // Spec §6 gives moderators "All-orders with actions", and the screen itself lets them in
  // (§2), so the route follows the capability rather than §2's admin-only routing note.
  '/allorders': 'allOrders',
  '/adminpanel': 'manageUsers',
  // Issue 15: the sellers' payouts, with full card numbers on demand, are for admins only.
  '/payouts': 'payouts',
  // Issue 24: «Сверка» with the bank and the ledger, beside the payouts.
  '/reconciliation': 'payouts',
  '/api/success-page': 'public',
  '/api/fail-page': 'public',
} as const satisfies Record<string, RouteAccess>;

export type RoutePath = keyof typeof ROUTE_ACCESS;

export const ROUTE_PATHS = Object.keys(ROUTE_ACCESS) as readonly RoutePath[];

export function accessAllows(access: RouteAccess, role: Role | null): boolean {
  if (access === 'public') return true;
  if (role === null) return false;
  return access === 'signedIn' || can(role, access);
}

export function canOpenRoute(path: RoutePath, role: Role | null): boolean {
  return accessAllows(ROUTE_ACCESS[path], role);
}
