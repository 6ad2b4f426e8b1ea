import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import type { Ad } from '@flowers/domain';
import type { LivePublisher } from '../realtime/live-publisher.ts';

const gzip = promisify(gzipCallback);

/**
 * Changes made on other nodes never reach this node's publisher, so a snapshot is trusted
 * this long at most: with several nodes a buyer may see a catalogue up to a second old.
 */
export const CATALOGUE_SNAPSHOT_TTL_MS = 1_000;

/** The catalogue as it goes on the wire: serialised once, gzipped once. */
export interface CatalogueBody {
  json: Buffer;
  gzip: Buffer;
}

export interface CatalogueSnapshot {
  get(): Promise<CatalogueBody>;
  /** The catalogue may have changed: the next `get` reads the database again. */
  invalidate(): void;
}

export interface CatalogueSnapshotOptions {
  load: () => Promise<Ad[]>;
  ttlMs?: number;
  /** Milliseconds from any fixed origin; tests pass their own. */
  clock?: () => number;
}

/**
 * GET /api/ads is the busiest route and answers every buyer the same bytes, so it serves one
 * kept body. Concurrent requests during a rebuild share one database read; a rebuild that
 * started before an invalidation still answers its waiters but is not kept.
 */
export function createCatalogueSnapshot(options: CatalogueSnapshotOptions): CatalogueSnapshot {
  const ttlMs = options.ttlMs ?? CATALOGUE_SNAPSHOT_TTL_MS;
  const clock = options.clock ?? (() => performance.now());
  let kept: { body: CatalogueBody; builtAt: number } | null = null;
  let building: Promise<CatalogueBody> | null = null;
  let generation = 0;

  async function build(): Promise<CatalogueBody> {
    const json = Buffer.from(JSON.stringify(await options.load()));
    return { json, gzip: await gzip(json) };
  }

  return {
    get() {
      if (kept !== null && clock() - kept.builtAt < ttlMs) return Promise.resolve(kept.body);
      if (building !== null) return building;
      const startedIn = generation;
      const builtAt = clock();
      const flight = build();
      building = flight;
      const settle = () => {
        if (building === flight) building = null;
      };
      void flight.then((body) => {
        settle();
        if (generation === startedIn) kept = { body, builtAt };
      }, settle);
      return flight;
    },
    invalidate() {
      generation += 1;
      kept = null;
      building = null;
    },
  };
}

/** The services' publisher: every event that can change the catalogue drops the snapshot. */
export function invalidatingPublisher(
  publisher: LivePublisher,
  snapshot: Pick<CatalogueSnapshot, 'invalidate'>,
): LivePublisher {
  return {
    adEnteredCatalogue(ad) {
      snapshot.invalidate();
      publisher.adEnteredCatalogue(ad);
    },
    adStatusChanged(change) {
      snapshot.invalidate();
      publisher.adStatusChanged(change);
    },
    moderationCountChanged(count) {
      publisher.moderationCountChanged(count);
    },
    orderUpdated(order) {
      publisher.orderUpdated(order);
    },
  };
}
