// Screen texts of the buyer's side, letter for letter from spec §2, §4 and §8.

export const CATALOG_TITLE = 'КАТАЛОГ';
export const CATALOG_LOADING_TEXT = 'Загрузка...';
export const CATALOG_EMPTY_TITLE = 'Нет объявлений';
export const CATALOG_EMPTY_SUBTITLE = 'Скоро здесь появятся новые цветы';

export const FAVORITES_TITLE = 'ИЗБРАННОЕ';
export const FAVORITES_EMPTY_TEXT = 'В избранном пока пусто';

export const RESERVED_OVERLAY_TEXT = 'ЗАРЕЗЕРВИРОВАНО';
export const RESERVED_BUTTON_TEXT = 'Зарезервировано';
export const COMPLETE_ORDER_BUTTON_TEXT = 'Завершить заказ';
export const CANCEL_ORDER_BUTTON_TEXT = 'Отменить заказ';

export const CANCEL_ORDER_CONFIRM = {
  title: 'Подтвердите отмену заказа',
  reject: 'Нет',
  accept: 'Да, отменить',
} as const;

export const DELETE_AD_CONFIRM = {
  title: '🗑️ Удалить объявление?',
  reject: 'Отмена',
  accept: 'Да, удалить',
} as const;

export const CANCEL_ORDER_SUCCESS_TEXT = 'Отмена заказа прошла успешно';
export const NO_ACTIVE_ORDER_TEXT = 'Нет активного заказа для этого объявления';
export const AD_DELETED_BY_ADMIN_TEXT = 'Объявление удалено администратором';

export const REFRESH_BUTTON_TEXT = 'Обновить';

export const GUEST_NAME = 'Гость';
// spec §2 "Profile": the bonus balance is hard-coded.
export const BONUS_BALANCE_TEXT = 'Баланс: 0 бонусов';
export const PAYMENT_INFO_SAVED_TEXT = 'Платежные данные успешно обновлены';

export const MY_ORDERS_EMPTY_TEXT = 'У вас пока нет заказов';

export const ORDERS_LOAD_ERROR_TEXT = 'Ошибка загрузки заказов';
export const AD_NOT_FOUND_TEXT = 'Объявление не найдено';
