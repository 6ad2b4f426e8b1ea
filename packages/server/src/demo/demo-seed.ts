import { priceWithCommission, supplierName } from '@flowers/domain';
import { insertAdWithPhotos } from '../ads/ads.repository.ts';
import type { Database } from '../db/database.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { storePhotoVariants } from '../media/photo-variants.ts';
import { bouquetImage } from './bouquet-image.ts';
import { insertMissingTaxDetails } from '../payment-info/tax-details.repository.ts';
import { countAds, insertMissingUsers, lockForSeeding } from './demo-seed.repository.ts';
import { DEMO_SELLER_ID, DEMO_USERS } from './demo-users.ts';

const DEMO_BOUQUETS = [
  [
    'Букет из 25 красных роз',
    'Классика для любого повода: свежие розы 60 см в крафтовой упаковке.',
    7000,
  ],
  ['Весенние тюльпаны', '35 тюльпанов нежных оттенков, собраны утром в день доставки.', 5500],
  ['Пионы «Сара Бернар»', 'Пышные розовые пионы, 15 штук, с эвкалиптом.', 9800],
  ['Белые хризантемы', 'Строгий и долгоживущий букет из кустовых хризантем.', 5000],
  ['Солнечные герберы', 'Яркий букет из гербер и альстромерий, поднимет настроение.', 5200],
  ['Кустовые розы в коробке', 'Шляпная коробка с кустовыми розами и гипсофилой.', 8400],
  ['Лавандовое облако', 'Сухоцветы и лаванда: простоит несколько месяцев.', 6100],
  ['Ирисы и ранункулюсы', 'Контрастный авторский букет флориста.', 7600],
  ['Свадебный букет невесты', 'Белые розы, фрезии и ранункулюсы, лента из атласа.', 12_500],
  ['Монобукет из эустом', '21 эустома сиреневого цвета в плёнке.', 6300],
  ['Подсолнухи', 'Девять подсолнухов с зеленью — лето в любое время года.', 5000],
  ['Большой микс «Праздник»', '51 цветок: розы, альстромерии, хризантемы и зелень.', 15_000],
] as const;

/** Roles are set only when the user is first created. */
export async function seedDemoUsers(db: Database): Promise<void> {
  await insertMissingUsers(
    db,
    DEMO_USERS.map((user) => ({
      id: user.id,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      // As if each had started the bot, so the demo chats show every notification.
      botCanWrite: true,
    })),
  );
  // A bouquet is paid by card only once its seller has an ИНН (54-FZ receipts).
  await insertMissingTaxDetails(
    db,
    DEMO_USERS.map((user) => ({
      userId: user.id,
      inn: user.inn,
      taxStatus: user.taxStatus,
      supplierName: supplierName(`${user.lastName} ${user.firstName}`, user.taxStatus),
    })),
  );
}

// Any constant, the same on every node seeding at once.
const DEMO_SEED_LOCK_KEY = 727_002;

/** Nodes starting together take turns on a lock, so the first seeds and the others find its ads. */
export async function seedDemoCatalogue(db: Database, storage: MediaStorage): Promise<number> {
  return db.transaction(async (tx) => {
    await lockForSeeding(tx, DEMO_SEED_LOCK_KEY);
    if ((await countAds(tx)) > 0) return 0;
    for (const [index, [title, description, originalPrice]] of DEMO_BOUQUETS.entries()) {
      const photo = await storePhotoVariants(storage, 'ads', bouquetImage(index));
      await insertAdWithPhotos(
        tx,
        {
          ownerId: DEMO_SELLER_ID,
          title,
          description,
          originalPrice,
          price: priceWithCommission(originalPrice),
          address: 'г. Москва, ул. Тверская, 7',
          phone: '+79990000002',
          status: 'new',
          // Spread over the last hours so the countdowns differ.
          createdAt: new Date(Date.now() - index * 37 * 60_000),
        },
        [photo],
      );
    }
    return DEMO_BOUQUETS.length;
  });
}
