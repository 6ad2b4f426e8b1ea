// The crowd: an open model (people arrive at a rate, whatever the answers' speed, as on the
// day), each arrival playing one of the flows below through the proxy.
import type { Http } from './http.ts';

export interface Person {
  id: number;
  initData: string;
  cookie: string | null;
  ip: string;
}

/** What the flows need to know of the shop, refreshed from the database by the run. */
export interface Shop {
  /** Bouquets one can order now. */
  available: number[];
  /** Ads the peak's sellers posted that wait for a moderator. */
  waiting: number[];
  /** Paid orders for staff to deliver. */
  paid: Array<{ id: number; buyerId: number }>;
  /** Delivered orders whose buyer will say «Да, всё хорошо». */
  delivered: Array<{ id: number; buyerId: number }>;
}

export interface RaceResult {
  at: number;
  buyers: number;
  orders: number;
  /** Answers other than the winner's, in ms from the release. */
  loserMs: number[];
  loserStatuses: number[];
}

export interface Crowd {
  buyers: Person[];
  sellers: Person[];
  moderator: Person;
  admin: Person;
  photo: Buffer;
}

const SUCCESS_CARD = '2200770239097761';
// What the web app's first screen asks (web/src/api/search-ads.ts, searchAds without words).
const CATALOGUE_FIRST_PAGE = '/api/ads/search';
const WORDS = ['розы', 'тюльпаны', 'пионы', 'букет', 'хризантемы', 'ирисы', 'герберы', 'эустомы'];
const CHECKOUT = {
  name: 'Анна',
  address: 'г. Москва, ул. Арбат, 1',
  phone: '+79991234567',
};

const pick = <T>(items: readonly T[]): T | undefined =>
  items[Math.floor(Math.random() * items.length)];

function takeRandom(items: number[]): number | undefined {
  if (items.length === 0) return undefined;
  const index = Math.floor(Math.random() * items.length);
  const [item] = items.splice(index, 1);
  return item;
}

let visits = 0;
/** A visit: one person on one phone, pinned to a node by the proxy's cookie. */
function visit(person: Person): Person {
  visits += 1;
  return {
    ...person,
    cookie: null,
    ip: `10.${(visits >> 16) & 255}.${(visits >> 8) & 255}.${visits & 255}`,
  };
}

function multipart(fields: Record<string, string>, photo: Buffer): { body: Buffer; type: string } {
  const boundary = `peak${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="images"; filename="a.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`,
    ),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

export function createFlows(http: Http, crowd: Crowd, shop: Shop) {
  const { call } = http;
  const json = (body: unknown) => ({
    method: 'POST',
    body: JSON.stringify(body),
    contentType: 'application/json',
  });

  /** Through the bank's page to a held payment; the bank notifies the shop by itself. */
  async function pay(person: Person, paymentUrl: string): Promise<void> {
    const page = new URL(paymentUrl).pathname;
    const shown = await call('bank_page', person, page);
    if (shown.status !== 200) return;
    await call('bank_pay', person, page, {
      method: 'POST',
      body: new URLSearchParams({ card: SUCCESS_CARD, action: 'pay' }).toString(),
      contentType: 'application/x-www-form-urlencoded',
    });
  }

  return {
    async browse() {
      const person = visit(pick(crowd.buyers) as Person);
      // The Mini App opens on index.html with its first screen drawn, then asks the first page.
      await call('page', person, '/', { read: false });
      await call('catalogue', person, CATALOGUE_FIRST_PAGE, { read: false });
      for (let n = 0; n < 2; n += 1) {
        const ad = pick(shop.available);
        if (ad !== undefined) await call('bouquet', person, `/api/ads/${ad}`, { read: false });
      }
    },

    /** The catalogue alone: what CPU per catalogue read is measured on. */
    async catalogue() {
      const person = visit(pick(crowd.buyers) as Person);
      await call('catalogue', person, CATALOGUE_FIRST_PAGE, { read: false });
    },

    async search() {
      const person = visit(pick(crowd.buyers) as Person);
      const q = encodeURIComponent(pick(WORDS) ?? 'розы');
      await call('search', person, `/api/ads/search?q=${q}`, { read: false });
    },

    async signIn() {
      const person = visit(pick(crowd.buyers) as Person);
      await call('sign_in', person, '/api/parse-initdata', json({}));
    },

    async favourite() {
      const person = visit(pick(crowd.buyers) as Person);
      const ad = pick(shop.available);
      if (ad === undefined) return;
      await call('favourite', person, '/api/favorites', json({ user_id: person.id, ad_id: ad }));
      await call('favourite', person, `/api/favorites/${person.id}`, { read: false });
    },

    async checkout() {
      const person = visit(pick(crowd.buyers) as Person);
      const ad = takeRandom(shop.available);
      if (ad === undefined) return;
      await call('bouquet', person, `/api/ads/${ad}`, { read: false });
      const answer = await call(
        'checkout',
        person,
        '/api/tinkoff/pay',
        json({ adId: ad, ...CHECKOUT }),
      );
      if (answer.status !== 200) return;
      await pay(person, (JSON.parse(answer.text) as { paymentUrl: string }).paymentUrl);
    },

    /** Buyers released at one instant on one bouquet: one order, every other told at once. */
    async race(buyers: number, at: number): Promise<RaceResult | null> {
      const ad = takeRandom(shop.available);
      if (ad === undefined) return null;
      // Distinct buyers: one buyer's second tap is answered with their own order, rightly.
      const from = Math.floor(Math.random() * crowd.buyers.length);
      const people = Array.from({ length: buyers }, (_, n) =>
        visit(crowd.buyers[(from + n) % crowd.buyers.length] as Person),
      );
      const released = performance.now();
      const answers = await Promise.all(
        people.map(async (person) => {
          const answer = await call(
            'checkout',
            person,
            '/api/tinkoff/pay',
            json({ adId: ad, ...CHECKOUT }),
          );
          return { person, answer, ms: performance.now() - released };
        }),
      );
      const winners = answers.filter(({ answer }) => answer.status === 200);
      const losers = answers.filter(({ answer }) => answer.status !== 200);
      await Promise.all(
        winners.map(({ person, answer }) =>
          pay(person, (JSON.parse(answer.text) as { paymentUrl: string }).paymentUrl),
        ),
      );
      return {
        at,
        buyers,
        orders: winners.length,
        loserMs: losers.map(({ ms }) => Math.round(ms)),
        loserStatuses: losers.map(({ answer }) => answer.status),
      };
    },

    async postAd() {
      const seller = visit(pick(crowd.sellers) as Person);
      const form = multipart(
        {
          title: `${pick(['Пионы', 'Розы', 'Тюльпаны', 'Ирисы']) ?? 'Розы'} к 8 Марта`,
          original_price: String(4000 + Math.floor(Math.random() * 60) * 100),
          description: 'Свежий букет, соберём к празднику',
          address: 'Москва, ул. Тверская, 7',
          phone: '+79991234567',
          creation_key: `peak-${visits}-${Math.random().toString(36).slice(2)}`,
        },
        crowd.photo,
      );
      await call('post_ad', seller, '/api/ads', {
        method: 'POST',
        body: form.body,
        contentType: form.type,
      });
    },

    async moderate() {
      const ad = shop.waiting.shift();
      if (ad === undefined) return;
      const moderator = visit(crowd.moderator);
      await call('staff_list', moderator, '/api/moderate/ads/page', { read: false });
      await call('moderate', moderator, `/api/moderate/ads/${ad}/approve`, json({}));
    },

    async deliver() {
      const order = shop.paid.shift();
      if (order === undefined) return;
      const moderator = visit(crowd.moderator);
      await call('staff_list', moderator, '/api/orders/all/page?tab=open', { read: false });
      await call('deliver', moderator, `/api/orders/${order.id}/moder-delivered`, json({}));
    },

    async confirm() {
      const order = shop.delivered.shift();
      if (order === undefined) return;
      const buyer = crowd.buyers.find((person) => person.id === order.buyerId);
      if (buyer === undefined) return;
      await call('confirm', visit(buyer), `/api/orders/${order.id}/receipt`, json({}));
    },
  };
}

export type Flows = ReturnType<typeof createFlows>;
export type FlowName = Exclude<keyof Flows, 'race'>;

/**
 * Arrivals at a rate that changes with time: each flow's arrivals per second at second t.
 * Evenly spaced within a tick; a flow's arrivals never wait for earlier ones to finish.
 */
export function arrive(
  flows: Flows,
  rates: (t: number) => Partial<Record<FlowName, number>>,
  durationS: number,
  onError: (error: unknown) => void,
): Promise<void> {
  const TICK_MS = 50;
  const started = performance.now();
  const owed: Partial<Record<FlowName, number>> = {};
  const running = new Set<Promise<void>>();
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      const t = (performance.now() - started) / 1000;
      if (t >= durationS) {
        clearInterval(timer);
        void Promise.all(running).then(() => resolve());
        return;
      }
      for (const [name, rate] of Object.entries(rates(t)) as Array<[FlowName, number]>) {
        owed[name] = (owed[name] ?? 0) + (rate * TICK_MS) / 1000;
        while ((owed[name] ?? 0) >= 1) {
          owed[name] = (owed[name] ?? 0) - 1;
          const run = flows[name]().catch(onError);
          running.add(run);
          void run.finally(() => running.delete(run));
        }
      }
    }, TICK_MS);
  });
}
