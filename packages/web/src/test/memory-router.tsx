import { createMemoryHistory } from '../router/history';
import type { Location } from '../router/history';
import type { RouteObject } from '../router/match-routes';
import { navigateIn, Router, useRoutes } from '../router/router';
import type { NavigateOptions } from '../router/router';

export interface MemoryRouter {
  routes: readonly RouteObject[];
  readonly state: { location: Location };
  navigate: (to: string | number, options?: NavigateOptions) => Promise<void>;
  history: ReturnType<typeof createMemoryHistory>;
}

export function createMemoryRouter(
  routes: readonly RouteObject[],
  { initialEntries }: { initialEntries: readonly string[] },
): MemoryRouter {
  const history = createMemoryHistory(initialEntries);
  return {
    routes,
    history,
    get state() {
      return { location: history.location };
    },
    navigate: (to, options) => {
      navigateIn(history, to, options);
      return Promise.resolve();
    },
  };
}

function Routes({ routes }: { routes: readonly RouteObject[] }) {
  return useRoutes(routes);
}

export function RouterProvider({ router }: { router: MemoryRouter }) {
  return (
    <Router history={router.history}>
      <Routes routes={router.routes} />
    </Router>
  );
}
