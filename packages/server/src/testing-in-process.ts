// Parts of the server for tools that run them in their own process (the bench). Not the product.
export { STANDIN_MESSAGES_PER_SECOND } from './bot-standin/bot-standin.ts';
export { listenStandin } from './bot-standin/standin-server.ts';
export { openDatabase, type Database, type DatabaseHandle } from './db/database.ts';
export { adPhotos, ads, botStandinMessages, notificationsOutbox, users } from './db/schema.ts';
export { bouquetImage } from './demo/bouquet-image.ts';
export { seedDemoUsers } from './demo/demo-seed.ts';
export { createMediaStorage } from './media/create-media-storage.ts';
export { createScratchDatabase, type ScratchDatabase } from './test/scratch-database.ts';
export { storePhotoVariants } from './media/photo-variants.ts';
export { createSearchService } from './search/search.service.ts';
export { countUnsent } from './notifications/outbox.repository.ts';
export { startOutboxWorker, TELEGRAM_MESSAGES_PER_SECOND } from './notifications/outbox-worker.ts';
export { telegramSender } from './notifications/telegram-sender.ts';
export { buildTestApp, testConfig, TEST_BOT_TOKEN, type TestApp } from './test/test-app.ts';
export { startFakeTbank, type FakeTbank } from './test/tbank-harness.ts';
