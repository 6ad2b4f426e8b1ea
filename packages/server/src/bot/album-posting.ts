import type { Bot, Context } from 'grammy';
import type { ChatDraftsService } from '../chat-drafts/chat-drafts.service.ts';

/** An album arrives as one update per photo sharing a media_group_id; the service answers once. */
export function albumPosting(bot: Bot<Context>, drafts: ChatDraftsService): void {
  bot.on(
    ['message:photo', 'message:document', 'message:video', 'message:animation'],
    async (ctx, next) => {
      if (ctx.chat.type !== 'private') return next();
      const message = ctx.message;
      // Telegram lists a photo's sizes smallest first.
      const largest = message.photo?.at(-1);
      await drafts.receivePart({
        sellerId: ctx.from?.id ?? ctx.chat.id,
        albumKey: message.media_group_id ?? `m${message.message_id}`,
        messageId: message.message_id,
        fileId: largest?.file_id ?? null,
        caption: message.caption?.trim() || null,
      });
    },
  );
}
