import {
  idParamSchema,
  isInCatalogue,
  preparedShareSchema,
  type BotLink,
  type PreparedShare,
  AD_NOT_FOUND_MESSAGE,
  SHARE_NOT_PREPARED_MESSAGE,
} from '@flowers/domain';
import type { FastifyInstance } from 'fastify';
import type { Api } from 'grammy';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/auth.hooks.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { selectAd } from '../ads/ads.repository.ts';
import { adInlineResult } from './ad-inline-result.ts';

export interface ShareMessageDeps {
  db: Database;
  media: MediaStorage;
  api: Api;
  publicUrl: string;
  botLink: () => Promise<BotLink | null>;
}

/** Bot API 8.0: savePreparedInlineMessage, whose id the app hands to shareMessage. */
export function createShareMessageService(deps: ShareMessageDeps) {
  return {
    async prepare(viewer: CurrentUser, adId: number): Promise<PreparedShare> {
      const ad = await selectAd(deps.db, deps.media, adId);
      if (ad === null || !isInCatalogue(ad.status))
        throw new AppError('not_found', AD_NOT_FOUND_MESSAGE);
      const bot = await deps.botLink();
      // getMe has not answered yet: the app shares a link instead.
      if (bot === null) throw new AppError('conflict', SHARE_NOT_PREPARED_MESSAGE);
      try {
        const prepared = await deps.api.savePreparedInlineMessage(
          viewer.id,
          adInlineResult(ad, bot, deps.publicUrl),
          { allow_user_chats: true, allow_group_chats: true, allow_channel_chats: true },
        );
        return { prepared_message_id: prepared.id };
      } catch {
        throw new AppError('unavailable', SHARE_NOT_PREPARED_MESSAGE);
      }
    },
  };
}

export function shareMessageRoutes(service: ReturnType<typeof createShareMessageService>) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/ads/:id/share-message',
      {
        schema: {
          summary: 'Prepare a message to share a bouquet in Telegram',
          params: z.object({ id: idParamSchema }),
          response: { 200: preparedShareSchema },
        },
      },
      (request) => service.prepare(requireUser(request), request.params.id),
    );
  };
}
