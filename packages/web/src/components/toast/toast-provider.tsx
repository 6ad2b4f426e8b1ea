import { Alert, Snackbar } from '@mui/material';
import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { ToastContext } from './toast-context';
import type { Toast } from './toast-context';

interface Shown extends Toast {
  key: number;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Shown | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback((next: Toast) => {
    setToast({ ...next, key: Date.now() + Math.random() });
    setOpen(true);
  }, []);

  return (
    <ToastContext value={show}>
      {children}
      <Snackbar
        key={toast?.key}
        open={open && toast !== null}
        autoHideDuration={toast?.durationMs ?? null}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setOpen(false);
        }}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        sx={{ top: 'calc(var(--app-safe-top) + 8px)' }}
      >
        <Alert
          severity={toast?.severity ?? 'info'}
          variant="filled"
          onClose={() => {
            setOpen(false);
          }}
          sx={{ width: '100%' }}
        >
          {toast?.message}
        </Alert>
      </Snackbar>
    </ToastContext>
  );
}
