import { USER_NOT_FOUND_MESSAGE, type NotificationStatus } from '@flowers/domain';
import { requireRole } from '../access/require-access.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { findUser, setNotificationFlags, type UserRow } from '../users/users.repository.ts';

function status(row: UserRow | null): NotificationStatus {
  if (row === null) throw new AppError('not_found', USER_NOT_FOUND_MESSAGE);
  return { enabled: row.notificationsEnabled, bot_can_write: row.botCanWrite };
}

// Only the caller's own flags: the id comes from the caller, never input.
export function createNotificationSettingsService(deps: { db: Database }) {
  const { db } = deps;
  return {
    async status(caller: CurrentUser): Promise<NotificationStatus> {
      requireRole(caller, 'settings.own');
      return status(await findUser(db, caller.id));
    },

    async setEnabled(caller: CurrentUser, enabled: boolean): Promise<NotificationStatus> {
      requireRole(caller, 'settings.own');
      return status(await setNotificationFlags(db, caller.id, { notificationsEnabled: enabled }));
    },

    async answerWriteAccess(caller: CurrentUser, granted: boolean): Promise<NotificationStatus> {
      requireRole(caller, 'settings.own');
      // A refusal leaves the flag alone: the user may have started the bot in Telegram.
      if (!granted) return status(await findUser(db, caller.id));
      return status(await setNotificationFlags(db, caller.id, { botCanWrite: true }));
    },
  };
}

export type NotificationSettingsService = ReturnType<typeof createNotificationSettingsService>;
