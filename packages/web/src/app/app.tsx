import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { LaunchParams } from '../telegram/init';
import { AppProvider } from './provider';
import { createQueryClient } from './query-client';
import { appRoutes } from './routes';

export function App({ launch }: { launch: LaunchParams | null }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <AppProvider launch={launch} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
