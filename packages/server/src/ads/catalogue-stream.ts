import { setImmediate } from 'node:timers/promises';
import type { Ad } from '@flowers/domain';
import type { Database } from '../db/database.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import {
  selectCatalogueBatch,
  selectCatalogueJsonBatch,
  type CatalogueKey,
} from './ads.repository.ts';

export const CATALOGUE_BATCH_ADS = 100;

// On PGlite a 100-ad batch held requests up to 64 ms at 100 000 ads (bench), against issue's 50.
export const PGLITE_CATALOGUE_BATCH_ADS = 40;

export function catalogueBatchAdsFor(driver: 'pglite' | 'postgres'): number {
  return driver === 'pglite' ? PGLITE_CATALOGUE_BATCH_ADS : CATALOGUE_BATCH_ADS;
}

// About 0.7 MB with its gzip: beyond it, GET /api/ads is read and sent batch by batch.
export const CATALOGUE_KEPT_MAX_ADS = 1_000;

// A turn of the event loop between reads: on PGlite 1 000 ads read back to back held every other
// request for 200 ms (bench catalogue-growth).
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

// The database writes each ad's JSON: a batch leaves a few strings, not thousands of objects.
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
    // A fast reader would chain reads in promise callbacks; this lets waiting requests in.
    if (after !== null) await setImmediate();
  } while (after !== null);
  yield Buffer.from(']');
}

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
