import type { User } from '@flowers/domain';
import { useActionFeedback } from '../../../components/staff/use-action-feedback';
import { confirm } from '../../../telegram/popup';
import { CANCEL_TEXT, DELETE_TEXT } from '../../../texts/common';
import {
  BLACKLISTED_TEXT,
  ROLE_CHANGED_TEXT,
  UNBLACKLISTED_TEXT,
  USER_DELETED_TEXT,
} from '../../../texts/staff';
import { ADMIN_PANEL_MESSAGES, deleteUserQuestion } from '../../../texts/users';
import { useUpdateUser } from '../api/update-user';
import type { UserUpdate } from '../api/update-user';

const FAILURE: Record<UserUpdate['kind'], string> = {
  role: ADMIN_PANEL_MESSAGES.roleFailed,
  blacklist: ADMIN_PANEL_MESSAGES.blacklistFailed,
  delete: ADMIN_PANEL_MESSAGES.deleteFailed,
};

function doneText(change: UserUpdate): string {
  if (change.kind === 'role') return ROLE_CHANGED_TEXT;
  if (change.kind === 'delete') return USER_DELETED_TEXT;
  return change.blacklist ? BLACKLISTED_TEXT : UNBLACKLISTED_TEXT;
}

/** The admin panel's changes to a user: each says how it went; deleting asks first (spec §5). */
export function useUserChanges() {
  const update = useUpdateUser();
  const feedback = useActionFeedback();

  const run = async (change: UserUpdate) => {
    try {
      await update.mutateAsync(change);
      feedback.done(doneText(change));
    } catch (error) {
      feedback.failed(FAILURE[change.kind], error);
    }
  };

  return {
    run,
    async remove(user: User) {
      const sure = await confirm(deleteUserQuestion(user), {
        confirmText: DELETE_TEXT,
        cancelText: CANCEL_TEXT,
        destructive: true,
      });
      if (sure) await run({ kind: 'delete', userId: user.user_id });
    },
    busyWith: (userId: string) => update.isPending && update.variables.userId === userId,
  };
}
