import { sellerChannelLinkSchema, sellerChannelSchema } from '@flowers/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/auth.hooks.ts';
import type { SellerChannelService } from './seller-channel.service.ts';

export function sellerChannelRoutes(service: SellerChannelService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const response = { 200: sellerChannelSchema };
    r.get(
      '/api/me/channel',
      { schema: { summary: "The Telegram channel one's bouquets are posted to", response } },
      (request) => service.get(requireUser(request)),
    );
    r.put(
      '/api/me/channel',
      {
        schema: {
          summary: "Link a Telegram channel to post one's bouquets to",
          body: sellerChannelLinkSchema,
          response,
        },
      },
      (request) => service.link(requireUser(request), request.body.channel),
    );
    r.delete(
      '/api/me/channel',
      { schema: { summary: "Unlink one's Telegram channel", response } },
      (request) => service.unlink(requireUser(request)),
    );
  };
}
