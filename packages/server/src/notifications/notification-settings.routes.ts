import {
  notificationSettingsSchema,
  notificationStatusSchema,
  writeAccessSchema,
  type NotificationStatus,
} from '@flowers/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { requireUser } from '../auth/auth.hooks.ts';
import { findUser, setNotificationFlags, type UserRow } from '../users/users.repository.ts';

const USER_NOT_FOUND = 'Пользователь не найден';

function status(row: UserRow | null): NotificationStatus {
  if (row === null) throw new AppError('not_found', USER_NOT_FOUND);
  return { enabled: row.notificationsEnabled, bot_can_write: row.botCanWrite };
}

/** The profile's «Уведомления» toggle, and the answer to the app's requestWriteAccess. */
export function notificationSettingsRoutes(deps: { db: Database }) {
  const { db } = deps;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/me/notifications',
      { schema: { response: { 200: notificationStatusSchema } } },
      async (request) => status(await findUser(db, requireUser(request).id)),
    );
    r.put(
      '/api/me/notifications',
      {
        schema: { body: notificationSettingsSchema, response: { 200: notificationStatusSchema } },
      },
      async (request) =>
        status(
          await setNotificationFlags(db, requireUser(request).id, {
            notificationsEnabled: request.body.enabled,
          }),
        ),
    );
    r.post(
      '/api/me/write-access',
      { schema: { body: writeAccessSchema, response: { 200: notificationStatusSchema } } },
      async (request) => {
        const id = requireUser(request).id;
        // A refusal leaves the flag alone: the user may have started the bot in Telegram.
        if (!request.body.granted) return status(await findUser(db, id));
        return status(await setNotificationFlags(db, id, { botCanWrite: true }));
      },
    );
  };
}
