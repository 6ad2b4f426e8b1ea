import { readDetailField, readErrorField, readErrorList } from '@flowers/domain';

/** spec §8's messages tell these cases apart. */
export type RequestFailure =
  | { kind: 'response'; status: number; statusText: string; body: unknown; message: string }
  | { kind: 'no-response'; message: string }
  | { kind: 'other'; message: string };

function bodyError(failure: RequestFailure): string | null {
  if (failure.kind !== 'response') return null;
  const error = readErrorField(failure.body);
  return error === '' ? null : error;
}

function bodyDetail(failure: RequestFailure): string | null {
  if (failure.kind !== 'response') return null;
  return readDetailField(failure.body);
}

function bodyErrorList(failure: RequestFailure): string | null {
  if (failure.kind !== 'response') return null;
  const errors = readErrorList(failure.body);
  if (errors === null) return null;
  return errors
    .map(({ param, msg }) => (param === undefined ? msg : `${param}: ${msg}`))
    .join(', ');
}

// Issue 27.
export const INPUT_KEPT_TEXT =
  'Всё, что вы ввели, сохранено: нажмите «Повторить», когда связь появится.';

const FAVORITE_ERROR_PREFIX = 'Ошибка при добавлении в избранное: ';
export const FAVORITE_NO_RESPONSE_TEXT = 'Нет ответа от сервера при добавлении в избранное';

// spec §8 "Favourite toggle failure".
export function favoriteErrorText(failure: RequestFailure): string {
  switch (failure.kind) {
    case 'response':
      // The message, not the HTTP reason phrase: people read Russian (issue 40).
      return FAVORITE_ERROR_PREFIX + (bodyError(failure) ?? failure.message);
    case 'no-response':
      return FAVORITE_NO_RESPONSE_TEXT;
    case 'other':
      return FAVORITE_ERROR_PREFIX + failure.message;
  }
}

export function cancelOrderErrorText(failure: RequestFailure): string {
  return `Ошибка при отмене заказа: ${bodyError(failure) ?? failure.message}`;
}

// spec §8 only logs a failed completion; the staff member then saw nothing (issue 27).
export function completeOrderErrorText(failure: RequestFailure): string {
  return `Ошибка при завершении заказа: ${bodyError(failure) ?? failure.message}`;
}

export function deleteAdErrorText(failure: RequestFailure): string {
  return `Ошибка при удалении объявления: ${bodyError(failure) ?? failure.message}`;
}

export const CHECKOUT_ERROR_PREFIX = 'Ошибка при оформлении заказа.';

export function checkoutErrorText(failure: RequestFailure): string {
  const reason = bodyError(failure) ?? bodyErrorList(failure) ?? failure.message;
  return `${CHECKOUT_ERROR_PREFIX} ${reason}`;
}

// spec §8 "Payment-info save failure".
export function paymentInfoSaveErrorText(failure: RequestFailure): string {
  const reason = bodyError(failure) ?? bodyDetail(failure) ?? failure.message;
  return failure.kind === 'response' ? `${reason} (HTTP ${failure.status})` : reason;
}
// spec §8 "All-orders actions".
export function orderActionErrorText(failure: RequestFailure): string {
  if (failure.kind === 'response') {
    return `Ошибка: ${bodyError(failure) ?? failure.status}`;
  }
  return `Ошибка запроса: ${failure.message}`;
}

export const RATING_SAVE_FAILED_TEXT = 'Не удалось сохранить оценку';
export const RATING_NO_RESPONSE_TEXT =
  'Нет ответа от сервера. Оценка не сохранена, попробуйте ещё раз';

// Issue 16: the server's own Russian reason, never English.
export function ratingErrorText(failure: RequestFailure): string {
  switch (failure.kind) {
    case 'response':
      return bodyError(failure) ?? `${RATING_SAVE_FAILED_TEXT} (HTTP ${failure.status})`;
    case 'no-response':
      return RATING_NO_RESPONSE_TEXT;
    case 'other':
      return RATING_SAVE_FAILED_TEXT;
  }
}
