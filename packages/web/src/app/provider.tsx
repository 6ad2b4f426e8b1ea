import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/toast/toast-provider';
import type { LaunchParams } from '../telegram/init';
import { LaunchParamsContext } from '../telegram/launch-params-context';
import { BottomButtonsFallback } from './shell/bottom-buttons-fallback';
import { PopupFallback } from './popup-fallback';
import { AppThemeProvider } from './theme-provider';

interface AppProviderProps {
  launch: LaunchParams | null;
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProvider({ launch, queryClient, children }: AppProviderProps) {
  return (
    <LaunchParamsContext value={launch}>
      <QueryClientProvider client={queryClient}>
        <AppThemeProvider>
          <ToastProvider>
            {children}
            <BottomButtonsFallback />
            <PopupFallback />
          </ToastProvider>
        </AppThemeProvider>
      </QueryClientProvider>
    </LaunchParamsContext>
  );
}
