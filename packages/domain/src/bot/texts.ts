import { TRUSTED_SELLER_LABEL } from '../sellers/trusted-seller';

export const BOT_WELCOME_TEXT =
  'Здравствуйте! Это маркетплейс букетов: здесь покупают свежие цветы и продают свои букеты.\nОткройте приложение кнопкой ниже.';
export const BOT_OPEN_AD_TEXT = 'Открываю букет — нажмите кнопку ниже.';
export const OPEN_BUTTON = 'Открыть';
export const BUY_BUTTON = 'Купить';
/** The start of the bot's question; a moderator's reply to it is read by this prefix. */
export const REJECT_REASON_PROMPT = 'Напишите причину отклонения объявления №';
export const STAFF_ONLY_DECISIONS_TEXT = 'Решения принимают только модераторы';
export const STALE_BUTTON_TEXT = 'Кнопка устарела';
export const BOT_ACTION_FAILED_TEXT = 'Не удалось выполнить действие, попробуйте ещё раз';
/** The start of the bot's question; a buyer's reply to it is read by this prefix. */
export const RECEIPT_PROBLEM_PROMPT = 'Опишите проблему с заказом №';
export const RECEIPT_THANKS_TEXT = 'Спасибо! Получение подтверждено';
export const OPEN_APP_TO_ANSWER_TEXT = 'Откройте приложение, чтобы ответить';

export const UNNAMED_SELLER_LABEL = 'Продавец';
export const ANONYMOUS_BUYER_LABEL = 'Покупатель';

export const TRUST_REVOKED_TEXT =
  `Статус «${TRUSTED_SELLER_LABEL}» снят модератором: ` +
  'новые объявления снова проходят модерацию.';
export const TRUST_RESTORED_TEXT =
  `Статус «${TRUSTED_SELLER_LABEL}» возвращён: ` +
  'ваши новые объявления публикуются без модерации.';

export const OPEN_AD_BUTTON = 'Открыть букет';
export const OPEN_APP_BUTTON = 'Открыть приложение';
export const BOT_START_COMMAND_DESCRIPTION = 'Открыть маркетплейс букетов';
export const REPLY_HERE_SUFFIX = ' ответом на это сообщение';
export const REJECT_REASON_PLACEHOLDER = 'Причина';
export const AD_APPROVED_TEXT = 'Одобрено';
export const AD_REJECTED_TEXT = 'Отклонено';
export const RECEIPT_PROBLEM_PLACEHOLDER = 'Что не так с букетом?';

export const receiptThanksReply = (orderNumber: string) =>
  `✅ ${RECEIPT_THANKS_TEXT}: заказ №${orderNumber}. Будем рады видеть вас снова!`;

export const MY_ORDERS_BUTTON = 'Мои заказы';
export const MY_ADS_BUTTON = 'Мои объявления';
export const OPEN_ORDER_BUTTON = 'Открыть заказ';
export const PAYMENT_INFO_BUTTON = 'Платёжная информация';
export const RECEIPT_OK_BUTTON = 'Да, всё хорошо';
export const RECEIPT_PROBLEM_BUTTON = 'Есть проблема';
