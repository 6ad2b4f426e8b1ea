import type { RoutePath } from '@flowers/domain';
import { lazy } from 'react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { CatalogPage } from '../features/catalog/catalog-page';
import { FavoritesPage } from '../features/favorites/favorites-page';
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

const ProfilePage = lazy(() =>
  import('../features/profile/profile-page').then((m) => ({ default: m.ProfilePage })),
);
const PaymentInfoPage = lazy(() =>
  import('../features/payment-info/payment-info-page').then((m) => ({
    default: m.PaymentInfoPage,
  })),
);
const MyOrdersPage = lazy(() =>
  import('../features/my-orders/my-orders-page').then((m) => ({ default: m.MyOrdersPage })),
);
const CheckoutPage = lazy(() =>
  import('../features/checkout/checkout-page').then((m) => ({ default: m.CheckoutPage })),
);
const SuccessPage = lazy(() =>
  import('../features/payment-result/success-page').then((m) => ({ default: m.SuccessPage })),
);
const FailPage = lazy(() =>
  import('../features/payment-result/fail-page').then((m) => ({ default: m.FailPage })),
);
const DemoChatsPage = lazy(() =>
  import('../features/demo-chats/demo-chats-page').then((m) => ({ default: m.DemoChatsPage })),
);
const OfferPage = lazy(() =>
  import('../features/offer/offer-page').then((m) => ({ default: m.OfferPage })),
);

const CreateAdPage = lazy(() =>
  import('../features/create-ad/create-ad-page').then((m) => ({ default: m.CreateAdPage })),
);

const MyAdsPage = lazy(() =>
  import('../features/my-ads/my-ads-page').then((m) => ({ default: m.MyAdsPage })),
);
const EditAdPage = lazy(() =>
  import('../features/edit-ad/edit-ad-page').then((m) => ({ default: m.EditAdPage })),
);
const AdministrationPage = lazy(() =>
  import('../features/administration/administration-page').then((m) => ({
    default: m.AdministrationPage,
  })),
);
const AdModerationPage = lazy(() =>
  import('../features/ad-moderation/ad-moderation-page').then((m) => ({
    default: m.AdModerationPage,
  })),
);
const EditRequestsPage = lazy(() =>
  import('../features/edit-requests/edit-requests-page').then((m) => ({
    default: m.EditRequestsPage,
  })),
);
const DeleteRequestsPage = lazy(() =>
  import('../features/delete-requests/delete-requests-page').then((m) => ({
    default: m.DeleteRequestsPage,
  })),
);
const AdminPanelPage = lazy(() =>
  import('../features/admin-panel/admin-panel-page').then((m) => ({
    default: m.AdminPanelPage,
  })),
);
const ModerPanelPage = lazy(() =>
  import('../features/moder-panel/moder-panel-page').then((m) => ({
    default: m.ModerPanelPage,
  })),
);
const ModeratorOrderPage = lazy(() =>
  import('../features/moderator-order/moderator-order-page').then((m) => ({
    default: m.ModeratorOrderPage,
  })),
);
const AllOrdersPage = lazy(() =>
  import('../features/all-orders/all-orders-page').then((m) => ({
    default: m.AllOrdersPage,
  })),
);
const PayoutsPage = lazy(() =>
  import('../features/payouts/payouts-page').then((m) => ({
    default: m.PayoutsPage,
  })),
);
const OrderEditPage = lazy(() =>
  import('../features/order-edit/order-edit-page').then((m) => ({
    default: m.OrderEditPage,
  })),
);

// Paths and their access come from the spec's route table in @flowers/domain.
const SIGNED_IN_SCREENS: readonly Screen[] = [
  { path: '/', element: <CatalogPage /> },
  { path: '/catalog', element: <CatalogPage /> },
  { path: '/favorites', element: <FavoritesPage /> },
  { path: '/profile', element: <ProfilePage /> },
  { path: '/payment-info', element: <PaymentInfoPage /> },
  { path: '/myorders', element: <MyOrdersPage /> },
  { path: '/order/:adId', element: <CheckoutPage /> },
  { path: '/add', element: <CreateAdPage /> },
  { path: '/myads', element: <MyAdsPage /> },
  { path: '/edit-ad/:id', element: <EditAdPage /> },
  { path: '/administrationpage', element: <AdministrationPage /> },
  { path: '/ad-moderation', element: <AdModerationPage /> },
  { path: '/editrequests', element: <EditRequestsPage /> },
  { path: '/deleterequests', element: <DeleteRequestsPage /> },
  { path: '/adminpanel', element: <AdminPanelPage /> },
  { path: '/payouts', element: <PayoutsPage /> },
  { path: '/moderpanel', element: <ModerPanelPage /> },
  { path: '/moderator/orders/:orderId', element: <ModeratorOrderPage /> },
  { path: '/allorders', element: <AllOrdersPage /> },
  { path: '/order-edit/:orderId', element: <OrderEditPage /> },
];

// No sign-in needed (spec §2): the offer, and the pages the payment provider returns to.
const PUBLIC_SCREENS: readonly Screen[] = [
  { path: '/oferta', element: <OfferPage /> },
  { path: '/api/success-page', element: <SuccessPage /> },
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
