import { useNotificationStatus, useSetNotificationsEnabled } from '../../api/notifications';
import { useToast } from '../../components/toast/toast-context';
import { BellIcon, Button, Switch } from '../../components/ui';
import { useWriteAccessRequest } from '../../lib/use-write-access-request';
import { canAskWriteAccess } from '../../telegram/write-access';
import {
  ALLOW_MESSAGES_TEXT,
  NOTIFICATIONS_BLOCKED_TEXT,
  NOTIFICATIONS_LABEL,
  NOTIFICATIONS_LOAD_FAILED_TEXT,
  NOTIFICATIONS_ON_TEXT,
  notificationsSaveFailedText,
} from '../../texts/bot';
import { LOADING_TEXT, RETRY_TEXT } from '../../texts/common';
import { useId } from 'react';

const ERROR_TOAST_MS = 5000;

function hintOf(status: ReturnType<typeof useNotificationStatus>): string {
  if (status.isPending) return LOADING_TEXT;
  if (status.isError) return NOTIFICATIONS_LOAD_FAILED_TEXT;
  if (status.data.enabled && !status.data.bot_can_write) {
    return NOTIFICATIONS_BLOCKED_TEXT;
  }
  return NOTIFICATIONS_ON_TEXT;
}

export function NotificationsToggle() {
  const status = useNotificationStatus();
  const setEnabled = useSetNotificationsEnabled();
  const askWriteAccess = useWriteAccessRequest();
  const showToast = useToast();
  const labelId = useId();
  const hintId = useId();
  const mayAsk = status.data?.enabled === true && !status.data.bot_can_write && canAskWriteAccess();

  const toggle = (enabled: boolean) => {
    setEnabled.mutate(enabled, {
      onError: (error) => {
        showToast({
          message: notificationsSaveFailedText(error.message),
          severity: 'error',
          durationMs: ERROR_TOAST_MS,
        });
      },
    });
  };

  return (
    <div className="ui-section__body notifications">
      <div className="notifications__row">
        <span className="ui-cell__before">
          <BellIcon />
        </span>
        <Switch
          className="notifications__switch"
          label={
            <span className="notifications__text">
              <span id={labelId}>{NOTIFICATIONS_LABEL}</span>
              <span id={hintId} className="ui-cell__subtitle">
                {hintOf(status)}
              </span>
            </span>
          }
          aria-labelledby={labelId}
          aria-describedby={hintId}
          checked={status.data?.enabled ?? false}
          disabled={!status.data}
          onChange={(event) => {
            toggle(event.target.checked);
          }}
        />
      </div>
      {(status.isError || mayAsk) && (
        <div className="notifications__action">
          {status.isError ? (
            <Button variant="plain" size="small" onClick={() => void status.refetch()}>
              {RETRY_TEXT}
            </Button>
          ) : (
            <Button variant="secondary" size="small" onClick={() => void askWriteAccess('now')}>
              {ALLOW_MESSAGES_TEXT}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
