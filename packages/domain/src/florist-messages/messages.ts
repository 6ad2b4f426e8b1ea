import {
  FLORIST_MESSAGE_MAX_CHARS,
  FLORIST_MESSAGES_PER_WINDOW,
  type FloristMessageSender,
} from './rules';

/** What a person reads when the server refuses a message (spec: every error in Russian). */
export const FLORIST_MESSAGE_ERRORS = {
  empty: 'Напишите сообщение',
  tooLong: `Сообщение: не больше ${FLORIST_MESSAGE_MAX_CHARS} символов`,
  badKey: 'Обновите страницу и отправьте сообщение ещё раз',
  tooFast: `Не больше ${FLORIST_MESSAGES_PER_WINDOW} сообщений в минуту. Подождите немного и отправьте снова.`,
  ownBouquet: 'Это ваш букет: покупатели напишут вам сами',
  threadNotFound: 'Переписка не найдена',
  messageNotFound: 'Сообщение не найдено',
  ownMessage: 'Пожаловаться можно только на сообщение собеседника',
  staffOnlyInDispute:
    'Переписку покупателя и флориста модераторы видят только в споре или по жалобе',
} as const;

/** The bot's words; the reply parser finds the thread by `переписка №N` in them. */
export const FLORIST_BOT_TEXTS = {
  threadMark: (threadId: number) => `переписка №${threadId}`,
  fromBuyerAboutOrder: (orderNumber: string, threadId: number) =>
    `✉️ Сообщение от покупателя по заказу №${orderNumber} (переписка №${threadId}):`,
  fromBuyerAboutBouquet: (title: string, threadId: number) =>
    `✉️ Вопрос покупателя о букете «${title}» (переписка №${threadId}):`,
  fromSellerAboutOrder: (orderNumber: string, threadId: number) =>
    `✉️ Ответ флориста по заказу №${orderNumber} (переписка №${threadId}):`,
  fromSellerAboutBouquet: (title: string, threadId: number) =>
    `✉️ Ответ флориста о букете «${title}» (переписка №${threadId}):`,
  howToAnswer:
    'Ответьте на это сообщение или нажмите «Ответить». Ваше имя и телефон собеседник не видит.',
  answerButton: 'Ответить',
  reportButton: 'Пожаловаться',
  openThreadButton: 'Открыть переписку',
  prompt: (threadId: number) => `Напишите ответ в переписку №${threadId} ответом на это сообщение.`,
  placeholder: (to: FloristMessageSender) =>
    to === 'seller' ? 'Сообщение флористу' : 'Ответ покупателю',
  sent: (to: FloristMessageSender) =>
    to === 'seller' ? '✅ Отправлено флористу.' : '✅ Отправлено покупателю.',
  reported: 'Жалоба отправлена модераторам. Спасибо!',
  staffReport: (where: string, reporter: FloristMessageSender, text: string) =>
    `⚠️ Жалоба на сообщение ${reporter === 'buyer' ? 'флориста' : 'покупателя'} ${where}` +
    ` (пожаловался ${reporter === 'buyer' ? 'покупатель' : 'флорист'}):\n\n«${text}»`,
  aboutOrder: (orderNumber: string) => `по заказу №${orderNumber}`,
  aboutBouquet: (title: string) => `о букете «${title}»`,
} as const;
