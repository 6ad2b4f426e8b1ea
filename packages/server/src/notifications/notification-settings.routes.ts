import {
  notificationSettingsSchema,
  notificationStatusSchema,
  writeAccessSchema,
} from '@flowers/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/auth.hooks.ts';
import type { NotificationSettingsService } from './notification-settings.service.ts';

const statusResponse = { 200: notificationStatusSchema };

export function notificationSettingsRoutes(settings: NotificationSettingsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/me/notifications',
      { schema: { summary: "One's notification settings", response: statusResponse } },
      (request) => settings.status(requireUser(request)),
    );
    r.put(
      '/api/me/notifications',
      {
        schema: {
          summary: "Change one's notification settings",
          body: notificationSettingsSchema,
          response: statusResponse,
        },
      },
      (request) => settings.setEnabled(requireUser(request), request.body.enabled),
    );
    r.post(
      '/api/me/write-access',
      {
        schema: {
          summary: 'Record that the bot may write to one',
          body: writeAccessSchema,
          response: statusResponse,
        },
      },
      (request) => settings.answerWriteAccess(requireUser(request), request.body.granted),
    );
  };
}
