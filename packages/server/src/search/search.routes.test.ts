import {
  SEARCH_MESSAGES,
  catalogueSearchPageSchema,
  priceWithCommission,
  type AdStatus,
  type CatalogueSearchPage,
} from '@flowers/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads } from '../db/schema.ts';
import { seedUser } from '../test/fixtures.ts';
import { RARE_MATCHES } from './search.repository.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
const SELLER = 7_960_000_001;
const BUYER = 7_960_000_002;

interface CorpusAd {
  title: string;
  description: string;
  originalPrice: number;
  status?: AdStatus;
}

// A fixed Russian corpus: the titles below are what each search must find first.
const CORPUS: CorpusAd[] = [
  { title: 'Розы Эквадор', description: 'Высокие красные бутоны', originalPrice: 9000 },
  {
    title: 'Корзина из 101 роз',
    description: 'Для самого большого праздника',
    originalPrice: 30000,
  },
  { title: 'Композиция с розами', description: 'В шляпной коробке', originalPrice: 7000 },
  { title: 'Весенний микс', description: 'Тюльпаны, ирисы и немного роз', originalPrice: 5000 },
  { title: 'Пионы Сара Бернар', description: 'Пышные, нежно-розовые', originalPrice: 12000 },
  { title: 'Свадебный букет', description: 'Из белых пионов и эустомы', originalPrice: 15000 },
  { title: 'Тюльпаны жёлтые', description: 'Пятнадцать штук в крафте', originalPrice: 6000 },
  { title: 'Хризантемы кустовые', description: 'Белые, стоят две недели', originalPrice: 5500 },
  { title: 'Лилии', description: 'Ароматные, в плёнке', originalPrice: 8000 },
  {
    title: 'Розы на модерации',
    description: 'Ещё не одобрены',
    originalPrice: 5000,
    status: 'wait_moder',
  },
  {
    title: 'Розы прошлой недели',
    description: 'Срок вышел',
    originalPrice: 5000,
    status: 'expired',
  },
];

function adRow(ad: CorpusAd) {
  return {
    ownerId: SELLER,
    title: ad.title,
    description: ad.description,
    originalPrice: ad.originalPrice,
    price: priceWithCommission(ad.originalPrice),
    address: 'г. Москва, ул. Тверская, 1',
    phone: '+79991234567',
    status: ad.status ?? 'new',
  };
}

async function insertAd(ad: CorpusAd): Promise<number> {
  const [id] = await insertAds([ad]);
  if (id === undefined) throw new Error('nothing inserted');
  return id;
}

/** Many ads in one statement; they share created_at, so the newest-first order is by id. */
async function insertAds(list: CorpusAd[]): Promise<number[]> {
  const rows = await t.db.insert(ads).values(list.map(adRow)).returning({ id: ads.id });
  return rows.map((row) => row.id);
}

async function search(query: Record<string, string>) {
  return t.app.inject({
    method: 'GET',
    url: `/api/ads/search?${new URLSearchParams(query).toString()}`,
    headers: { 'x-initdata': t.initDataFor(BUYER) },
  });
}

async function searchPage(query: Record<string, string>): Promise<CatalogueSearchPage> {
  const response = await search(query);
  expect(response.statusCode).toBe(200);
  return catalogueSearchPageSchema.parse(response.json());
}

const titles = async (query: Record<string, string>) =>
  (await searchPage(query)).ads.map((ad) => ad.title);

beforeAll(async () => {
  t = await buildTestApp();
  await seedUser(t.db, SELLER);
  await seedUser(t.db, BUYER);
  for (const ad of CORPUS) await insertAd(ad);
});
afterAll(() => t.close());

describe('GET /api/ads/search: Russian text', () => {
  it('finds «розы» in every form, titles before descriptions', async () => {
    const found = await titles({ q: 'розы' });
    expect(found.slice(0, 3).sort()).toEqual(
      ['Композиция с розами', 'Корзина из 101 роз', 'Розы Эквадор'].sort(),
    );
    expect(found.slice(3)).toEqual(['Весенний микс']);
  });

  it('leaves out a title match whose description has a word excluded with a minus', async () => {
    const found = await titles({ q: 'розы -красные' });
    expect(found).not.toContain('Розы Эквадор');
    expect(found.slice(0, 2).sort()).toEqual(['Композиция с розами', 'Корзина из 101 роз'].sort());
  });

  it('finds «пионов» for «пионы», the title match first', async () => {
    expect(await titles({ q: 'пионы' })).toEqual(['Пионы Сара Бернар', 'Свадебный букет']);
  });

  it('puts the right bouquet first despite a typo', async () => {
    for (const [typo, title] of [
      ['пеоны', 'Пионы Сара Бернар'],
      ['піоны', 'Пионы Сара Бернар'],
      ['тюльпвны', 'Тюльпаны жёлтые'],
    ] as const) {
      expect((await titles({ q: typo }))[0]).toBe(title);
    }
  });

  it('says which words it searched for instead of the typo', async () => {
    expect((await searchPage({ q: 'Пеоны' })).corrected_q).toBe('пионы');
    expect((await searchPage({ q: 'пионы' })).corrected_q).toBeNull();
  });

  it('corrects typos to words of ads posted after the start', async () => {
    await insertAd({ title: 'Гвоздики алые', description: 'Дюжина', originalPrice: 5200 });
    expect((await titles({ q: 'гвоздеки' }))[0]).toBe('Гвоздики алые');
  });

  it('finds nothing for a word in no bouquet', async () => {
    expect(await titles({ q: 'кактус' })).toEqual([]);
  });

  it('never shows an ad the public catalogue hides', async () => {
    const found = await titles({ q: 'розы', limit: '60' });
    expect(found).not.toContain('Розы на модерации');
    expect(found).not.toContain('Розы прошлой недели');
  });
});

describe('GET /api/ads/search: price range and sorts', () => {
  it('keeps only prices inside the range, ends included', async () => {
    const page = await searchPage({ priceMin: '7800', priceMax: '11700' });
    expect(page.ads.map((ad) => ad.price).sort((a, b) => a - b)).toEqual([
      7800, 9100, 10400, 11700,
    ]);
  });

  it('sorts cheaper first and dearer first', async () => {
    const cheap = (await searchPage({ sort: 'cheap' })).ads.map((ad) => ad.price);
    const dear = (await searchPage({ sort: 'dear' })).ads.map((ad) => ad.price);
    expect(cheap).toEqual([...cheap].sort((a, b) => a - b));
    expect(dear).toEqual([...cheap].reverse());
  });

  it('sorts newest first without text', async () => {
    const page = await searchPage({});
    const times = page.ads.map((ad) => ad.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.ads).toHaveLength(10);
  });

  it('sorts matches by price when asked', async () => {
    expect(await titles({ q: 'розы', sort: 'cheap' })).toEqual([
      'Весенний микс',
      'Композиция с розами',
      'Розы Эквадор',
      'Корзина из 101 роз',
    ]);
  });
});

/** Every page of a search, inserting ads before each next page is read. */
async function allPages(
  query: Record<string, string>,
  insertBetweenPages: (page: number) => Promise<void>,
): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null = null;
  for (let page = 0; page === 0 || cursor !== null; page++) {
    const result = await searchPage({ ...query, ...(cursor !== null && { cursor }) });
    ids.push(...result.ads.map((ad) => ad.id));
    cursor = result.next_cursor;
    await insertBetweenPages(page);
  }
  return ids;
}

describe('GET /api/ads/search: cursor paging', () => {
  it('pages newest first without skipping or repeating while ads are added', async () => {
    const before = (await searchPage({ limit: '60' })).ads.map((ad) => ad.id);
    const seen = await allPages({ limit: '2' }, async (page) => {
      await insertAd({
        title: `Новый букет ${page}`,
        description: 'Только что',
        originalPrice: 5000,
      });
    });
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(before);
  });

  it('pages cheaper first without skipping or repeating while cheaper and dearer ads are added', async () => {
    const before = (await searchPage({ sort: 'cheap', limit: '60' })).ads.map((ad) => ad.id);
    const added: number[] = [];
    const seen = await allPages({ sort: 'cheap', limit: '3' }, async (page) => {
      await insertAd({
        title: `Дешёвый ${page}`,
        description: 'Дешевле всех',
        originalPrice: 5000,
      });
      added.push(
        await insertAd({
          title: `Дорогой ${page}`,
          description: 'Дороже всех',
          originalPrice: 90000,
        }),
      );
    });
    expect(new Set(seen).size).toBe(seen.length);
    // Ads added behind the cursor are not shown; every one that existed, and those ahead, are.
    expect(seen.filter((id) => before.includes(id))).toEqual(before);
    expect(seen.filter((id) => added.includes(id)).length).toBeGreaterThan(0);
  });

  it('pages by relevance without skipping or repeating', async () => {
    const all = (await searchPage({ q: 'розы' })).ads.map((ad) => ad.id);
    const seen = await allPages({ q: 'розы', limit: '1' }, async () => undefined);
    expect(seen).toEqual(all);
  });

  it('keeps tolerating the typo on later pages', async () => {
    const first = await searchPage({ q: 'тюльпвны', limit: '1' });
    expect(first.next_cursor).not.toBeNull();
    const second = await searchPage({ q: 'тюльпвны', limit: '1', cursor: first.next_cursor ?? '' });
    expect(second.ads).toHaveLength(1);
    expect(second.ads[0]?.id).not.toBe(first.ads[0]?.id);
  });

  it('gives no cursor on the last page', async () => {
    expect((await searchPage({ q: 'пионы' })).next_cursor).toBeNull();
  });
});

describe('GET /api/ads/search: refusals', () => {
  it('answers 400 with a Russian error for bad input', async () => {
    for (const [query, error] of [
      [{ priceMin: 'abc' }, SEARCH_MESSAGES.priceNotWhole],
      [{ priceMin: '9000', priceMax: '100' }, SEARCH_MESSAGES.priceRange],
      [{ sort: 'random' }, SEARCH_MESSAGES.sort],
      [{ q: 'р'.repeat(101) }, SEARCH_MESSAGES.textTooLong],
      [{ limit: '1000' }, SEARCH_MESSAGES.limit],
      [{ cursor: 'eyJzIjoibmV3In0' }, SEARCH_MESSAGES.cursor],
    ] as const) {
      const response = await search(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error });
    }
  });

  it('refuses a cursor of another sort', async () => {
    const first = await searchPage({ sort: 'cheap', limit: '1' });
    const response = await search({ sort: 'new', cursor: first.next_cursor ?? '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: SEARCH_MESSAGES.cursor });
  });

  it('answers without init data exactly as GET /api/ads does', async () => {
    const catalogue = await t.app.inject({ method: 'GET', url: '/api/ads' });
    const searched = await t.app.inject({ method: 'GET', url: '/api/ads/search?q=розы' });
    expect(searched.statusCode).toBe(401);
    expect(searched.statusCode).toBe(catalogue.statusCode);
    expect(searched.json()).toEqual(catalogue.json());
  });
});

describe('GET /api/ads/search: a word in many ads', () => {
  it('pages through every match, titles first, once each', async () => {
    // More matches than RARE_MATCHES: the database walks the newest-first index instead.
    const inTitles = Array.from({ length: RARE_MATCHES + 20 }, (_, i) => ({
      title: `Ромашки полевые №${i}`,
      description: 'Летний букет',
      originalPrice: 5000,
    }));
    const inDescriptions = Array.from({ length: 30 }, (_, i) => ({
      title: `Полевой букет №${i}`,
      description: 'Ромашки и васильки',
      originalPrice: 5000,
    }));
    const ids = await insertAds([...inDescriptions, ...inTitles]);
    const seen = await allPages({ q: 'ромашка', limit: '60' }, async () => undefined);
    expect(seen).toEqual(
      [...ids]
        .reverse()
        .slice(0, inTitles.length)
        .concat([...ids].slice(0, inDescriptions.length).reverse()),
    );
    const firstPage = await titles({ q: 'ромашка', limit: '2' });
    expect(firstPage).toEqual([
      `Ромашки полевые №${RARE_MATCHES + 19}`,
      `Ромашки полевые №${RARE_MATCHES + 18}`,
    ]);
  });
});
