import path from 'node:path';
import {
  SEARCH_PAGE_SIZE_DEFAULT,
  catalogueSearchQuerySchema,
  type CatalogueSearchPage,
} from '@flowers/domain';
import {
  createMediaStorage,
  createSearchService,
  openDatabase,
  type DatabaseHandle,
} from '@flowers/server/testing/in-process';
import type { BenchContext } from './lib/context.ts';
import { createScratchDatabase } from './lib/postgres.ts';
import { percentile, round } from './lib/stats.ts';

const ADS = 100_000;
const SELLER_ID = 300_000_001;
const WARM_UP_ROUNDS = 3;
const ROUNDS = 30;
const SCREEN_CARDS = SEARCH_PAGE_SIZE_DEFAULT;
const viewer = { id: SELLER_ID, role: 'user', blacklisted: false } as never;

const QUERIES: Record<string, string>[] = [
  { q: 'розы' },
  { q: 'пионов' },
  { q: 'красные тюльпаны' },
  { q: 'хризантемы', sort: 'cheap' },
  { q: 'пеоны' },
  { q: 'тюльпвны' },
  { q: 'розы', priceMin: '8000', priceMax: '12000', sort: 'dear' },
  { priceMin: '9000', priceMax: '9500' },
  { sort: 'cheap' },
  { sort: 'dear' },
];
const FIRST_SCREEN: Record<string, string> = {};

export interface SearchRun {
  database: 'pglite' | 'postgres';
  ads: number;
  seedSeconds: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  worstQuery: string;
  worstQueryP99Ms: number;
  firstScreenP99Ms: number;
  /** Timed between the searches: what the machine allows now. */
  selectOneP99Ms: number;
  firstScreenRequests: number;
  firstScreenAds: number;
}

export interface SearchResult {
  runs: (SearchRun | { database: 'postgres'; skipped: string })[];
}

// Varied forms, so stems and trigrams meet real spread.
const FLOWERS = [
  'розы',
  'роз',
  'розами',
  'пионы',
  'пионов',
  'тюльпаны',
  'тюльпанов',
  'хризантемы',
  'лилии',
  'ромашки',
  'гортензии',
  'эустомы',
  'ирисы',
  'герберы',
  'альстромерии',
  'орхидеи',
];
const COLOURS = [
  'красные',
  'белые',
  'розовые',
  'жёлтые',
  'кремовые',
  'бордовые',
  'сиреневые',
  'оранжевые',
  'голубые',
  'пёстрые',
];
const KINDS = ['Букет', 'Корзина', 'Композиция', 'Коробка', 'Охапка', 'Микс', 'Моно-букет'];
const EXTRAS = [
  'с эвкалиптом',
  'в крафте',
  'в шляпной коробке',
  'с зеленью',
  'на свадьбу',
  'к 8 марта',
  'для мамы',
  'с лентой',
  'из Эквадора',
  'садовые',
];
const CATALOGUE_SHARE = [
  'new',
  'new',
  'new',
  'new',
  'edited',
  'new',
  'reserved',
  'new',
  'wait_moder',
  'expired',
];

// Constants of this file only, so literal SQL is safe.
const sqlArray = (words: string[]) =>
  `array[${words.map((word) => `'${word.replace(/'/g, "''")}'`).join(', ')}]`;

export async function seed(database: DatabaseHandle): Promise<void> {
  const { db } = database;
  await db.execute(
    `insert into users (id, username, first_name) values (${SELLER_ID}, 'bench_florist', 'Флорист')`,
  );
  await db.execute(`
    insert into ads (owner_id, title, description, original_price, price, address, phone, status, created_at)
    select ${SELLER_ID},
      (${sqlArray(KINDS)})[1 + i % 7] || ' ' || (${sqlArray(FLOWERS)})[1 + i % 16] || ' ' ||
        (${sqlArray(COLOURS)})[1 + (i / 16) % 10] || ' №' || i,
      'Свежие ' || (${sqlArray(FLOWERS)})[1 + (i / 7) % 16] || ' ' ||
        (${sqlArray(EXTRAS)})[1 + (i / 3) % 10] || ', ' || (${sqlArray(COLOURS)})[1 + i % 10] ||
        ' оттенки, доставка по Москве',
      5000 + (i * 37) % 20000,
      ceil((5000 + (i * 37) % 20000) * 1.3 / 100) * 100,
      'г. Москва, ул. Тверская, 1',
      '+79991234567',
      (${sqlArray(CATALOGUE_SHARE)})[1 + i % 10],
      now() - make_interval(secs => i * 1.44)
    from generate_series(1, ${ADS}) as i`);
  await db.execute(`
    insert into ad_photos (ad_id, position, variants, width, height)
    select id, 0, jsonb_build_object('card', 'ads/' || id || '-480.webp',
      'gallery', 'ads/' || id || '-1280.webp'), 1280, 960 from ads`);
  await db.execute(`analyze`);
}

async function measure(
  database: DatabaseHandle,
  ctx: BenchContext,
  seedSeconds: number,
): Promise<SearchRun> {
  const { storage } = await createMediaStorage({ dataDir: ctx.tempDir, s3: null });
  const service = createSearchService({ db: database.db, media: storage });
  const run = (query: Record<string, string>) =>
    service.search(viewer, catalogueSearchQuerySchema.parse(query));

  let firstScreenRequests = 0;
  let first: CatalogueSearchPage | null = null;
  for (let cards = 0, cursor: string | null = ''; cards < SCREEN_CARDS && cursor !== null;) {
    const page = await run(cursor === '' ? FIRST_SCREEN : { cursor });
    first ??= page;
    firstScreenRequests += 1;
    cards += page.ads.length;
    cursor = page.next_cursor;
  }
  if (first === null) throw new Error('the first screen was never read');
  const queries = [...QUERIES, { cursor: first.next_cursor ?? '' }];
  for (let round = 0; round < WARM_UP_ROUNDS; round++) {
    for (const query of queries) await run(query);
  }
  const all: number[] = [];
  const byQuery = new Map<string, number[]>();
  const firstScreen: number[] = [];
  const selectOne: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of [...queries, FIRST_SCREEN]) {
      const selectOneStartedAt = performance.now();
      await database.db.execute('select 1');
      selectOne.push(performance.now() - selectOneStartedAt);
      const startedAt = performance.now();
      await run(query);
      const elapsed = performance.now() - startedAt;
      if (query === FIRST_SCREEN) {
        firstScreen.push(elapsed);
        continue;
      }
      all.push(elapsed);
      const name = Object.entries(query)
        .map(([key, value]) => `${key}=${value.slice(0, 12)}`)
        .join(' ');
      byQuery.set(name, [...(byQuery.get(name) ?? []), elapsed]);
    }
  }
  const p99s = [...byQuery.entries()].map(
    ([name, times]) => [name, percentile(times, 99)] as const,
  );
  for (const [name, p99] of p99s)
    ctx.log(`search on ${database.driver}: p99 ${p99.toFixed(1)} ms for ${name}`);
  const [worstQuery, worst] = p99s.reduce((a, b) => (b[1] > a[1] ? b : a));
  return {
    database: database.driver,
    ads: ADS,
    seedSeconds: round(seedSeconds, 1),
    requests: all.length,
    p50Ms: round(percentile(all, 50)),
    p99Ms: round(percentile(all, 99)),
    worstQuery,
    worstQueryP99Ms: round(worst),
    firstScreenP99Ms: round(percentile(firstScreen, 99)),
    selectOneP99Ms: round(percentile(selectOne, 99)),
    firstScreenRequests,
    firstScreenAds: first.ads.length,
  };
}

async function seedAndMeasure(database: DatabaseHandle, ctx: BenchContext): Promise<SearchRun> {
  try {
    await database.migrate();
    ctx.log(`search on ${database.driver}: seeding ${ADS} ads`);
    const startedAt = performance.now();
    await seed(database);
    const seedSeconds = (performance.now() - startedAt) / 1000;
    ctx.log(`search on ${database.driver}: seeded in ${seedSeconds.toFixed(1)} s, measuring`);
    return await measure(database, ctx, seedSeconds);
  } finally {
    await database.close();
  }
}

export async function benchSearch(ctx: BenchContext): Promise<SearchResult> {
  const runs: SearchResult['runs'] = [];
  const scratch = await createScratchDatabase('flowers_bench_search');
  if (typeof scratch === 'string') {
    ctx.log(`search on PostgreSQL skipped: ${scratch}`);
    runs.push({ database: 'postgres', skipped: scratch });
  } else {
    try {
      runs.push(
        await seedAndMeasure(await openDatabase({ kind: 'postgres', url: scratch.url }), ctx),
      );
    } finally {
      await scratch.drop();
    }
  }
  runs.push(
    await seedAndMeasure(
      await openDatabase({ kind: 'pglite', dir: path.join(ctx.tempDir, 'search-pglite') }),
      ctx,
    ),
  );
  return { runs };
}
