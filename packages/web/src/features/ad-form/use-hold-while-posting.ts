import { useLeaveGuard } from '../../router/leave-guard';
import { confirm } from '../../telegram/popup';
import { useClosingConfirmation } from '../../telegram/use-closing-confirmation';
import { LEAVE_WHILE_POSTING } from '../../texts/ads';

/**
 * Issue 40: while the photos are sent and processed, closing the Mini App asks (Telegram's
 * closing confirmation) and so does leaving the form inside it (a popup).
 */
export function useHoldWhilePosting(posting: boolean): void {
  useClosingConfirmation(posting);
  useLeaveGuard(posting, () =>
    confirm(LEAVE_WHILE_POSTING.message, {
      title: LEAVE_WHILE_POSTING.title,
      confirmText: LEAVE_WHILE_POSTING.leave,
      cancelText: LEAVE_WHILE_POSTING.stay,
    }),
  );
}
