/**
 * What sellers and the staff chat read about ads in Telegram (issue 12). The pieces arrive
 * HTML-escaped and formatted (`title` already in «», sums in roubles).
 */
export const AD_NOTICES = {
  approved: (title: string) => `✅ Объявление ${title} одобрено и опубликовано в каталоге.`,
  rejected: (title: string, reason: string) =>
    `❌ Объявление ${title} отклонено модератором.\nПричина: ${reason}`,
  editApproved: (title: string) => `✅ Изменения объявления ${title} одобрены.`,
  editRejected: (title: string) =>
    `❌ Изменения объявления ${title} отклонены, объявление осталось прежним.`,
  deleteApproved: (title: string) => `🗑 Объявление ${title} удалено по вашему запросу.`,
  deleteRejected: (title: string) => `❌ Запрос на удаление объявления ${title} отклонён.`,
  expired: (title: string) => `⌛ Объявление ${title} снято с публикации: прошло 48 часов.`,
  staffNewAd: (
    id: number,
    title: string,
    price: string,
    sellerPrice: string,
    description: string,
    address: string,
  ) =>
    `🆕 Объявление №${id} ждёт модерации\n<b>${title}</b> — ` +
    `${price} (продавцу ${sellerPrice})${description}\n` +
    `Адрес: ${address}`,
  staffDeleteRequest: (id: number, title: string) =>
    `🗑 Запрос на удаление объявления №${id} ${title}`,
  staffEditRequest: (id: number, title: string, newTitle: string, newSellerPrice: string) =>
    `✏️ Запрос на изменение объявления №${id} ${title}\n` +
    `Новое название: ${newTitle}\nНовая цена продавца: ${newSellerPrice}`,
  staffApproved: '✅ Одобрено',
  staffRejected: '❌ Отклонено',
  staffReason: (reason: string) => `\nПричина: ${reason}`,
};

export const OPEN_AD_SCREEN_BUTTON = 'Открыть объявление';
export const APPROVE_BUTTON = 'Одобрить';
export const REJECT_BUTTON = 'Отклонить';
export const OPEN_IN_APP_BUTTON = 'Открыть в приложении';
