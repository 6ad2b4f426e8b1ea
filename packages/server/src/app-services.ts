import { SEARCH_PAGE_SIZE_DEFAULT } from '@flowers/domain';
import type { FastifyBaseLogger } from 'fastify';
import { createAdRequestsService } from './ad-requests/ad-requests.service.ts';
import { selectWriteVersion } from './ads/ads.repository.ts';
import { createCatalogueSnapshot, invalidatingPublisher } from './ads/catalogue-snapshot.ts';
import {
  CATALOGUE_KEPT_MAX_ADS,
  catalogueBatches,
  readCatalogueUpTo,
} from './ads/catalogue-stream.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { RuntimeSecrets } from './demo/runtime-secrets.ts';
import { createFloristMessagesService } from './florist-messages/florist-messages.service.ts';
import type { MediaStorage } from './media/media-storage.ts';
import { ingestPhoto, type PhotoIngestDeps } from './media/photo-ingest.ts';
import type { PhotoSource } from './media/photo-encoding.ts';
import { createModerationService } from './moderation/moderation.service.ts';
import { createMoneyForOrders } from './money/money-for-orders.ts';
import { createBankPayouts } from './money/payouts/bank-payouts.service.ts';
import { createReconciliationService } from './money/reconciliation.service.ts';
import { createSafeDealService } from './money/safe-deal.service.ts';
import { createSettler } from './money/settle.ts';
import type { LivePublisher } from './realtime/live-publisher.ts';
import { createSearchService } from './search/search.service.ts';
import { reverseWithoutNotification } from './tbank-emulator/emulator-demo-controls.ts';
import { emulatorE2cTerminal } from './tbank-emulator/e2c-terminal.ts';
import { emulatorTerminal } from './tbank-emulator/emulator-terminal.ts';
import { createE2cClient } from './tbank/e2c-client.ts';
import { configuredE2cTerminal } from './tbank/e2c-terminal.ts';
import { createTbankClient } from './tbank/tbank-client.ts';

export interface ServiceDeps {
  config: Config;
  db: Database;
  media: MediaStorage;
  secrets: RuntimeSecrets;
  photos: PhotoIngestDeps;
  live: LivePublisher;
  log: FastifyBaseLogger;
  now: () => Date;
  catalogue?: { keptMaxAds?: number; batchAds?: number };
}

/**
 * The services more than one capability uses (the bot, the routes, the jobs), made once per
 * node. A service only one routes file uses is made beside its registration (app-routes.ts).
 */
export function createServices(deps: ServiceDeps) {
  const { config, db, media, log, now } = deps;
  const catalogue = createCatalogueSnapshot({
    load: () =>
      readCatalogueUpTo(
        catalogueBatches(db, media, deps.catalogue?.batchAds),
        deps.catalogue?.keptMaxAds ?? CATALOGUE_KEPT_MAX_ADS,
      ),
    firstAds: SEARCH_PAGE_SIZE_DEFAULT,
    version: () => selectWriteVersion(db),
  });
  const publisher = invalidatingPublisher(deps.live, catalogue);
  const base = { db, media, publisher };
  const ingest = (prefix: string) => (photo: PhotoSource) =>
    ingestPhoto(deps.photos, prefix, photo);

  const terminal = config.tbank ?? emulatorTerminal(config.publicUrl, deps.secrets.botToken);
  const tbank = createTbankClient(terminal, { payType: config.safeDeal.payType });
  const e2cSetup =
    config.e2c === null
      ? emulatorE2cTerminal(db, config.publicUrl)
      : { terminal: configuredE2cTerminal(config.e2c), publicKeyOf: null };
  const e2c = createE2cClient(e2cSetup.terminal);
  const settler = createSettler({
    ...base,
    tbank,
    settings: config.safeDeal,
    receipt: config.receipt,
    log,
    now,
  });
  return {
    base,
    catalogue,
    ingest,
    moderation: createModerationService(base),
    adRequests: createAdRequestsService(base),
    search: createSearchService({ ...base, keptCatalogue: () => catalogue.keptAds() }),
    floristMessages: createFloristMessagesService({ db, now }),
    terminal,
    tbank,
    e2cSetup,
    e2c,
    settler,
    safeDeal: createSafeDealService({ db, media, settler, ingestPhoto: ingest('disputes'), now }),
    moneyForOrders: createMoneyForOrders({
      ...base,
      tbank,
      receipt: config.receipt,
      settler,
      holdMs: config.safeDeal.holdMs,
      now,
    }),
    bankPayouts: createBankPayouts({ db, e2c, log, now }),
    reconciliation: createReconciliationService({
      db,
      tbank,
      log,
      now,
      ...(config.tbank === null && {
        demoBank: { reverseWithoutNotification: (id) => reverseWithoutNotification(db, id) },
      }),
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
