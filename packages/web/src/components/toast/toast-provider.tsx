import { useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { notificationHaptic } from '../../telegram/init';
import { Toast as ToastView } from '../ui/toast';
import { ToastContext } from './toast-context';
import type { Toast } from './toast-context';

interface Shown extends Toast {
  key: number;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Shown | null>(null);

  const show = useCallback((next: Toast) => {
    // The phone confirms a success or an error by touch too, as Telegram's own screens do.
    if (next.severity === 'success' || next.severity === 'error') {
      notificationHaptic(next.severity);
    }
    setToast({ ...next, key: Date.now() + Math.random() });
  }, []);

  useEffect(() => {
    if (!toast) return undefined;
    const timer = setTimeout(() => {
      setToast(null);
    }, toast.durationMs);
    return () => {
      clearTimeout(timer);
    };
  }, [toast]);

  return (
    <ToastContext value={show}>
      {children}
      <div className="ui-toast-region">
        {toast && (
          <ToastView
            key={toast.key}
            message={toast.message}
            severity={toast.severity}
            onClose={() => {
              setToast(null);
            }}
          />
        )}
      </div>
    </ToastContext>
  );
}
