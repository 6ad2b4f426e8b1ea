import { setImmediate } from 'node:timers/promises';
import type { Ad } from '@flowers/domain';
import type { Database } from '../db/database.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import {
  selectCatalogueBatch,
  selectCatalogueJsonBatch,
  type CatalogueKey,
} from './ads.repository.ts';

/** Ads read at once from PostgreSQL, which reads in its own process. */
export const CATALOGUE_BATCH_ADS = 100;

/**
 * On PGlite a read runs on this process's event loop: a 100-ad batch held other requests up
 * to 64 ms at 100 000 ads (bench catalogue-growth), against the 50.
 */
export const PGLITE_CATALOGUE_BATCH_ADS = 40;

export function catalogueBatchAdsFor(driver: 'pglite' | 'postgres'): number {
  return driver === 'pglite' ? PGLITE_CATALOGUE_BATCH_ADS : CATALOGUE_BATCH_ADS;
}

/**
 * Up to this many ads the catalogue is kept serialised (about 0.7 MB with its gzip), the
 * cheapest answer for a small shop; beyond it, GET /api/ads reads and sends it batch by batch.
 */
export const CATALOGUE_KEPT_MAX_ADS = 1_000;

/**
 * The whole catalogue, newest first, a batch at a time: only the batch being sent is held.
 * A turn of the event loop between reads: on PGlite the kept snapshot's 1 000 ads, read back
 * to back, held every other request for 200 ms of the server's own CPU (bench
 * catalogue-growth, 100 000 ads).
 */
export async function* catalogueBatches(
  db: Database,
  media: MediaStorage,
  batchAds = CATALOGUE_BATCH_ADS,
): AsyncGenerator<Ad[]> {
  let after: CatalogueKey | null = null;
  do {
    const batch = await selectCatalogueBatch(db, media, after, batchAds);
    if (batch.ads.length > 0) yield batch.ads;
    after = batch.next;
    if (after !== null) await setImmediate();
  } while (after !== null);
}

/**
 * The whole catalogue as one JSON array, newest first, written a batch at a time as the
 * client takes it. The database writes each ad's JSON (selectCatalogueJsonBatch): a batch
 * leaves a few strings behind, not thousands of objects, so a long read neither pauses the
 * server for garbage collection nor grows its heap.
 */
export async function* catalogueJson(
  db: Database,
  media: MediaStorage,
  batchAds = CATALOGUE_BATCH_ADS,
): AsyncGenerator<Buffer> {
  const prefix = media.publicUrl('');
  if (media.publicUrl('key') !== `${prefix}key`) {
    throw new Error('media addresses are not a prefix and the key');
  }
  let after: CatalogueKey | null = null;
  let separator = '';
  yield Buffer.from('[');
  do {
    const batch = await selectCatalogueJsonBatch(db, prefix, after, batchAds);
    if (batch.json.length > 0) yield Buffer.from(separator + batch.json.join(','));
    separator = ',';
    after = batch.next;
    // A fast reader would chain the reads in promise callbacks; requests waiting between
    // them are let in.
    if (after !== null) await setImmediate();
  } while (after !== null);
  yield Buffer.from(']');
}

/** Up to `max` ads and whether that is all of them; the rest is never read. */
export async function readCatalogueUpTo(
  batches: AsyncIterable<Ad[]>,
  max: number,
): Promise<{ ads: Ad[]; complete: boolean }> {
  const ads: Ad[] = [];
  for await (const batch of batches) {
    ads.push(...batch);
    if (ads.length > max) return { ads: ads.slice(0, max), complete: false };
  }
  return { ads, complete: true };
}
