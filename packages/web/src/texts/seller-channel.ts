export const CHANNEL_TITLE = 'Канал продавца';
export const CHANNEL_HINT =
  'Бот публикует в вашем канале каждый одобренный букет с кнопкой «Купить» и отмечает проданные. Сделайте бота администратором канала с правами публикации и редактирования сообщений.';
export const CHANNEL_FIELD_LABEL = 'Канал';
export const CHANNEL_PLACEHOLDER = '@my_flowers';
export const CHANNEL_LINK_BUTTON = 'Привязать канал';
export const CHANNEL_UNLINK_BUTTON = 'Отвязать';
export const channelLinkedText = (title: string) => `Привязан канал «${title}»`;
