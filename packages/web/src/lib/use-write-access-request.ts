import { useQueryClient } from '@tanstack/react-query';
import { notificationStatusQueryOptions, reportWriteAccess } from '../api/notifications';
import { askWriteAccess, canAskWriteAccess } from '../telegram/write-access';
import { useSession } from './session-context';

// Per user and device: Telegram's own prompt is a one-time question, not a nag.
const ASKED_PREFIX = 'flowers/write-access-asked/';

/**
 * 'once' after the first order or posted ad, never repeated. Never throws: the user's own
 * action has already succeeded.
 */
export function useWriteAccessRequest(): (mode: 'once' | 'now') => Promise<void> {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const askedKey = ASKED_PREFIX + user.userId;

  return async (mode) => {
    if (!canAskWriteAccess()) return;
    if (mode === 'once' && localStorage.getItem(askedKey) !== null) return;
    try {
      const status = await queryClient.fetchQuery(notificationStatusQueryOptions());
      if (status.bot_can_write) return;
      localStorage.setItem(askedKey, new Date().toISOString());
      const granted = await askWriteAccess();
      if (granted === null) return;
      await reportWriteAccess(granted);
      await queryClient.invalidateQueries(notificationStatusQueryOptions());
    } catch (error) {
      console.error('Запрос разрешения на сообщения от бота:', error);
    }
  };
}
