import { giveTaxDetails } from '../seller-tax-details.ts';
import { ADMIN, BUYER, MODERATOR, SELLER, initDataFor } from '../telegram-launch.ts';
import { testPhoto } from '../test-photo.ts';

type User = Record<string, unknown> & { id: number };
type Colour = [number, number, number];

const SUCCESS_CARD = '2200770239097761';
const WAIT_MS = 20_000;

export interface SeededMarketplace {
  orderableAdId: number;
  ownAdIdOf: Record<'user' | 'moderator' | 'admin', number>;
  paidOrderId: number;
  paidOrderNumber: string;
  disputedOrderId: number;
  /** spec §6. */
  pendingAdIds: { edit: number; delete: number };
}

const PALETTE: Colour[] = [
  [230, 80, 110],
  [250, 220, 120],
  [120, 180, 240],
  [170, 220, 150],
  [210, 160, 240],
  [250, 170, 120],
];

function photos(count: number, seed: number): Blob[] {
  return Array.from({ length: count }, (_, i) => {
    const from = PALETTE[(seed + i) % PALETTE.length] ?? [0, 0, 0];
    const to = PALETTE[(seed + i + 2) % PALETTE.length] ?? [255, 255, 255];
    return new Blob([new Uint8Array(testPhoto(from, to))], { type: 'image/png' });
  });
}

const SELLER_NAMES = new Map([
  [SELLER.id, 'Вера Продавцова Ивановна'],
  [BUYER.id, 'Анна Покупатель Сергеевна'],
  [MODERATOR.id, 'Илья Модераторов Петрович'],
  [ADMIN.id, 'Ольга Админова Сергеевна'],
]);

export function marketplaceApi(origin: string) {
  const titles = new Map<number, string>();
  async function call(user: User, path: string, init: RequestInit = {}): Promise<unknown> {
    const response = await fetch(`${origin}${path}`, {
      ...init,
      headers: {
        ...init.headers,
        'x-initdata': initDataFor(user),
        ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
      },
    });
    const text = await response.text();
    if (!response.ok)
      throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text}`);
    return text ? (JSON.parse(text) as unknown) : null;
  }
  const post = (user: User, path: string, body?: unknown) =>
    call(user, path, {
      method: 'POST',
      ...(body === undefined
        ? {}
        : { body: body instanceof FormData ? body : JSON.stringify(body) }),
    });

  let photoSeed = 0;
  const sellers = new Set<number>();
  async function postAd(owner: User, title: string, price: number, photoCount = 2) {
    // Checkout charges only for a seller with an ИНН.
    if (!sellers.has(owner.id)) {
      sellers.add(owner.id);
      await giveTaxDetails(origin, owner, SELLER_NAMES.get(owner.id) ?? 'Вера Продавцова Ивановна');
    }
    const form = new FormData();
    form.set('title', title);
    form.set('original_price', String(price));
    form.set('description', `${title}: свежие цветы, соберём в день доставки.`);
    form.set('address', 'Москва, ул. Тверская, 7');
    form.set('phone', '+79991234567');
    photoSeed += 1;
    for (const [i, photo] of photos(photoCount, photoSeed).entries())
      form.append('images', photo, `photo-${String(i)}.png`);
    const created = (await post(owner, '/api/ads', form)) as { id: number };
    titles.set(created.id, title);
    return created.id;
  }
  async function approvedAd(owner: User, title: string, price: number) {
    const id = await postAd(owner, title, price);
    await post(ADMIN, `/api/moderate/ads/${String(id)}/approve`);
    return id;
  }
  async function orderOf(buyer: User, adId: number) {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const orders = (await call(buyer, '/api/my-orders')) as {
        id: number;
        order_number: string;
        status: string;
        ad_id?: number;
        title: string;
      }[];
      const title = titles.get(adId);
      const order = orders.find((one) => one.title === title);
      if (order && order.status !== 'created') return order;
      if (Date.now() > deadline) throw new Error(`order for ad ${String(adId)} was never paid`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  async function buy(buyer: User, adId: number, { pay = true } = {}) {
    const { paymentUrl } = (await post(buyer, '/api/tinkoff/pay', {
      adId,
      name: 'Анна',
      address: 'Москва, ул. Арбат, 10',
      phone: '+79991112233',
      comment: 'Позвонить за час до доставки',
    })) as { paymentUrl: string };
    if (!pay) return null;
    const paid = await fetch(paymentUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card: SUCCESS_CARD, action: 'pay' }).toString(),
      redirect: 'manual',
    });
    if (paid.status >= 400) throw new Error(`paying ${paymentUrl}: ${String(paid.status)}`);
    return orderOf(buyer, adId);
  }
  async function stagePhotos(orderId: number) {
    for (const [i, stage] of ['chat', 'delivery_call', 'delivery'].entries()) {
      const form = new FormData();
      form.append('photo', photos(1, i)[0] as Blob, `${stage}.png`);
      await post(ADMIN, `/api/orders/${String(orderId)}/photos/${stage}`, form);
    }
  }
  return { call, post, postAd, approvedAd, buy, stagePhotos };
}

export async function seedMarketplace(origin: string): Promise<SeededMarketplace> {
  const { call, post, postAd, approvedAd, buy, stagePhotos } = marketplaceApi(origin);
  for (const user of [BUYER, SELLER, MODERATOR, ADMIN]) await post(user, '/api/parse-initdata');
  await post(ADMIN, `/api/users/${String(MODERATOR.id)}/role`, { role: 'moderator' });
  await post(ADMIN, '/api/users', {
    user_id: '7000000501',
    username: 'flower_lover_with_a_really_long_username',
    role: 'user',
  });
  await post(ADMIN, '/api/users', {
    user_id: '7000000502',
    username: 'blocked_user',
    role: 'user',
  });
  await post(ADMIN, '/api/users/7000000502/blacklist', { blacklist: true });

  const sellerAds: number[] = [];
  for (const [title, price] of [
    ['Розы «Утро»', 5000],
    ['Тюльпаны «Весна»', 5500],
    ['Пионы «Сара Бернар»', 9800],
    ['Хризантемы белые', 5000],
    ['Герберы солнечные', 5200],
    ['Лилии «Спор»', 6000],
    ['Ирисы и ранункулюсы', 7600],
    ['Большой букет из пятидесяти одной розы сорта «Эквадор» с эвкалиптом', 15_000],
  ] as const) {
    const id = await approvedAd(SELLER, title, price);
    sellerAds.push(id);
  }
  await postAd(SELLER, 'Свадебный букет невесты', 12_500, 6);

  const ownAd = await approvedAd(BUYER, 'Мой букет эустом', 6300);
  const editedAd = await approvedAd(BUYER, 'Подсолнухи', 5000);
  await post(BUYER, `/api/ads/${String(editedAd)}/edit-request`, {
    title: 'Подсолнухи, девять штук',
    description: 'Девять подсолнухов с зеленью',
    price: 5400,
  });
  const deletedAd = await approvedAd(BUYER, 'Лавандовое облако', 6100);
  await post(BUYER, `/api/ads/${String(deletedAd)}/delete-request`);
  await postAd(BUYER, 'Кустовые розы в коробке', 8400);
  const rejected = await postAd(BUYER, 'Сухоцветы', 5000);
  await post(ADMIN, `/api/moderate/ads/${String(rejected)}/reject`, {
    reason: 'Нет фото букета целиком',
  });
  const soldAd = await approvedAd(BUYER, 'Монобукет из гортензий', 7000);
  const moderatorAd = await approvedAd(MODERATOR, 'Букет модератора', 5000);
  const adminAd = await approvedAd(ADMIN, 'Букет администратора', 5000);

  const [unpaid, paid, delivered, confirmed, cancelled, disputed, completed, orderable] =
    sellerAds as [number, number, number, number, number, number, number, number];
  await buy(BUYER, unpaid, { pay: false });
  const paidOrder = await buy(BUYER, paid);
  const deliveredOrder = await buy(BUYER, delivered);
  const confirmedOrder = await buy(BUYER, confirmed);
  const cancelledOrder = await buy(BUYER, cancelled);
  const disputedOrder = await buy(BUYER, disputed);
  const completedOrder = await buy(BUYER, completed);
  await buy(SELLER, soldAd);
  if (
    !paidOrder ||
    !deliveredOrder ||
    !confirmedOrder ||
    !cancelledOrder ||
    !disputedOrder ||
    !completedOrder
  )
    throw new Error('an order was not created');

  for (const order of [deliveredOrder, confirmedOrder, disputedOrder]) {
    await stagePhotos(order.id);
    await post(ADMIN, `/api/orders/${String(order.id)}/moder-delivered`);
  }
  await post(BUYER, `/api/orders/${String(confirmedOrder.id)}/receipt`);
  await post(ADMIN, `/api/orders/${String(cancelledOrder.id)}/cancel`, {
    reason: 'Покупатель передумал',
  });
  await post(ADMIN, `/api/orders/${String(completedOrder.id)}/complete`);
  await post(BUYER, `/api/orders/${String(completedOrder.id)}/receipt`);
  const dispute = new FormData();
  dispute.set('text', 'Лилии привезли с поломанными стеблями');
  await post(BUYER, `/api/orders/${String(disputedOrder.id)}/dispute`, dispute);
  const rate = (orderId: number, rating: { stars: number; text: string }) =>
    call(BUYER, `/api/orders/${String(orderId)}/rating`, {
      method: 'PUT',
      body: JSON.stringify(rating),
    });
  await rate(confirmedOrder.id, { stars: 5, text: 'Свежие пионы, привезли вовремя' });
  const hidden = (await rate(completedOrder.id, {
    stars: 1,
    text: 'Грубый продавец, не советую никому',
  })) as { id: number };
  await post(MODERATOR, `/api/reviews/${String(hidden.id)}/hide`, {
    reason: 'Оскорбления',
  });

  const register = (await call(ADMIN, '/api/admin/payouts')) as {
    seller_id: string | number;
    owed_kopecks: number;
  }[];
  const owed = register.find((row) => String(row.seller_id) === String(SELLER.id));
  if (owed && owed.owed_kopecks > 100)
    await post(ADMIN, `/api/admin/payouts/${String(SELLER.id)}`, {
      amount_kopecks: Math.floor(owed.owed_kopecks / 2),
      paid_on: new Date().toISOString().slice(0, 10),
      reference: 'п/п 42',
    });

  for (const user of [BUYER, MODERATOR, ADMIN])
    for (const adId of [orderable, ownAd])
      await post(user, '/api/favorites', { user_id: String(user.id), ad_id: adId });

  return {
    orderableAdId: orderable,
    ownAdIdOf: { user: ownAd, moderator: moderatorAd, admin: adminAd },
    paidOrderId: paidOrder.id,
    paidOrderNumber: paidOrder.order_number,
    disputedOrderId: disputedOrder.id,
    pendingAdIds: { edit: editedAd, delete: deletedAd },
  };
}
