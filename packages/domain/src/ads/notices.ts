// Issue 12. The pieces arrive HTML-escaped and formatted (`title` in «», sums in roubles).
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
export const OPEN_QUEUE_BUTTON = 'Открыть очередь';

function adsWord(count: number): string {
  const lastTwo = count % 100;
  const last = count % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return 'объявлений';
  if (last === 1) return 'объявление';
  if (last >= 2 && last <= 4) return 'объявления';
  return 'объявлений';
}

/** «🆕 12 объявлений ждут модерации»: the staff chat's digest of waiting decisions. */
export function staffDigestText(waiting: number): string {
  const verb = waiting % 10 === 1 && waiting % 100 !== 11 ? 'ждёт' : 'ждут';
  return `🆕 ${waiting} ${adsWord(waiting)} ${verb} модерации`;
}

/** The line a seller's channel post gains when its bouquet is no longer for sale. */
export const CHANNEL_POST_STATUS_LINES: Record<string, string> = {
  reserved: '⏳ Забронирован',
  completed: '✅ Продано',
  expired: '⌛ Снят с продажи',
  delete: '⌛ Снят с продажи',
  delete_admin: '⌛ Снят с продажи',
};
