import type { Role } from '@flowers/domain';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLocation } from '../router/router';
import { createMemoryRouter, RouterProvider } from './memory-router';
import { AppProvider } from '../app/provider';
import { SessionContext } from '../lib/session-context';

export const SIGNED_IN_USER = { userId: '42', username: 'anna' } as const;

function Elsewhere() {
  return <p>Открыт адрес {useLocation().pathname}</p>;
}

interface RenderScreenOptions {
  role?: Role;
  route?: string;
  path?: string;
}

/** Other paths render their pathname so tests can assert navigation. */
export function renderScreen(screen: ReactNode, options: RenderScreenOptions = {}) {
  const { role = 'user', route = '/', path = route } = options;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const session = { user: { ...SIGNED_IN_USER, role }, switchDemoUser: null };
  const router = createMemoryRouter(
    [
      { path: route, element: screen },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProvider launch={null} queryClient={queryClient}>
      <SessionContext value={session}>
        <RouterProvider router={router} />
      </SessionContext>
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}
