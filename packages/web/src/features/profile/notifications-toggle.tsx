import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import { Box, Button, ListItem, ListItemIcon, ListItemText, Paper, Switch } from '@mui/material';
import { useId } from 'react';
import { useNotificationStatus, useSetNotificationsEnabled } from '../../api/notifications';
import { useToast } from '../../components/toast/toast-context';
import { useWriteAccessRequest } from '../../lib/use-write-access-request';
import { canAskWriteAccess } from '../../telegram/write-access';

const ERROR_TOAST_MS = 5000;

function hintOf(status: ReturnType<typeof useNotificationStatus>): string {
  if (status.isPending) return 'Загрузка…';
  if (status.isError) return 'Не удалось загрузить настройку';
  if (status.data.enabled && !status.data.bot_can_write) {
    return 'Бот пока не может вам писать: разрешите ему сообщения';
  }
  return 'Бот пишет о ваших заказах и объявлениях';
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
          message: `Не удалось сохранить настройку уведомлений: ${error.message}`,
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
          primary={<span id={labelId}>Уведомления</span>}
          secondary={<span id={hintId}>{hintOf(status)}</span>}
        />
      </ListItem>
      {(status.isError || mayAsk) && (
        <Box sx={{ px: 2, pb: 1.5 }}>
          {status.isError ? (
            <Button size="small" onClick={() => void status.refetch()}>
              Повторить
            </Button>
          ) : (
            <Button size="small" variant="outlined" onClick={() => void askWriteAccess('now')}>
              Разрешить сообщения
            </Button>
          )}
        </Box>
      )}
    </Paper>
  );
}
