import { formatRubles } from '@flowers/domain';

// The bouquet page /ad/{id} (issue 16); the wording is ours, the spec has no such screen.

export const BOUQUET_LOAD_ERROR_TEXT = 'Не удалось загрузить букет';
export const BOUQUET_GONE_TEXT = 'Его уже купили или сняли с продажи. Посмотрите другие букеты.';
export const BOUQUET_RESERVED_TEXT =
  'Этот букет уже заказали: пока заказ не оплачен или не отменён, оформить его нельзя.';
export const BOUQUET_PHOTOS_LABEL = 'Фото букета';
export const BOUQUET_LOADING_LABEL = 'Загрузка букета';

/** The MainButton on the bouquet page: «Заказать за 6 500 ₽». */
export function orderForText(price: number): string {
  return `Заказать за ${formatRubles(price)}`;
}

/** Issue 26: a reserved bouquet whose buyer has not paid yet may come back. */
export const reservedUntilText = (time: string) =>
  `Букет ждёт оплаты. Если заказ не оплатят, букет снова станет доступен в ${time}.`;
