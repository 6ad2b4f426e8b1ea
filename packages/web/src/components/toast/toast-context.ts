import { createContext, use } from 'react';
import type { Severity } from '../ui/banner';

export interface Toast {
  message: string;
  /** spec §9. */
  severity: Severity;
  durationMs: number;
}

export type ShowToast = (toast: Toast) => void;

export const ToastContext = createContext<ShowToast | null>(null);

/** A newer one replaces the current one. */
export function useToast(): ShowToast {
  const show = use(ToastContext);
  if (!show) throw new Error('useToast must be used inside ToastProvider');
  return show;
}
