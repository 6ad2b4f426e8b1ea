/** What a seller is told when linking their Telegram channel fails (issue 29). */
export const CHANNEL_MESSAGES = {
  notFound:
    'Канал не найден. Проверьте адрес и добавьте бота в администраторы канала: иначе Telegram не покажет ему канал.',
  notChannel: 'Это не канал. Укажите канал, например @my_flowers.',
  botNotAdmin: (bot: string) =>
    `Бот не администратор канала. Добавьте ${bot} в администраторы канала с правом публиковать сообщения.`,
  cannotPost:
    'Бот не может публиковать в канале: включите ему право «Публикация сообщений» в настройках администраторов.',
  cannotEdit:
    'Бот не может изменять посты: включите ему право «Редактирование сообщений» в настройках администраторов.',
  notYours: 'Привязать можно только свой канал: вы должны быть его администратором.',
  taken: 'Этот канал уже привязан другим продавцом.',
  telegramDown: 'Telegram не ответил. Попробуйте ещё раз через минуту.',
  /** The bot's name in `botNotAdmin` while Telegram has not told it yet. */
  botFallbackName: 'бота',
  /** Sent to the seller when the bot lost its rights; `title` arrives HTML-escaped. */
  unlinked: (title: string) =>
    `📣 Бот больше не может публиковать в канале «${title}», и канал отвязан от вашего профиля.\nЧтобы букеты снова появлялись в канале, сделайте бота администратором с правом публикации и привяжите канал в «Профиле».`,
} as const;
