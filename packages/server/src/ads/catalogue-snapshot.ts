import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import type { Ad } from '@flowers/domain';
import type { LivePublisher } from '../realtime/live-publisher.ts';

const gzip = promisify(gzipCallback);

// Other nodes' changes never reach this node's publisher: a buyer may see a catalogue a second old.
export const CATALOGUE_CHECK_EVERY_MS = 1_000;

// A commit can move the version before its rows are visible; rebuilding this rarely bounds that.
export const CATALOGUE_MAX_AGE_MS = 60_000;

export interface CatalogueWire {
  json: Buffer;
  gzip: Buffer;
  /** Weak: the same ads whichever encoding carries them. */
  etag: string;
}

// A large catalogue is streamed instead (catalogue-stream.ts), so a node's memory does not grow.
export interface CatalogueBody {
  first: readonly Ad[];
  /** Null when the catalogue holds more ads than a kept copy may. */
  whole: CatalogueWire | null;
}

export interface CatalogueRead {
  ads: Ad[];
  complete: boolean;
}

const etagOf = (json: Buffer) =>
  `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;

async function wire(read: CatalogueRead): Promise<CatalogueWire | null> {
  if (!read.complete) return null;
  const json = Buffer.from(JSON.stringify(read.ads));
  return { json, gzip: await gzip(json), etag: etagOf(json) };
}

export interface CatalogueSnapshot {
  get(): Promise<CatalogueBody>;
  /** A bouquet of the kept catalogue, for a page asked for while the database is away. */
  keptAd(id: number): Ad | null;
  /** The kept catalogue's ads, for search's first pages while the database is away. */
  keptAds(): readonly Ad[] | null;
  invalidate(): void;
}

export interface CatalogueSnapshotOptions {
  load: () => Promise<CatalogueRead>;
  firstAds: number;
  /** Changes whenever anything may have been committed; compared, never interpreted. */
  version: () => Promise<string>;
  checkEveryMs?: number;
  maxAgeMs?: number;
  clock?: () => number;
}

interface Kept {
  body: CatalogueBody;
  /** Null when it could not be read: only the maximum age renews such a body. */
  version: string | null;
  builtAt: number;
  checkedAt: number;
}

// The first screen and a small GET /api/ads serve one kept body, rebuilt only when the version
// moved. After this node's own write requests share a fresh read; one started before is not kept.
export function createCatalogueSnapshot(options: CatalogueSnapshotOptions): CatalogueSnapshot {
  const checkEveryMs = options.checkEveryMs ?? CATALOGUE_CHECK_EVERY_MS;
  const maxAgeMs = options.maxAgeMs ?? CATALOGUE_MAX_AGE_MS;
  const clock = options.clock ?? (() => performance.now());
  let kept: Kept | null = null;
  // What was kept before the last invalidation: served while the database is away, when a
  // catalogue one write old beats none.
  let previous: Kept | null = null;
  // Parsed only while the database is away, and once for each kept body.
  const parsed = new WeakMap<CatalogueWire, Map<number, Ad>>();
  const keptById = (): Map<number, Ad> | null => {
    const whole = (kept ?? previous)?.body.whole;
    if (whole == null) return null;
    let byId = parsed.get(whole);
    if (byId === undefined) {
      const ads = JSON.parse(whole.json.toString()) as Ad[];
      byId = new Map(ads.map((ad) => [ad.id, ad]));
      parsed.set(whole, byId);
    }
    return byId;
  };
  let building: Promise<CatalogueBody> | null = null;
  let refreshing = false;
  let generation = 0;

  // A read replica has no WAL position of its own: its catalogue is re-read at the maximum age.
  const readVersion = () => options.version().catch(() => null);

  // The version is read first: a commit after it moves the version past the kept one.
  async function build(): Promise<Kept> {
    const startedAt = clock();
    const version = await readVersion();
    const read = await options.load();
    const body = { first: read.ads.slice(0, options.firstAds), whole: await wire(read) };
    return { body, version, builtAt: startedAt, checkedAt: startedAt };
  }

  function rebuild(): Promise<CatalogueBody> {
    const startedIn = generation;
    const flight = build().then((fresh) => {
      if (generation === startedIn) {
        kept = fresh;
        previous = null;
      }
      return fresh.body;
    });
    building = flight;
    const settle = () => {
      if (building === flight) building = null;
    };
    flight.then(settle, settle);
    return flight;
  }

  async function refresh(current: Kept): Promise<void> {
    const version = await readVersion();
    const unchanged = version === null || version === current.version;
    if (unchanged && clock() - current.builtAt < maxAgeMs) return;
    await (building ?? rebuild());
  }

  return {
    get() {
      if (kept === null) {
        const stale = previous;
        return (building ?? rebuild()).catch((error: unknown) => {
          if (stale === null) throw error;
          return stale.body;
        });
      }
      const current = kept;
      if (!refreshing && clock() - current.checkedAt >= checkEveryMs) {
        refreshing = true;
        // A failed re-read keeps serving the kept body and is retried at the next interval.
        current.checkedAt = clock();
        void refresh(current)
          .catch(() => undefined)
          .finally(() => (refreshing = false));
      }
      return Promise.resolve(current.body);
    },
    keptAd(id) {
      return keptById()?.get(id) ?? null;
    },
    keptAds() {
      const byId = keptById();
      return byId === null ? null : [...byId.values()];
    },
    invalidate() {
      generation += 1;
      previous = kept ?? previous;
      kept = null;
      building = null;
    },
  };
}

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
