import { ADMIN, SELLER, initDataFor } from './telegram-launch.ts';
import { giveTaxDetails } from './seller-tax-details.ts';
import { testPhoto } from './test-photo.ts';

export interface NewAd {
  title: string;
  price: number;
  description: string;
  colours: [[number, number, number], [number, number, number]];
}

async function call(url: string, user: Record<string, unknown>, init: RequestInit = {}) {
  const response = await fetch(url, {
    ...init,
    headers: { ...init.headers, 'x-initdata': initDataFor(user) },
  });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as unknown;
}

export async function seedAds(origin: string, ads: readonly NewAd[]): Promise<number[]> {
  const ids: number[] = [];
  await giveTaxDetails(origin, SELLER, 'Вера Продавцова Ивановна');
  for (const ad of ads) {
    const form = new FormData();
    form.set('title', ad.title);
    form.set('original_price', String(ad.price));
    form.set('description', ad.description);
    form.set('address', 'Москва, ул. Тверская, 7');
    form.set('phone', '+79991234567');
    const [a, b] = ad.colours;
    form.append(
      'images',
      new Blob([new Uint8Array(testPhoto(a, b))], { type: 'image/png' }),
      'one.png',
    );
    form.append(
      'images',
      new Blob([new Uint8Array(testPhoto(b, a))], { type: 'image/png' }),
      'two.png',
    );
    const created = (await call(`${origin}/api/ads`, SELLER, { method: 'POST', body: form })) as {
      id: number;
    };
    await call(`${origin}/api/moderate/ads/${created.id}/approve`, ADMIN, { method: 'POST' });
    ids.push(created.id);
  }
  return ids;
}
