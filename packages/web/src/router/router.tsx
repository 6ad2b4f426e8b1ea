import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { createBrowserHistory, createMemoryHistory } from './history';
import type { History, Location } from './history';
import { leaveThen } from './leave-guard';
import { matchRoutes } from './match-routes';
import type { Params, RouteObject } from './match-routes';

/**
 * react-router's declarative part in a tenth of its first-load bytes (issue 14): the app
 * loads no data through routes.
 */
interface RouterState {
  history: History;
  location: Location;
}

interface RouteState {
  outlet: ReactNode;
  params: Params;
}

const RouterContext = createContext<RouterState | null>(null);
const RouteContext = createContext<RouteState>({ outlet: null, params: {} });

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type NavigateFunction = (to: string | number, options?: NavigateOptions) => Promise<void>;

export function useRouter(): RouterState {
  const router = use(RouterContext);
  if (router === null) throw new Error('A router hook was used outside <Router>');
  return router;
}

export function navigateIn(history: History, to: string | number, options: NavigateOptions = {}) {
  if (typeof to === 'number') history.go(to);
  else if (options.replace) history.replace(to, options.state);
  else history.push(to, options.state);
}

/** A new address renders as a transition, as react-router does. */
export function Router({ history, children }: { history: History; children: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  useLayoutEffect(
    () =>
      history.listen((next) => {
        startTransition(() => {
          setLocation(next);
        });
      }),
    [history],
  );
  const state = useMemo(() => ({ history, location }), [history, location]);
  return <RouterContext value={state}>{children}</RouterContext>;
}

export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return <Router history={history}>{children}</Router>;
}

export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries?: readonly string[];
  children: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigate(): NavigateFunction {
  const { history } = useRouter();
  return useCallback(
    (to, options) =>
      leaveThen(() => {
        navigateIn(history, to, options);
      }),
    [history],
  );
}

export function useParams(): Params {
  return use(RouteContext).params;
}

export function useSearchParams(): [
  URLSearchParams,
  (
    next: URLSearchParams | ((current: URLSearchParams) => URLSearchParams),
    options?: NavigateOptions,
  ) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (
      next: URLSearchParams | ((current: URLSearchParams) => URLSearchParams),
      options?: NavigateOptions,
    ) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
      void navigate(`?${value.toString()}`, options);
    },
    [navigate, params],
  );
  return [params, setParams];
}

export function useRoutes(routes: readonly RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const matches = useMemo(() => matchRoutes(routes, pathname), [routes, pathname]);
  if (matches === null) return null;
  const params = Object.assign({}, ...matches.map((match) => match.params)) as Params;
  return matches.reduceRight<ReactNode>(
    (outlet, { route }) => (
      <RouteContext value={{ outlet, params }}>{route.element ?? outlet}</RouteContext>
    ),
    null,
  );
}

export function Outlet() {
  return use(RouteContext).outlet;
}

export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    // Once: StrictMode runs effects twice in development.
    if (done.current) return;
    done.current = true;
    void navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}
