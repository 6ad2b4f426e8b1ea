import { formatRubles } from '@flowers/domain';
import type { AdRow } from './ads.repository.ts';
import type { Database } from '../db/database.ts';
import { staffCallback } from '../notifications/staff-callbacks.ts';
import { enqueueNotification, escapeHtml } from '../notifications/outbox.ts';
import { STAFF_CHAT } from '../notifications/outbox-payload.ts';

// What sellers and the staff chat hear about ads (issue 12). Each function is called inside
// the transaction of the change it reports.

type AdFacts = Pick<AdRow, 'id' | 'ownerId' | 'title'>;

const quoted = (title: string) => `«${escapeHtml(title)}»`;
const OPEN_MY_ADS = { text: 'Мои объявления', open: { screen: 'my-ads' as const } };
const openAd = (id: number) => ({
  text: 'Открыть объявление',
  open: { screen: 'ad' as const, adId: id },
});

export function notifyAdApproved(tx: Database, ad: AdFacts) {
  return enqueueNotification(tx, ad.ownerId, 'ad.approved', {
    text: `✅ Объявление ${quoted(ad.title)} одобрено и опубликовано в каталоге.`,
    buttons: [[openAd(ad.id)]],
  });
}

export function notifyAdRejected(tx: Database, ad: AdFacts, reason: string) {
  return enqueueNotification(tx, ad.ownerId, 'ad.rejected', {
    text: `❌ Объявление ${quoted(ad.title)} отклонено модератором.\nПричина: ${escapeHtml(reason)}`,
    buttons: [[OPEN_MY_ADS]],
  });
}

const REQUEST_DECISIONS = {
  edit: {
    true: (title: string) => `✅ Изменения объявления ${title} одобрены.`,
    false: (title: string) =>
      `❌ Изменения объявления ${title} отклонены, объявление осталось прежним.`,
  },
  delete: {
    true: (title: string) => `🗑 Объявление ${title} удалено по вашему запросу.`,
    false: (title: string) => `❌ Запрос на удаление объявления ${title} отклонён.`,
  },
} as const;

export function notifyRequestDecided(
  tx: Database,
  ad: AdFacts,
  type: 'edit' | 'delete',
  approved: boolean,
) {
  return enqueueNotification(tx, ad.ownerId, `ad.${type}_${approved ? 'approved' : 'rejected'}`, {
    text: REQUEST_DECISIONS[type][`${approved}`](quoted(ad.title)),
    buttons: [[type === 'edit' && approved ? openAd(ad.id) : OPEN_MY_ADS]],
  });
}

export function notifyAdExpired(tx: Database, ad: AdFacts) {
  return enqueueNotification(tx, ad.ownerId, 'ad.expired', {
    text: `⌛ Объявление ${quoted(ad.title)} снято с публикации: прошло 48 часов.`,
    buttons: [[OPEN_MY_ADS]],
  });
}

/** The staff chat: a new ad with its first photo, and buttons to decide from the chat. */
export function notifyStaffNewAd(
  tx: Database,
  ad: Pick<AdRow, 'id' | 'title' | 'description' | 'price' | 'originalPrice' | 'address'>,
  photoUrl: string | undefined,
) {
  const description = ad.description === null ? '' : `\n${escapeHtml(ad.description)}`;
  return enqueueNotification(tx, STAFF_CHAT, 'staff.ad_new', {
    text:
      `🆕 Объявление №${ad.id} ждёт модерации\n<b>${escapeHtml(ad.title)}</b> — ` +
      `${formatRubles(ad.price)} (продавцу ${formatRubles(ad.originalPrice)})${description}\n` +
      `Адрес: ${escapeHtml(ad.address)}`,
    ...(photoUrl !== undefined && { photoUrl }),
    buttons: [
      [
        { text: 'Одобрить', callback: staffCallback('ad', 'ok', ad.id) },
        { text: 'Отклонить', callback: staffCallback('ad', 'no', ad.id) },
      ],
      [{ text: 'Открыть в приложении', open: { screen: 'ad-moderation' } }],
    ],
  });
}

export function notifyStaffRequest(
  tx: Database,
  requestId: number,
  ad: Pick<AdRow, 'id' | 'title'>,
  change: { type: 'delete' } | { type: 'edit'; title: string; originalPrice: number },
) {
  const text =
    change.type === 'delete'
      ? `🗑 Запрос на удаление объявления №${ad.id} ${quoted(ad.title)}`
      : `✏️ Запрос на изменение объявления №${ad.id} ${quoted(ad.title)}\n` +
        `Новое название: ${quoted(change.title)}\nНовая цена продавца: ${formatRubles(change.originalPrice)}`;
  return enqueueNotification(tx, STAFF_CHAT, `staff.${change.type}_request`, {
    text,
    buttons: [
      [
        { text: 'Одобрить', callback: staffCallback('req', 'ok', requestId) },
        { text: 'Отклонить', callback: staffCallback('req', 'no', requestId) },
      ],
      [
        {
          text: 'Открыть в приложении',
          open: { screen: change.type === 'edit' ? 'edit-requests' : 'delete-requests' },
        },
      ],
    ],
  });
}

/** Who decided, as the staff chat names people. */
export const decidedBy = (staff: { id: number; username: string | null }) =>
  staff.username !== null ? `@${staff.username}` : `id ${staff.id}`;

/**
 * The staff-chat message of a new ad or of an edit/delete request shows the decision and
 * loses its buttons, whether the decision was taken in the chat or in the app's screens.
 */
export function notifyStaffDecided(
  tx: Database,
  subject: { ad: number } | { request: number },
  staff: { id: number; username: string | null },
  decision: { approved: true } | { approved: false; reason?: string },
) {
  const verdict = decision.approved ? '✅ Одобрено' : '❌ Отклонено';
  const reason =
    !decision.approved && decision.reason !== undefined
      ? `\nПричина: ${escapeHtml(decision.reason)}`
      : '';
  const toMessageWith =
    'ad' in subject
      ? staffCallback('ad', 'ok', subject.ad)
      : staffCallback('req', 'ok', subject.request);
  return enqueueNotification(tx, STAFF_CHAT, 'staff.decided', {
    append: { toMessageWith, line: `${verdict}: ${escapeHtml(decidedBy(staff))}${reason}` },
  });
}
