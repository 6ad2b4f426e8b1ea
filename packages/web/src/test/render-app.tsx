import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from './memory-router';
import { AppProvider } from '../app/provider';
import { appRoutes } from '../app/routes';
import type { LaunchParams } from '../telegram/init';

interface RenderAppOptions {
  path?: string;
  /** Entries behind `path`, oldest first: the app's own history before it. */
  behind?: readonly string[];
  launch?: LaunchParams | null;
}

export function renderApp({ path = '/', behind = [], launch = null }: RenderAppOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(appRoutes, { initialEntries: [...behind, path] });
  const view = render(
    <AppProvider launch={launch} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}
