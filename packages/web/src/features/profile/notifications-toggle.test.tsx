import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-api';
import type { ApiHandlers } from '../../test/fake-api';
import { publicConfig, telegramLaunch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { stubSignedInApi } from '../../test/signed-in-api';

function openProfile(handlers: ApiHandlers) {
  const calls = stubSignedInApi('user', handlers);
  renderApp({ path: '/profile', launch: telegramLaunch() });
  return calls;
}

describe('«Уведомления» in the profile', () => {
  it('shows the toggle as the server has it', async () => {
    openProfile({
      'GET /api/me/notifications': () => json({ enabled: true, bot_can_write: true }),
    });

    const toggle = await screen.findByRole('switch', { name: 'Уведомления' });
    await waitFor(() => expect(toggle).toBeChecked());
    expect(toggle).toHaveAccessibleDescription('Бот пишет о ваших заказах и объявлениях');
  });

  it('turns notifications off at once and saves it', async () => {
    let enabled = true;
    const calls = openProfile({
      'GET /api/me/notifications': () => json({ enabled, bot_can_write: true }),
      'PUT /api/me/notifications': (call) => {
        enabled = (call.body as { enabled: boolean }).enabled;
        return json({ enabled, bot_can_write: true });
      },
    });
    const toggle = await screen.findByRole('switch', { name: 'Уведомления' });
    await waitFor(() => expect(toggle).toBeChecked());

    await userEvent.click(toggle);

    expect(toggle).not.toBeChecked();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ enabled: false });
  });

  it('puts the toggle back and says why when the server refuses', async () => {
    openProfile({
      'GET /api/me/notifications': () => json({ enabled: true, bot_can_write: true }),
      'PUT /api/me/notifications': () => json({ error: 'Сервис временно недоступен' }, 503),
    });
    const toggle = await screen.findByRole('switch', { name: 'Уведомления' });
    await waitFor(() => expect(toggle).toBeChecked());

    await userEvent.click(toggle);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Не удалось сохранить настройку уведомлений: Сервис временно недоступен',
    );
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('says the bot cannot write yet when Telegram has not allowed it', async () => {
    openProfile({
      'GET /api/me/notifications': () => json({ enabled: true, bot_can_write: false }),
    });

    const toggle = await screen.findByRole('switch', { name: 'Уведомления' });
    await waitFor(() =>
      expect(toggle).toHaveAccessibleDescription(
        'Бот пока не может вам писать: разрешите ему сообщения',
      ),
    );
  });

  it('offers «Повторить» when the setting cannot be loaded', async () => {
    let fail = true;
    openProfile({
      'GET /api/me/notifications': () =>
        fail ? json({ error: 'Сбой' }, 500) : json({ enabled: false, bot_can_write: true }),
    });

    await screen.findByText('Не удалось загрузить настройку');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));

    const toggle = await screen.findByRole('switch', { name: 'Уведомления' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
  });

  it('leads to the demo chats with the bot in demo mode', async () => {
    stubSignedInApi('user', {
      'GET /api/public-config': () => json(publicConfig(true)),
      'GET /api/demo/users': () =>
        json([{ userId: '42', username: 'anna', role: 'user', label: 'Покупатель' }]),
      'POST /api/demo/init-data': () => json({ initData: 'user=%7B%22id%22%3A42%7D&hash=x' }),
    });
    renderApp({ path: '/profile' });
    await userEvent.click(await screen.findByRole('button', { name: /Покупатель/ }));

    const menu = await screen.findByRole('navigation', { name: 'Меню профиля' });
    expect(within(menu).getByRole('link', { name: 'Чаты с ботом (демо)' })).toHaveAttribute(
      'href',
      '/demo/chats',
    );
  });
});
