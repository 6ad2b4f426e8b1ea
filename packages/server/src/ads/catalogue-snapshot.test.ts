import { gunzipSync } from 'node:zlib';
import type { Ad } from '@flowers/domain';
import { describe, expect, it, vi } from 'vitest';
import { createRecordingPublisher } from '../realtime/live-publisher.ts';
import {
  createCatalogueSnapshot,
  invalidatingPublisher,
  type CatalogueBody,
  type CatalogueSnapshotOptions,
} from './catalogue-snapshot.ts';

const ad = (id: number) => ({ id, title: `Букет ${id}` }) as unknown as Ad;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const parse = (body: CatalogueBody): unknown => JSON.parse(body.whole?.json.toString() ?? 'null');

/** A snapshot of a catalogue small enough to be kept whole. */
function snapshotOf(
  options: Omit<CatalogueSnapshotOptions, 'load' | 'firstAds'> & { load: () => Promise<Ad[]> },
) {
  const { load } = options;
  return createCatalogueSnapshot({
    ...options,
    firstAds: 24,
    load: async () => ({ ads: await load(), complete: true }),
  });
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createCatalogueSnapshot', () => {
  it('serialises and gzips the catalogue once for requests within the check interval', async () => {
    const load = vi.fn(async () => [ad(1)]);
    const snapshot = snapshotOf({ load, version: async () => 'v1', clock: () => 0 });
    const first = await snapshot.get();
    const second = await snapshot.get();
    expect(load).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(parse(first)).toEqual([ad(1)]);
    expect(gunzipSync(first.whole!.gzip)).toEqual(first.whole!.json);
  });

  it('shares one database read between requests that arrive during a rebuild', async () => {
    const gate = deferred<Ad[]>();
    const load = vi.fn(() => gate.promise);
    const snapshot = snapshotOf({ load, version: async () => 'v1' });
    const both = Promise.all([snapshot.get(), snapshot.get()]);
    gate.resolve([ad(2)]);
    const [first, second] = await both;
    expect(load).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
  });

  it('keeps the body without reading the ads while the database version stays the same', async () => {
    let nowMs = 0;
    const load = vi.fn(async () => [ad(1)]);
    const version = vi.fn(async () => 'v1');
    const snapshot = snapshotOf({ load, version, clock: () => nowMs });
    await snapshot.get();
    nowMs = 5_000;
    await snapshot.get();
    await settle();
    expect(version).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks the version at most once per interval', async () => {
    let nowMs = 0;
    const version = vi.fn(async () => 'v1');
    const snapshot = snapshotOf({
      load: async () => [ad(1)],
      version,
      checkEveryMs: 1_000,
      clock: () => nowMs,
    });
    await snapshot.get();
    nowMs = 999;
    await snapshot.get();
    expect(version).toHaveBeenCalledTimes(1);
    nowMs = 1_000;
    await Promise.all([snapshot.get(), snapshot.get()]);
    await settle();
    expect(version).toHaveBeenCalledTimes(2);
  });

  it('answers the kept body while it reads again after the version moved, then the new one', async () => {
    let nowMs = 0;
    let current = 'v1';
    let next = 0;
    const snapshot = snapshotOf({
      load: async () => [ad((next += 1))],
      version: async () => current,
      checkEveryMs: 1_000,
      clock: () => nowMs,
    });
    expect(parse(await snapshot.get())).toEqual([ad(1)]);
    current = 'v2';
    nowMs = 1_000;
    expect(parse(await snapshot.get())).toEqual([ad(1)]);
    await vi.waitFor(async () => expect(parse(await snapshot.get())).toEqual([ad(2)]));
  });

  it('reads again once the kept body is older than the maximum age, even on the same version', async () => {
    let nowMs = 0;
    const load = vi.fn(async () => [ad(1)]);
    const snapshot = snapshotOf({
      load,
      version: async () => 'v1',
      maxAgeMs: 60_000,
      clock: () => nowMs,
    });
    await snapshot.get();
    nowMs = 60_000;
    await snapshot.get();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads again at the maximum age when the version cannot be read', async () => {
    let nowMs = 0;
    const load = vi.fn(async () => [ad(1)]);
    const snapshot = snapshotOf({
      load,
      version: () => Promise.reject(new Error('recovery is in progress')),
      maxAgeMs: 60_000,
      clock: () => nowMs,
    });
    await snapshot.get();
    nowMs = 30_000;
    await snapshot.get();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    nowMs = 60_000;
    await snapshot.get();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps answering the kept body when a version check fails', async () => {
    let nowMs = 0;
    const version = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce('v1')
      .mockRejectedValueOnce(new Error('database down'));
    const snapshot = snapshotOf({
      load: async () => [ad(1)],
      version,
      clock: () => nowMs,
    });
    const first = await snapshot.get();
    nowMs = 1_000;
    await snapshot.get();
    await settle();
    expect(await snapshot.get()).toBe(first);
  });

  it('reads again after an invalidation and does not keep a rebuild that started before it', async () => {
    const gates = [deferred<Ad[]>(), deferred<Ad[]>(), deferred<Ad[]>()];
    let call = 0;
    const snapshot = snapshotOf({
      load: () => gates[call++]!.promise,
      version: async () => 'v1',
    });
    const stale = snapshot.get();
    await settle();
    snapshot.invalidate();
    const fresh = snapshot.get();
    await settle();
    gates[0]!.resolve([ad(1)]);
    gates[1]!.resolve([ad(2)]);
    expect(parse(await stale)).toEqual([ad(1)]);
    expect(parse(await fresh)).toEqual([ad(2)]);
    expect(parse(await snapshot.get())).toEqual([ad(2)]);
    expect(call).toBe(2);
  });

  it('lets the next request retry after a failed read', async () => {
    const load = vi
      .fn<() => Promise<Ad[]>>()
      .mockRejectedValueOnce(new Error('database down'))
      .mockResolvedValueOnce([ad(3)]);
    const snapshot = snapshotOf({ load, version: async () => 'v1' });
    await expect(snapshot.get()).rejects.toThrow('database down');
    expect(parse(await snapshot.get())).toEqual([ad(3)]);
  });
});

describe('createCatalogueSnapshot of a large catalogue', () => {
  it('keeps only its first ads, and no body, when it has more ads than may be kept', async () => {
    const snapshot = createCatalogueSnapshot({
      load: async () => ({ ads: [ad(5), ad(4), ad(3)], complete: false }),
      firstAds: 2,
      version: async () => 'v1',
    });
    const body = await snapshot.get();
    expect(body.first).toEqual([ad(5), ad(4)]);
    expect(body.whole).toBeNull();
  });
});

describe('invalidatingPublisher', () => {
  it('drops the snapshot on catalogue events and forwards every event', () => {
    const inner = createRecordingPublisher();
    const snapshot = { invalidate: vi.fn() };
    const publisher = invalidatingPublisher(inner, snapshot);
    publisher.adEnteredCatalogue(ad(4));
    publisher.adStatusChanged({ adId: 4, oldStatus: 'new', newStatus: 'reserved' });
    expect(snapshot.invalidate).toHaveBeenCalledTimes(2);
    publisher.moderationCountChanged(3);
    expect(snapshot.invalidate).toHaveBeenCalledTimes(2);
    expect(inner.messages.map((message) => message.event)).toHaveLength(3);
  });

  it('serves the catalogue kept before an invalidation while the database cannot be read', async () => {
    let reachable = true;
    const load = vi.fn(async () => {
      if (!reachable) throw new Error('connect ECONNREFUSED');
      return [ad(1)];
    });
    const snapshot = snapshotOf({ load, version: async () => 'v1', clock: () => 0 });
    await snapshot.get();
    snapshot.invalidate();
    reachable = false;
    expect(parse(await snapshot.get())).toEqual([ad(1)]);
  });

  it('fails a read when it has never held a catalogue to fall back on', async () => {
    const snapshot = snapshotOf({
      load: () => Promise.reject(new Error('connect ECONNREFUSED')),
      version: async () => 'v1',
    });
    await expect(snapshot.get()).rejects.toThrow('ECONNREFUSED');
  });

  it('finds a bouquet of the kept catalogue by its id, and none it does not hold', async () => {
    const snapshot = snapshotOf({ load: async () => [ad(1), ad(2)], version: async () => 'v1' });
    await snapshot.get();
    expect(snapshot.keptAd(2)).toEqual(ad(2));
    expect(snapshot.keptAd(3)).toBeNull();
  });
});
