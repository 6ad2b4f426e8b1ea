import { useState } from 'react';
import { BrowserRouter, useRoutes } from '../router/router';
import type { LaunchParams } from '../telegram/init';
import { AppProvider } from './provider';
import { createQueryClient } from './query-client';
import { appRoutes } from './routes';

function AppRoutes() {
  return useRoutes(appRoutes);
}

export function App({ launch }: { launch: LaunchParams | null }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProvider launch={launch} queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
