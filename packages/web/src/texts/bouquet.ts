import { formatRubles } from '@flowers/domain';

// Issue 16; the spec has no such screen.

export const BOUQUET_LOAD_ERROR_TEXT = 'Не удалось загрузить букет';
export const BOUQUET_GONE_TEXT = 'Его уже купили или сняли с продажи. Посмотрите другие букеты.';
export const BOUQUET_RESERVED_TEXT =
  'Этот букет уже заказали: пока заказ не оплачен или не отменён, оформить его нельзя.';
export const BOUQUET_PHOTOS_LABEL = 'Фото букета';
export const BOUQUET_LOADING_LABEL = 'Загрузка букета';

export function orderForText(price: number): string {
  return `Заказать за ${formatRubles(price)}`;
}

export const reservedUntilText = (time: string) =>
  `Букет ждёт оплаты. Если заказ не оплатят, букет снова станет доступен в ${time}.`;

/** Issue 40: the buyer's own unpaid order holds it. */
export const yourHoldText = (time: string) =>
  `Букет ждёт вашей оплаты до ${time}. Потом он снова станет доступен всем.`;

/** Issue 40: her own hold on a catalogue, search, favourites or seller's card. */
export const CARD_PAY_TEXT = 'Оплатить';
export const cardHoldText = (time: string) => `Ваш резерв до ${time}`;
