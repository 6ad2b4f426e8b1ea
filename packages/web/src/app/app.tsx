import { useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import type { LaunchParams } from '../telegram/init';
import { AppProvider } from './provider';
import { createQueryClient } from './query-client';
import { appRoutes } from './routes';

function AppRoutes() {
  return useRoutes(appRoutes);
}

// The declarative router: the app loads no data through routes, and the data router would add
// about 15 kB gzip to the first load (issue 14).
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
