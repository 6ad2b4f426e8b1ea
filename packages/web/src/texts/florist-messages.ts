import type { FloristThread } from '@flowers/domain';

// Issue 40 «Написать флористу».
export const WRITE_TO_FLORIST_TEXT = 'Написать флористу';
export const FLORIST_THREAD_TITLE = 'Переписка с флористом';
export const BUYER_THREADS_TITLE = 'Вопросы покупателей';
export const STAFF_THREAD_TITLE = 'Переписка покупателя и флориста';
export const THREAD_LOADING_TEXT = 'Загружаем переписку…';
export const THREAD_LOAD_ERROR_TEXT = 'Не удалось загрузить переписку';
export const THREAD_EMPTY_BUYER_TEXT =
  'Спросите флориста о цветах, открытке или времени доставки. Он ответит в чате с ботом, а ответ появится здесь.';
export const THREAD_EMPTY_SELLER_TEXT = 'Покупатели пока не писали.';
export const THREAD_EMPTY_STAFF_TEXT = 'Покупатель и флорист не переписывались.';
export const PRIVACY_NOTE_TEXT =
  'Сообщения идут через бота: ваше имя в Telegram и телефон собеседник не видит, если вы сами их не напишете.';
export const SENDING_TEXT = 'Отправляем…';
export const SENT_TEXT = 'Отправлено';
export const REPORT_TEXT = 'Пожаловаться';
export const REPORTED_TEXT = 'Жалоба отправлена';
export const YOU_LABEL = 'Вы';
export const FLORIST_LABEL = 'Флорист';
export const BUYER_LABEL = 'Покупатель';

export function composerLabel(viewer: FloristThread['viewer']): string {
  return viewer === 'buyer' ? 'Сообщение флористу' : 'Ответ покупателю';
}

// Said whom to, so it is not a second «Отправить» beside the order page's receipt form.
export function sendLabel(viewer: FloristThread['viewer']): string {
  return viewer === 'buyer' ? 'Отправить флористу' : 'Отправить покупателю';
}

export function threadLogLabel(thread: Pick<FloristThread, 'order_number' | 'title'>): string {
  return thread.order_number === null
    ? `Переписка о букете «${thread.title}»`
    : `Переписка по заказу №${thread.order_number}`;
}

export function threadHeading(thread: Pick<FloristThread, 'order_number'>): string {
  return thread.order_number === null ? 'Вопрос о букете' : `Заказ №${thread.order_number}`;
}

export function authorLabel(from: 'buyer' | 'seller', viewer: FloristThread['viewer']): string {
  if (from === viewer) return YOU_LABEL;
  return from === 'seller' ? FLORIST_LABEL : BUYER_LABEL;
}

export function reportLabel(author: string, time: string): string {
  return `${REPORT_TEXT} на сообщение: ${author}, ${time}`;
}
