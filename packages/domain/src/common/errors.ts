import { ADDRESS_QUERY_MAX_CHARS } from './constants';

// Refusal texts; those of a rule the web app shows too stay beside that rule (issue 23).

export const FORBIDDEN_MESSAGE = 'Недостаточно прав';
export const NOT_AD_OWNER_MESSAGE = 'Можно изменять только свои объявления';
export const NOT_YOUR_ORDER_MESSAGE = 'Это не ваш заказ';
export const ORDER_FOR_SOMEONE_ELSE_MESSAGE = 'Заказ можно оформить только от своего имени';
export const OTHERS_FAVORITES_MESSAGE = 'Можно изменять только своё избранное';

export const SIGN_IN_REQUIRED_MESSAGE = 'Требуется вход через Telegram';
export const BAD_INIT_DATA_MESSAGE =
  'Подпись Telegram недействительна или устарела. Откройте приложение заново.';
export const BLACKLISTED_MESSAGE = 'Ваша учётная запись заблокирована';
export const INVALID_REQUEST_MESSAGE = 'Некорректный запрос';
export const INVALID_JSON_MESSAGE = 'Некорректный JSON в теле запроса';
export const EMPTY_BODY_MESSAGE = 'Пустое тело запроса';
export const REQUEST_TOO_LARGE_MESSAGE = 'Слишком большой запрос';
export const UNSUPPORTED_MEDIA_TYPE_MESSAGE = 'Неподдерживаемый тип содержимого';
export const INVALID_CONTENT_LENGTH_MESSAGE = 'Некорректная длина запроса';
export const TOO_MANY_FORM_FIELDS_MESSAGE = 'Слишком много полей в форме';
export const MULTIPART_EXPECTED_MESSAGE = 'Ожидается multipart/form-data';
export const BROKEN_FORM_MESSAGE =
  'Форма повреждена или передана не полностью. Отправьте её ещё раз.';
export const TOO_MANY_REQUESTS_MESSAGE = 'Слишком много запросов. Попробуйте позже.';
export const NOT_FOUND_MESSAGE = 'Не найдено';
export const INTERNAL_ERROR_MESSAGE = 'Внутренняя ошибка сервера. Попробуйте позже.';
export const SERVICE_UNAVAILABLE_MESSAGE =
  'Сервис временно недоступен. Повторите попытку через несколько секунд.';
export const UPLOADS_BUSY_MESSAGE =
  'Сейчас загружается слишком много фото. Повторите попытку через несколько секунд.';
export const PHOTO_NOT_FOUND_MESSAGE = 'Фото не найдено';
export const UNKNOWN_ROOM_MESSAGE = 'Неизвестная комната';

export const USER_NOT_FOUND_MESSAGE = 'Пользователь не найден';
export const SUPER_ADMIN_LOCKED_MESSAGE = 'Главного администратора нельзя изменить или удалить';
export const USER_EXISTS_MESSAGE = 'Пользователь с таким user_id уже есть';
export const SELF_CHANGE_MESSAGE = 'Нельзя изменить собственную учётную запись';

export const AD_NOT_FOUND_MESSAGE = 'Объявление не найдено';
export const AD_WRONG_STATUS_MESSAGE = 'Это действие недоступно в текущем статусе объявления';
export const REQUEST_NOT_FOUND_MESSAGE = 'Заявка не найдена';
export const REQUEST_DECIDED_MESSAGE = 'Заявка уже рассмотрена';
export const REQUEST_OF_OTHER_AD_MESSAGE = 'Заявка относится к другому объявлению';
export const NO_PENDING_DELETE_MESSAGE = 'Нет запроса на удаление этого объявления';
export const SHARE_NOT_PREPARED_MESSAGE = 'Не удалось подготовить сообщение, попробуйте ещё раз';
export const ADDRESS_QUERY_TOO_LONG_MESSAGE = `Адрес для подсказки: не длиннее ${ADDRESS_QUERY_MAX_CHARS} символов`;

export const ORDER_NOT_FOUND_MESSAGE = 'Заказ не найден';
export const ORDER_WRONG_STATUS_MESSAGE = 'Это действие недоступно в текущем статусе заказа';
export const AD_TAKEN_MESSAGE = 'Этот букет уже заказан или недоступен для заказа';
export const PAYMENT_UNAVAILABLE_MESSAGE =
  'Не удалось создать платёж: банк не ответил. Букет снова доступен, попробуйте ещё раз позже.';
export const ORDER_NOT_PAYABLE_MESSAGE =
  'Этот заказ уже нельзя оплатить: срок оплаты истёк или он оплачен';
export const PAYMENT_PENDING_MESSAGE = 'Платёж ещё создаётся, попробуйте через несколько секунд';
export const UNPAID_DELIVERY_MESSAGE =
  'Заказ не оплачен: отметить доставку можно только после оплаты';
export const PAID_MEANWHILE_MESSAGE =
  'Покупатель уже оплатил этот заказ. Обновите страницу: заказ станет оплаченным через минуту.';
export const PAYMENT_IN_PROGRESS_MESSAGE =
  'Банк ещё проводит оплату этого заказа. Попробуйте ещё раз через минуту.';
export const PAYMENT_CANCEL_IN_PROGRESS_MESSAGE =
  'Отмена платежа уже отправлена в банк. Обновите заказ через минуту.';
export const STAFF_CANCEL_REASON = 'Отменён администрацией';
export const PAYMENT_NOT_CREATED_REASON = 'Платёж не создан';

export const RECEIPT_NOT_AWAITED_MESSAGE =
  'Получение букета можно подтвердить после доставки, пока деньги удержаны';
export const DISPUTE_EXISTS_MESSAGE = 'По этому заказу уже открыт спор';
export const RECEIPT_CONFIRMED_MESSAGE = 'Вы уже подтвердили получение. Спасибо!';
export const DISPUTE_WITH_MODERATOR_MESSAGE =
  'Заявка по этому заказу уже у модератора: он напишет о решении';
export const DISPUTE_DECIDED_MESSAGE = 'По этому заказу уже есть решение модератора';
export const NO_OPEN_DISPUTE_MESSAGE = 'По этому заказу нет открытого спора';
export const REFUND_TOO_BIG_MESSAGE = 'Сумма частичного возврата должна быть меньше суммы заказа';
export const RATING_RACED_MESSAGE = 'Оценка уже сохранена, обновите страницу';

export const NO_PAYOUT_DETAILS_MESSAGE = 'Продавец ещё не указал платёжную информацию';
export const PAYOUT_KEY_REUSED_MESSAGE = 'Этот ключ повтора уже использован для другой выплаты';
export const BANK_UNAVAILABLE_MESSAGE = 'Банк сейчас не отвечает. Попробуйте через минуту';
export const DEMO_MISMATCH_UNAVAILABLE_MESSAGE =
  'Расхождение можно показать только со встроенным эмулятором банка';
export const DEMO_MISMATCH_NOTHING_PAID_MESSAGE =
  'Нет оплаченного заказа, на котором можно показать расхождение: сначала оплатите букет';
