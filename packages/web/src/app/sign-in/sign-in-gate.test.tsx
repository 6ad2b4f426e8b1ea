import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/fake-api';
import { publicConfig, telegramLaunch, TELEGRAM_INIT_DATA } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const DEMO_USERS = [
  { userId: '1001', username: 'demo_buyer', role: 'user', label: 'Покупатель' },
  { userId: '1002', username: 'demo_seller', role: 'user', label: 'Продавец' },
  { userId: '1003', username: 'demo_moderator', role: 'moderator', label: 'Модератор' },
];

function demoServer() {
  return stubApi({
    'GET /api/public-config': () => json(publicConfig(true)),
    'GET /api/demo/users': () => json(DEMO_USERS),
    'POST /api/demo/init-data': (call) => {
      const { userId } = call.body as { userId: string };
      return json({ initData: `signed-for-${userId}` });
    },
    'POST /api/parse-initdata': (call) => {
      const userId = call.headers.get('x-initdata')?.replace('signed-for-', '') ?? '';
      const user = DEMO_USERS.find((u) => u.userId === userId);
      return user ? json({ userId, username: user.username }) : json({ error: 'Нет' }, 401);
    },
    'GET /api/users/role/1002': () => json({ role: 'user' }),
    'GET /api/users/role/1003': () => json({ role: 'moderator' }),
  });
}

describe('sign-in', () => {
  it('shows «Ошибка при авторизации» when parse-initdata fails', async () => {
    stubApi({
      'GET /api/public-config': () => json(publicConfig(false)),
      'POST /api/parse-initdata': () => json({ error: 'Подпись init data не сходится' }, 401),
    });
    renderApp({ launch: telegramLaunch() });

    expect(await screen.findByText('Ошибка при авторизации')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'КАТАЛОГ' })).not.toBeInTheDocument();
  });

  it('sends Telegram init data in x-initdata and loads the role before showing the app', async () => {
    const calls = stubApi({
      'GET /api/public-config': () => json(publicConfig(false)),
      'POST /api/parse-initdata': () => json({ userId: '42', username: 'anna' }),
      'GET /api/users/role/42': () => json({ role: 'user' }),
    });
    renderApp({ launch: telegramLaunch() });

    expect(screen.getByRole('status')).toHaveTextContent('Вход…');
    expect(await screen.findByRole('heading', { name: 'КАТАЛОГ' })).toBeInTheDocument();
    const signIn = calls.find((call) => call.path === '/api/parse-initdata');
    const role = calls.find((call) => call.path === '/api/users/role/42');
    expect(signIn?.headers.get('x-initdata')).toBe(TELEGRAM_INIT_DATA);
    expect(role?.headers.get('x-initdata')).toBe(TELEGRAM_INIT_DATA);
  });

  it('shows «no Telegram initData, open via Telegram» outside Telegram when not in demo mode', async () => {
    stubApi({ 'GET /api/public-config': () => json(publicConfig(false)) });
    renderApp();

    expect(await screen.findByText('no Telegram initData, open via Telegram')).toBeInTheDocument();
  });

  it('lists demo users and signs in as the chosen one; every later call carries x-initdata', async () => {
    const calls = demoServer();
    renderApp();

    expect(await screen.findByRole('button', { name: 'Покупатель @demo_buyer' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Модератор @demo_moderator' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Продавец @demo_seller' }));

    expect(await screen.findByRole('heading', { name: 'КАТАЛОГ' })).toBeInTheDocument();
    expect(sessionStorage.getItem('flowers/demo-user-id')).toBe('1002');
    const signedIndex = calls.findIndex((call) => call.path === '/api/demo/init-data');
    expect(calls[signedIndex]?.body).toEqual({ userId: '1002' });
    const later = calls.slice(signedIndex + 1);
    expect(later.map((call) => call.path)).toEqual(
      expect.arrayContaining(['/api/parse-initdata', '/api/users/role/1002']),
    );
    for (const call of later) expect(call.headers.get('x-initdata')).toBe('signed-for-1002');
  });

  it('leads from the demo user picker to the demo chats with the bot', async () => {
    demoServer();
    const { router } = renderApp();

    await userEvent.click(await screen.findByRole('link', { name: 'Чаты с ботом' }));

    expect(router.state.location.pathname).toBe('/demo/chats');
  });

  it('signs in again as the remembered demo user and lets them switch user', async () => {
    sessionStorage.setItem('flowers/demo-user-id', '1003');
    demoServer();
    renderApp();

    expect(await screen.findByRole('link', { name: 'Админка' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Сменить демо-пользователя' }));

    expect(await screen.findByRole('button', { name: 'Покупатель @demo_buyer' })).toBeVisible();
    expect(sessionStorage.getItem('flowers/demo-user-id')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Продавец @demo_seller' }));
    expect(await screen.findByRole('heading', { name: 'КАТАЛОГ' })).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('link', { name: 'Админка' })).not.toBeInTheDocument();
    });
  });
});
