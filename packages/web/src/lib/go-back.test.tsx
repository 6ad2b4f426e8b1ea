import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createBrowserHistory, createMemoryHistory } from '../router/history';
import type { History } from '../router/history';
import { Router, useLocation, useRoutes } from '../router/router';
import { parentPath, useGoBack } from './go-back';

function Screen() {
  const back = useGoBack();
  return (
    <>
      <p>Адрес {useLocation().pathname}</p>
      <button type="button" onClick={back}>
        Назад
      </button>
    </>
  );
}

function Routes() {
  return useRoutes([{ path: '*', element: <Screen /> }]);
}

function renderAt(history: History) {
  render(
    <Router history={history}>
      <Routes />
    </Router>,
  );
  return userEvent.setup();
}

describe('Back never leaves the app (issue 40)', () => {
  it.each([
    ['/ad/5', '/'],
    ['/order/5', '/ad/5'],
    ['/myorders/12', '/myorders'],
    ['/myorders', '/profile'],
    ['/myads', '/profile'],
    ['/payment-info', '/profile'],
    ['/edit-ad/3', '/myads'],
    ['/seller/9', '/'],
    ['/moderator/orders/4', '/moderpanel'],
    ['/order-edit/4', '/moderator/orders/4'],
    ['/allorders', '/administrationpage'],
    ['/ad-moderation', '/administrationpage'],
    ['/api/success-page', '/'],
    ['/oferta', '/'],
  ])('puts %s under %s', (path, parent) => {
    expect(parentPath(path)).toBe(parent);
  });

  it('goes up the hierarchy from a page opened by a link, then up again, never out', async () => {
    const history = createMemoryHistory(['/order/5']);
    const user = renderAt(history);
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(await screen.findByText('Адрес /ad/5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(await screen.findByText('Адрес /')).toBeInTheDocument();
  });

  it('goes back through the app’s own history when there is one', async () => {
    const history = createMemoryHistory(['/favorites', '/ad/5']);
    const user = renderAt(history);
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(await screen.findByText('Адрес /favorites')).toBeInTheDocument();
  });

  it('keeps the browser’s first entry first through a replace (a deep link), and a reload', () => {
    window.history.replaceState(null, '', '/');
    const history = createBrowserHistory();
    history.replace('/myorders/7');
    expect(history.location.key).toBe('default');
    expect(createBrowserHistory().location).toMatchObject({
      pathname: '/myorders/7',
      key: 'default',
    });
    history.push('/myorders');
    expect(history.location.key).not.toBe('default');
  });
});
