import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import { Box, Button, ListItem, ListItemIcon, ListItemText, Paper, Switch } from '@mui/material';
import { useId } from 'react';
import { useNotificationStatus, useSetNotificationsEnabled } from '../../api/notifications';
import { useToast } from '../../components/toast/toast-context';
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

const ERROR_TOAST_MS = 5000;

function hintOf(status: ReturnType<typeof useNotificationStatus>): string {
  if (status.isPending) return LOADING_TEXT;
  if (status.isError) return NOTIFICATIONS_LOAD_FAILED_TEXT;
  if (status.data.enabled && !status.data.bot_can_write) {
    return NOTIFICATIONS_BLOCKED_TEXT;
  }
  return NOTIFICATIONS_ON_TEXT;
}

/** The «Уведомления» toggle: whether the bot sends this user its messages. */
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
    <Paper variant="outlined" sx={{ mb: 2 }}>
      <ListItem
        secondaryAction={
          <Switch
            edge="end"
            checked={status.data?.enabled ?? false}
            disabled={!status.data}
            onChange={(event) => {
              toggle(event.target.checked);
            }}
            slotProps={{
              input: { 'aria-labelledby': labelId, 'aria-describedby': hintId, role: 'switch' },
            }}
          />
        }
      >
        <ListItemIcon>
          <NotificationsOutlinedIcon />
        </ListItemIcon>
        <ListItemText
          primary={<span id={labelId}>{NOTIFICATIONS_LABEL}</span>}
          secondary={<span id={hintId}>{hintOf(status)}</span>}
        />
      </ListItem>
      {(status.isError || mayAsk) && (
        <Box sx={{ px: 2, pb: 1.5 }}>
          {status.isError ? (
            <Button size="small" onClick={() => void status.refetch()}>
              {RETRY_TEXT}
            </Button>
          ) : (
            <Button size="small" variant="outlined" onClick={() => void askWriteAccess('now')}>
              {ALLOW_MESSAGES_TEXT}
            </Button>
          )}
        </Box>
      )}
    </Paper>
  );
}
