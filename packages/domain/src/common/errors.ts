/**
 * The server's refusals a person reads, one text per name (issue 23). Texts of one subject's
 * rules stay beside those rules (`ratings/rules.ts`, `payments/tax-details.ts`, …).
 */
export const FORBIDDEN_MESSAGE = 'Недостаточно прав';
export const AD_NOT_FOUND_MESSAGE = 'Объявление не найдено';
export const AD_WRONG_STATUS_MESSAGE = 'Это действие недоступно в текущем статусе объявления';
export const NOT_AD_OWNER_MESSAGE = 'Можно изменять только свои объявления';
export const ORDER_NOT_FOUND_MESSAGE = 'Заказ не найден';
export const ORDER_WRONG_STATUS_MESSAGE = 'Это действие недоступно в текущем статусе заказа';
/** A buyer's answer about a bouquet they did not buy. */
export const NOT_YOUR_ORDER_MESSAGE = 'Это не ваш заказ';
/** A checkout whose body names another buyer. */
export const ORDER_FOR_SOMEONE_ELSE_MESSAGE = 'Заказ можно оформить только от своего имени';
export const USER_NOT_FOUND_MESSAGE = 'Пользователь не найден';
export const OTHERS_FAVORITES_MESSAGE = 'Можно изменять только своё избранное';
