// Letter for letter from spec §2 and §4; apart from texts/ads so the first load carries
// only these (issue 14).

export const CATALOG_TITLE = 'КАТАЛОГ';
export const CATALOG_EMPTY_TITLE = 'Нет объявлений';
export const CATALOG_EMPTY_SUBTITLE = 'Скоро здесь появятся новые цветы';

// Issue 13: a failed load must not look like an empty shop.
export const CATALOG_LOAD_FAILED_TEXT = 'Не удалось загрузить объявления';
export const FAVORITES_TITLE = 'ИЗБРАННОЕ';
export const FAVORITES_EMPTY_TEXT = 'В избранном пока пусто';
export const FAVORITES_LOAD_FAILED_TEXT = 'Не удалось загрузить избранное';
export const RESERVED_OVERLAY_TEXT = 'ЗАРЕЗЕРВИРОВАНО';
export const RESERVED_BUTTON_TEXT = 'Зарезервировано';

/** spec §2: the app returns to the catalogue, where the ad is not yet. */
export function postedAdNoticeText(title: string): string {
  return `«${title}» на модерации: в каталоге появится после проверки.`;
}

export const MY_ADS_TITLE = 'Мои объявления';

// spec §4 "Countdown" and "Live updates".
export const COUNTDOWN_LABEL = 'Осталось до удаления:';
export const NEW_AD_AVAILABLE_MESSAGE = 'Новое объявление доступно в каталоге';

export function newAdToastText(title: string): string {
  return `Новый букет: ${title}`;
}

export function updatesBannerText(count: number): string {
  return count === 1 ? 'Появился новый букет!' : `Появились ${count} обновлений!`;
}

// Ours where the spec gives no wording.
export const REMOVE_FAVORITE_LABEL = 'Убрать из избранного';
export const ADD_FAVORITE_LABEL = 'Добавить в избранное';
export const SHARE_LABEL = 'Поделиться';
export const NO_USERNAME_TEXT = 'Без имени';
export const ORDER_BUTTON_TEXT = 'Заказать';
// A seller cannot order her own card, so it leads to her ads.
export const OWN_AD_BUTTON_TEXT = 'Ваш букет';
export const LINKED_AD_GONE_TEXT =
  'Объявление по ссылке больше недоступно: его уже купили или сняли с продажи. Посмотрите другие букеты.';

export const DISMISS_UPDATES_LABEL = 'Скрыть';

export function openPhotoLabel(title: string): string {
  return `Открыть фото: ${title}`;
}
