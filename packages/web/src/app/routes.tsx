import type { RoutePath } from '@flowers/domain';
import { lazy } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from '../router/match-routes';
import { Navigate } from '../router/router';
import { CatalogScreen } from './catalog-screen';
import { LiveSocketProvider } from './live-socket-provider';
import { AppLayout } from './shell/app-layout';
import { PublicLayout } from './shell/public-layout';
import { RequireAccess } from './shell/require-access';
import { SignInGate } from './sign-in/sign-in-gate';
import { DEMO_CHATS_PATH } from '../lib/demo-choice';

interface Screen {
  path: RoutePath;
  element: ReactNode;
}

function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const FavoritesPage = lazyPage(
  () => import('../features/favorites/favorites-page'),
  'FavoritesPage',
);
const ProfilePage = lazyPage(() => import('../features/profile/profile-page'), 'ProfilePage');
const PaymentInfoPage = lazyPage(
  () => import('../features/payment-info/payment-info-page'),
  'PaymentInfoPage',
);
const MyOrdersPage = lazyPage(() => import('../features/my-orders/my-orders-page'), 'MyOrdersPage');
const OrderTrackingPage = lazyPage(
  () => import('../features/order-tracking/order-tracking-page'),
  'OrderTrackingPage',
);
const BouquetPage = lazyPage(() => import('../features/bouquet/bouquet-page'), 'BouquetPage');
const SellerPage = lazyPage(() => import('../features/seller/seller-page'), 'SellerPage');
const CheckoutPage = lazyPage(() => import('../features/checkout/checkout-page'), 'CheckoutPage');
const SuccessPage = lazyPage(
  () => import('../features/payment-result/success-page'),
  'SuccessPage',
);
const FailPage = lazyPage(() => import('../features/payment-result/fail-page'), 'FailPage');
const DemoChatsPage = lazyPage(
  () => import('../features/demo-chats/demo-chats-page'),
  'DemoChatsPage',
);
const OfferPage = lazyPage(() => import('../features/offer/offer-page'), 'OfferPage');

const CreateAdPage = lazyPage(() => import('../features/ad-form/create-ad-page'), 'CreateAdPage');

const MyAdsPage = lazyPage(() => import('../features/my-ads/my-ads-page'), 'MyAdsPage');
const EditAdPage = lazyPage(() => import('../features/ad-form/edit-ad-page'), 'EditAdPage');
const StaffHubPage = lazyPage(() => import('../features/staff-hub/staff-hub-page'), 'StaffHubPage');
const AdApprovalPage = lazyPage(
  () => import('../features/ad-approval/ad-approval-page'),
  'AdApprovalPage',
);
const ReviewModerationPage = lazyPage(
  () => import('../features/review-moderation/review-moderation-page'),
  'ReviewModerationPage',
);
const EditRequestsPage = lazyPage(
  () => import('../features/edit-requests/edit-requests-page'),
  'EditRequestsPage',
);
const DeleteRequestsPage = lazyPage(
  () => import('../features/delete-requests/delete-requests-page'),
  'DeleteRequestsPage',
);
const UserManagementPage = lazyPage(
  () => import('../features/user-management/user-management-page'),
  'UserManagementPage',
);
const OrdersInWorkPage = lazyPage(
  () => import('../features/orders-in-work/orders-in-work-page'),
  'OrdersInWorkPage',
);
const StaffOrderPage = lazyPage(
  () => import('../features/staff-order/staff-order-page'),
  'StaffOrderPage',
);
const AllOrdersPage = lazyPage(
  () => import('../features/all-orders/all-orders-page'),
  'AllOrdersPage',
);
const PayoutsPage = lazyPage(() => import('../features/payouts/payouts-page'), 'PayoutsPage');
const ReconciliationPage = lazyPage(
  () => import('../features/reconciliation/reconciliation-page'),
  'ReconciliationPage',
);
const OrderEditPage = lazyPage(
  () => import('../features/order-edit/order-edit-page'),
  'OrderEditPage',
);

// Paths and their access come from the spec's route table in @flowers/domain.
const SIGNED_IN_SCREENS: readonly Screen[] = [
  { path: '/', element: <CatalogScreen /> },
  { path: '/catalog', element: <CatalogScreen /> },
  { path: '/favorites', element: <FavoritesPage /> },
  { path: '/profile', element: <ProfilePage /> },
  { path: '/payment-info', element: <PaymentInfoPage /> },
  { path: '/myorders', element: <MyOrdersPage /> },
  { path: '/myorders/:id', element: <OrderTrackingPage /> },
  { path: '/seller/:id', element: <SellerPage /> },
  { path: '/ad/:id', element: <BouquetPage /> },
  { path: '/order/:adId', element: <CheckoutPage /> },
  { path: '/add', element: <CreateAdPage /> },
  { path: '/myads', element: <MyAdsPage /> },
  { path: '/edit-ad/:id', element: <EditAdPage /> },
  { path: '/administrationpage', element: <StaffHubPage /> },
  { path: '/ad-moderation', element: <AdApprovalPage /> },
  { path: '/reviews', element: <ReviewModerationPage /> },
  { path: '/editrequests', element: <EditRequestsPage /> },
  { path: '/deleterequests', element: <DeleteRequestsPage /> },
  { path: '/adminpanel', element: <UserManagementPage /> },
  { path: '/payouts', element: <PayoutsPage /> },
  { path: '/reconciliation', element: <ReconciliationPage /> },
  { path: '/moderpanel', element: <OrdersInWorkPage /> },
  { path: '/moderator/orders/:orderId', element: <StaffOrderPage /> },
  { path: '/allorders', element: <AllOrdersPage /> },
  { path: '/order-edit/:orderId', element: <OrderEditPage /> },
];

// No sign-in needed (spec §2).
const PUBLIC_SCREENS: readonly Screen[] = [
  { path: '/oferta', element: <OfferPage /> },
  // eslint-disable-next-line no-restricted-syntax -- a screen the bank returns to, not a call
  { path: '/api/success-page', element: <SuccessPage /> },
  // eslint-disable-next-line no-restricted-syntax -- a screen the bank returns to, not a call
  { path: '/api/fail-page', element: <FailPage /> },
];

export const appRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      ...PUBLIC_SCREENS.map(({ path, element }) => ({ path, element })),
      // Not one of the spec's routes: it answers only on a demo server.
      { path: DEMO_CHATS_PATH, element: <DemoChatsPage /> },
    ],
  },
  {
    element: (
      <SignInGate>
        <LiveSocketProvider>
          <AppLayout />
        </LiveSocketProvider>
      </SignInGate>
    ),
    children: SIGNED_IN_SCREENS.map(({ path, element }) => ({
      path,
      element: <RequireAccess path={path}>{element}</RequireAccess>,
    })),
  },
  { path: '*', element: <Navigate to="/" replace /> },
];
