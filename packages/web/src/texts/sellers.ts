import { TRUSTED_SELLER_LABEL } from '@flowers/domain';

// Issue 29.

export const TRUSTED_SELLER_HINT = 'Ваши новые объявления публикуются без модерации';
export const RELIST_SENT_TEXT = 'Объявление отправлено на модерацию';
export const RELIST_PUBLISHED_TEXT = 'Объявление снова в каталоге';
export const RELISTED_OPEN_TEXT = 'Открыть новое объявление';

export const AD_STATS_LABEL = 'Статистика объявления';
export const viewsText = (n: number) => `${n} ${plural(n, 'просмотр', 'просмотра', 'просмотров')}`;
export const favoritesText = (n: number) => `${n} в избранном`;
export const ordersText = (n: number) => `${n} ${plural(n, 'заказ', 'заказа', 'заказов')}`;

export const TRUSTED_SELLERS_TITLE = 'Проверенные продавцы';
export const TRUSTED_SELLERS_EMPTY_TEXT = 'Пока нет проверенных продавцов';
export const TRUSTED_SELLERS_LOAD_FAILED_TEXT = 'Не удалось загрузить проверенных продавцов';
export const REVOKE_TRUST_BUTTON = 'Отозвать статус';
export const RESTORE_TRUST_BUTTON = 'Вернуть статус';
export const TRUST_REVOKED_NOTE = 'Статус отозван';
export const TRUST_CHANGE_FAILED_TEXT = 'Не удалось изменить статус продавца';
export const revokeTrustQuestion = (name: string) =>
  `Отозвать статус «${TRUSTED_SELLER_LABEL}» у ${name}? Его объявления снова будут проходить модерацию.`;
export const trustFactsText = (entry: { delivered_orders: number; rating: number | null }) =>
  `Доставлено: ${entry.delivered_orders} · Рейтинг: ${
    entry.rating === null ? '—' : entry.rating.toLocaleString('ru-RU')
  }`;

function plural(n: number, one: string, few: string, many: string): string {
  const tens = n % 100;
  const units = n % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}
