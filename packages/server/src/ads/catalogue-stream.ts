import type { Ad } from '@flowers/domain';
import type { Database } from '../db/database.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { selectCatalogueBatch, type CatalogueKey } from './ads.repository.ts';

/**
 * Ads read at once: on PGlite a read runs on the event loop, and 200 ads with their photos
 * take a few milliseconds, so other requests wait no longer than that.
 */
export const CATALOGUE_BATCH_ADS = 200;

/**
 * Up to this many ads the catalogue is kept serialised (about 0.7 MB with its gzip), the
 * cheapest answer for a small shop; beyond it, GET /api/ads reads and sends it batch by batch.
 */
export const CATALOGUE_KEPT_MAX_ADS = 1_000;

/** The whole catalogue, newest first, a batch at a time: only the batch being sent is held. */
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
  } while (after !== null);
}

/** The batches as one JSON array, written as they come. */
export async function* catalogueJson(batches: AsyncIterable<Ad[]>): AsyncGenerator<Buffer> {
  let separator = '';
  yield Buffer.from('[');
  for await (const batch of batches) {
    yield Buffer.from(separator + JSON.stringify(batch).slice(1, -1));
    separator = ',';
  }
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
