import type { DemoBotMessage } from '@flowers/domain';
import type { StandinMessageRow } from './standin.repository.ts';

export function demoBotMessage(row: StandinMessageRow): DemoBotMessage {
  return {
    message_id: row.messageId,
    date: Math.floor(row.createdAt.getTime() / 1000),
    from: row.fromId === null ? 'bot' : String(row.fromId),
    text: row.text,
    photo_url: row.photoUrl,
    caption: row.caption,
    reply_markup: row.replyMarkup as DemoBotMessage['reply_markup'],
    reply_to_message_id: row.replyToMessageId,
    edited: row.edited,
  };
}
