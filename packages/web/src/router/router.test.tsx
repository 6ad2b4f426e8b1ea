import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createBrowserHistory, createMemoryHistory } from './history';
import { Link } from './link';
import type { RouteObject } from './match-routes';
import {
  Navigate,
  Outlet,
  Router,
  useLocation,
  useParams,
  useRoutes,
  useSearchParams,
} from './router';

function Address() {
  const { pathname, search } = useLocation();
  return <p>Адрес {pathname + search}</p>;
}

function Ad() {
  return <p>Букет {useParams().id}</p>;
}

function Filter() {
  const [params, setParams] = useSearchParams();
  return (
    <button
      type="button"
      onClick={() => {
        setParams(new URLSearchParams({ q: 'розы' }), { replace: true });
      }}
    >
      Поиск {params.get('q')}
    </button>
  );
}

const routes: RouteObject[] = [
  {
    element: (
      <main>
        <Link to="/ad/7">Розы</Link>
        <Outlet />
      </main>
    ),
    children: [
      { path: '/', element: <Filter /> },
      { path: '/ad/:id', element: <Ad /> },
    ],
  },
  { path: '/old', element: <Navigate to="/ad/3" replace /> },
  { path: '*', element: <Address /> },
];

function Routes() {
  return useRoutes(routes);
}

function renderAt(path: string, behind: readonly string[] = []) {
  const history = createMemoryHistory([...behind, path]);
  render(
    <Router history={history}>
      <Routes />
    </Router>,
  );
  return history;
}

describe('the router', () => {
  it('draws the screen inside its layout and follows a link without reloading', async () => {
    const history = renderAt('/');

    await userEvent.click(screen.getByRole('link', { name: 'Розы' }));

    expect(await screen.findByText('Букет 7')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/ad/7');
    act(() => {
      history.go(-1);
    });
    expect(await screen.findByRole('button', { name: /Поиск/ })).toBeInTheDocument();
  });

  it('gives a link its address, so the browser can open it in a new tab', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Розы' })).toHaveAttribute('href', '/ad/7');
  });

  it('replaces the entry when a link leads to the address already open', async () => {
    // Not the first entry: that one keeps its key through a replace (issue 40).
    const history = renderAt('/ad/7', ['/']);
    const before = history.location.key;

    await userEvent.click(screen.getByRole('link', { name: 'Розы' }));
    expect(history.location.key).not.toBe(before);
    expect(history.location.pathname).toBe('/ad/7');
    act(() => {
      history.go(-1);
    });

    expect(history.location.pathname).toBe('/');
  });

  it('writes the query through useSearchParams, replacing the entry when asked', async () => {
    const history = renderAt('/');

    await userEvent.click(screen.getByRole('button', { name: /Поиск/ }));

    expect(await screen.findByRole('button', { name: 'Поиск розы' })).toBeInTheDocument();
    expect(history.location.search).toBe('?q=%D1%80%D0%BE%D0%B7%D1%8B');
    act(() => {
      history.go(-1);
    });
    expect(history.location.search).toBe('?q=%D1%80%D0%BE%D0%B7%D1%8B');
  });

  it('redirects with <Navigate>', async () => {
    const history = renderAt('/old');

    expect(await screen.findByText('Букет 3')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/ad/3');
  });
});

describe('the browser history', () => {
  it('keeps a navigation’s state and key in history.state, so a reload keeps them', () => {
    const history = createBrowserHistory();
    history.push('/?from=test', { postedAdTitle: 'Розы' });

    const reloaded = createBrowserHistory().location;

    expect(reloaded).toEqual(history.location);
    expect(reloaded).toMatchObject({ search: '?from=test', state: { postedAdTitle: 'Розы' } });
  });
});
