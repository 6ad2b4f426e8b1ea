import { RATING_MAX_STARS } from './rules';

/** What a seller reads of a new review; the pieces arrive HTML-escaped. */
export const newReviewNotice = (orderNumber: string, title: string, stars: number, text: string) =>
  `⭐ Новый отзыв о заказе №${orderNumber} «${title}»: ${stars} из ${RATING_MAX_STARS}${text}`;
