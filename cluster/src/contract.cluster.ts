import sharp from 'sharp';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Session } from './session.ts';
import { sessionsOnBothNodes } from './session.ts';

interface Ad {
  id: number;
  title: string;
  status: string;
  image_urls: string[];
}
interface Order {
  id: number;
  ad_id?: number | null;
  status: string;
}

const SUCCESS_CARD = '2200770239097761';
const cluster = inject('cluster');
let onA: Session;
let onB: Session;

beforeAll(async () => {
  [onA, onB] = await sessionsOnBothNodes(cluster.front);
});

function photo(red: number): Promise<Buffer> {
  return sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: red, g: 90, b: 120 } },
  })
    .jpeg()
    .toBuffer();
}

async function createAd(seller: Session, title: string): Promise<Ad> {
  const form = new FormData();
  form.set('title', title);
  form.set('original_price', '6000');
  form.set('description', 'Пионы и эвкалипт');
  form.set('address', 'Москва, ул. Тверская, 7');
  form.set('phone', '+79991234567');
  form.append(
    'images',
    new Blob([new Uint8Array(await photo(200))], { type: 'image/jpeg' }),
    'a.jpg',
  );
  return seller.json<Ad>('/api/ads', { method: 'POST', body: form });
}

function connectLive(session: Session): Promise<Socket> {
  const socket = io(session.front, {
    extraHeaders: { cookie: session.cookie },
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

describe('two nodes behind one sticky port', () => {
  it('pins each browser to one node and spreads new browsers over both', () => {
    expect(onA.cookie).not.toBe(onB.cookie);
  });

  it('offers demo mode on both nodes', async () => {
    for (const session of [onA, onB]) {
      const config = await session.json<{ demo: boolean }>('/api/public-config');
      expect(config.demo).toBe(true);
    }
  });

  it('accepts a demo sign-in made on one node at the other', async () => {
    const seller = await onA.signInAs('seller');
    const onOther = onB.as(seller.initData ?? '');
    const session = await onOther.postJson<{ userId: string }>('/api/parse-initdata', {});
    expect(session.userId).toBe('100000002');
  });

  it('seeds one demo catalogue, not one per node, and lists it the same on both', async () => {
    const [listA, listB] = await Promise.all([
      (await onA.signInAs('buyer')).json<Ad[]>('/api/ads'),
      (await onB.signInAs('buyer')).json<Ad[]>('/api/ads'),
    ]);
    expect(listA.length).toBeGreaterThan(0);
    expect(new Set(listA.map((ad) => ad.title)).size).toBe(listA.length);
    expect(listB.map((ad) => ad.id).sort()).toEqual(listA.map((ad) => ad.id).sort());
  });

  it('shows a photo uploaded on one node when the ad is read on the other', async () => {
    const created = await createAd(await onA.signInAs('seller'), 'Пионы с узла A');
    const read = await (await onB.signInAs('seller')).json<Ad>(`/api/ads/${created.id}`);
    expect(read.image_urls.length).toBeGreaterThan(0);
    for (const url of read.image_urls) {
      const image = await fetch(new URL(url, cluster.front));
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
    }
  });

  describe('live events', () => {
    let socket: Socket;
    beforeAll(async () => {
      socket = await connectLive(onB);
      await socket.emitWithAck('join', 'ads_updates');
    });
    afterAll(() => socket?.disconnect());

    it("delivers a moderator's approval on one node to a live client of the other", async () => {
      const seller = await onA.signInAs('seller');
      const created = await createAd(seller, 'Тюльпаны для живой ленты');
      const heard = new Promise<number>((resolve) => {
        const listener = (event: { ad: { id: number } }) => {
          if (event.ad.id !== created.id) return;
          socket.off('new_ad', listener);
          resolve(event.ad.id);
        };
        socket.on('new_ad', listener);
      });
      const moderator = await onA.signInAs('moderator');
      await moderator.postJson(`/api/moderate/ads/${created.id}/approve`, {});
      expect(await heard).toBe(created.id);
    });
  });

  async function checkoutOnB(title: string): Promise<{ ad: Ad; buyer: Session; page: string }> {
    const ad = await createAd(await onA.signInAs('seller'), title);
    await (await onA.signInAs('moderator')).postJson(`/api/moderate/ads/${ad.id}/approve`, {});
    const buyer = await onB.signInAs('buyer');
    const { paymentUrl } = await buyer.postJson<{ paymentUrl: string }>('/api/tinkoff/pay', {
      adId: ad.id,
      name: 'Анна',
      address: 'г. Москва, ул. Арбат, 1',
      phone: '+79991234567',
    });
    const page = new URL(paymentUrl);
    expect(page.origin).toBe(cluster.front);
    return { ad, buyer, page: page.pathname };
  }

  it("opens the bank's payment page on either node, whichever took the Init call", async () => {
    const { page } = await checkoutOnB('Розы для страницы банка');
    expect((await onA.fetch(page)).status).toBe(200);
    expect((await onB.fetch(page)).status).toBe(200);
  });

  it('takes a checkout on one node through the bank page to a paid order on the other', async () => {
    const { ad, buyer, page } = await checkoutOnB('Розы для оплаты');
    const paid = await onA.fetch(page, {
      method: 'POST',
      body: new URLSearchParams({ card: SUCCESS_CARD, action: 'pay' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.status).toBe(303);

    const orders = await buyer.json<Order[]>('/api/my-orders');
    expect(orders.find((order) => order.ad_id === ad.id)?.status).toBe('paid');
  });

  it('serves metrics on each node to the holder of METRICS_TOKEN', async () => {
    for (const node of cluster.nodes) {
      const response = await fetch(`${node}/metrics`, {
        headers: { authorization: `Bearer ${cluster.metricsToken}` },
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('flowers_reservation_sweep_backlog');
    }
  });
});
