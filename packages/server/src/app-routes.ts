import { DISPUTE_PHOTOS_MAX, type BotLink, type Readiness } from '@flowers/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { adRequestsRoutes } from './ad-requests/ad-requests.routes.ts';
import { addressRoutes } from './address/address.routes.ts';
import { createAddressService } from './address/address.service.ts';
import { createDadataClient } from './address/dadata-client.ts';
import { offlineAddressSource } from './address/offline-addresses.ts';
import { adsRoutes } from './ads/ads.routes.ts';
import { createAdsService } from './ads/ads.service.ts';
import { relistRoutes } from './ads/relist.routes.ts';
import { createRelistService } from './ads/relist.service.ts';
import type { Services } from './app-services.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { clientErrorsRoutes } from './client-errors/client-errors.routes.ts';
import { createClientErrorsService } from './client-errors/client-errors.service.ts';
import { isDemoMode, type Config } from './config.ts';
import { demoRoutes } from './demo/demo.routes.ts';
import type { RuntimeSecrets } from './demo/runtime-secrets.ts';
import { favoritesRoutes } from './favorites/favorites.routes.ts';
import { createFavoritesService } from './favorites/favorites.service.ts';
import { floristMessagesRoutes } from './florist-messages/florist-messages.routes.ts';
import { systemRoutes } from './http/system.routes.ts';
import { moderationRoutes } from './moderation/moderation.routes.ts';
import { createBankWebhookService } from './money/bank-webhook.service.ts';
import { createCheckoutService } from './money/checkout.service.ts';
import { paymentsRoutes } from './money/payments.routes.ts';
import { bankPayoutsRoutes } from './money/payouts/bank-payouts.routes.ts';
import { payoutsRoutes } from './money/payouts.routes.ts';
import { createPayoutsService } from './money/payouts.service.ts';
import { reconciliationRoutes } from './money/reconciliation.routes.ts';
import { safeDealRoutes } from './money/safe-deal.routes.ts';
import { notificationSettingsRoutes } from './notifications/notification-settings.routes.ts';
import { createNotificationSettingsService } from './notifications/notification-settings.service.ts';
import { orderTrackingRoutes } from './order-tracking/order-tracking.routes.ts';
import { createOrderTrackingService } from './order-tracking/order-tracking.service.ts';
import { createOrderPhotosService } from './orders/order-photos.service.ts';
import { ordersRoutes } from './orders/orders.routes.ts';
import { createOrdersService } from './orders/orders.service.ts';
import { paymentInfoRoutes } from './payment-info/payment-info.routes.ts';
import { createPaymentInfoService } from './payment-info/payment-info.service.ts';
import { payoutCardRoutes } from './payment-info/payout-card.routes.ts';
import { createPayoutCardService } from './payment-info/payout-card.service.ts';
import { ratingsRoutes } from './ratings/ratings.routes.ts';
import { createRatingsService } from './ratings/ratings.service.ts';
import { searchRoutes } from './search/search.routes.ts';
import { sellerTrustRoutes } from './seller-trust/seller-trust.routes.ts';
import { createSellerTrustService } from './seller-trust/seller-trust.service.ts';
import { tbankEmulatorE2cRoutes } from './tbank-emulator/e2c.routes.ts';
import { tbankEmulatorRoutes } from './tbank-emulator/tbank-emulator.routes.ts';
import { usersRoutes } from './users/users.routes.ts';
import type { UsersService } from './users/users.service.ts';

export interface RouteDeps {
  config: Config;
  secrets: RuntimeSecrets;
  services: Services;
  users: UsersService;
  botLink: () => Promise<BotLink | null>;
  readiness: () => Promise<Readiness>;
  log: FastifyBaseLogger;
  now: () => Date;
  catalogueBatchAds?: number;
}

/** Every capability's routes, in the order they are registered: one line each. */
export function routePlugins(deps: RouteDeps): ((app: FastifyInstance) => Promise<void>)[] {
  const { config, services: s, now } = deps;
  const { db, media } = s.base;
  const cardKey = deps.secrets.cardEncryptionKey;
  const addressSource =
    config.dadataApiKey === null
      ? offlineAddressSource
      : createDadataClient({ apiKey: config.dadataApiKey, log: deps.log });
  return [
    systemRoutes({ config, botLink: deps.botLink, readiness: deps.readiness }),
    authRoutes(),
    usersRoutes(deps.users),
    adsRoutes(
      createAdsService({
        ...s.base,
        catalogue: s.catalogue,
        catalogueBatchAds: deps.catalogueBatchAds,
        now,
        ingestPhoto: s.ingest('ads'),
      }),
    ),
    relistRoutes(createRelistService({ ...s.base, ingestPhoto: s.ingest('ads') })),
    sellerTrustRoutes(createSellerTrustService({ db })),
    searchRoutes(s.search),
    adRequestsRoutes(s.adRequests),
    moderationRoutes(s.moderation, s.adRequests),
    ...(config.tbank === null
      ? [tbankEmulatorRoutes({ ...s.terminal, db, publicUrl: config.publicUrl, now })]
      : []),
    ...(s.e2cSetup.publicKeyOf === null
      ? []
      : [
          tbankEmulatorE2cRoutes({
            terminalKey: s.e2cSetup.terminal.terminalKey,
            db,
            publicKeyOf: s.e2cSetup.publicKeyOf,
            publicUrl: config.publicUrl,
            returnUrl: `${config.publicUrl}/payment-info?card=bound`,
          }),
        ]),
    paymentsRoutes(
      createCheckoutService({
        ...s.base,
        tbank: s.tbank,
        publicUrl: config.publicUrl,
        receipt: config.receipt,
        log: deps.log,
        now,
      }),
      createBankWebhookService({
        ...s.base,
        terminal: s.terminal,
        settler: s.settler,
        holdMs: config.safeDeal.holdMs,
        log: deps.log,
        now,
      }),
    ),
    ordersRoutes(
      createOrdersService({ ...s.base, money: s.moneyForOrders, now }),
      createOrderPhotosService({
        ...s.base,
        ingestPhoto: s.ingest('orders'),
        safeDeals: s.moneyForOrders.safeDeals,
      }),
    ),
    orderTrackingRoutes(
      createOrderTrackingService({ db, media, supportUrl: config.supportUrl, now }),
    ),
    ratingsRoutes(createRatingsService({ db, media, now })),
    safeDealRoutes(s.safeDeal, DISPUTE_PHOTOS_MAX),
    payoutsRoutes(createPayoutsService({ db, cardKey, now })),
    bankPayoutsRoutes(s.bankPayouts),
    payoutCardRoutes(createPayoutCardService({ db, e2c: s.e2c, now })),
    reconciliationRoutes(s.reconciliation),
    paymentInfoRoutes(createPaymentInfoService({ db, cardKey })),
    favoritesRoutes(createFavoritesService({ db, media })),
    floristMessagesRoutes(s.floristMessages),
    notificationSettingsRoutes(createNotificationSettingsService({ db })),
    clientErrorsRoutes(createClientErrorsService({ db })),
    addressRoutes({ service: createAddressService({ source: addressSource }) }),
    ...(isDemoMode(config) ? [demoRoutes({ botToken: deps.secrets.botToken, now })] : []),
  ];
}
