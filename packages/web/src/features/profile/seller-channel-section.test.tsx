import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-api';
import type { ApiHandlers } from '../../test/fake-api';
import { telegramLaunch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { stubSignedInApi } from '../../test/signed-in-api';

function openProfile(handlers: ApiHandlers) {
  const calls = stubSignedInApi('user', {
    'GET /api/me/notifications': () => json({ enabled: true, bot_can_write: true }),
    ...handlers,
  });
  renderApp({ path: '/profile', launch: telegramLaunch() });
  return calls;
}

describe('«Канал продавца» in the profile', () => {
  it('links the channel typed and shows it linked', async () => {
    const calls = openProfile({
      'GET /api/me/channel': () => json({ channel: null }),
      'PUT /api/me/channel': () =>
        json({ channel: { title: 'Цветы Анны', username: 'anna_flowers' } }),
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Канал' }), '@anna_flowers');
    await userEvent.click(screen.getByRole('button', { name: 'Привязать канал' }));

    expect(await screen.findByText('Привязан канал «Цветы Анны» (@anna_flowers)')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      channel: '@anna_flowers',
    });
  });

  it('shows the server’s reason when the bot is not the channel’s administrator', async () => {
    const reason = 'Бот не администратор канала. Добавьте @flowers_bot в администраторы.';
    openProfile({
      'GET /api/me/channel': () => json({ channel: null }),
      'PUT /api/me/channel': () => json({ error: reason }, 400),
    });
    const field = await screen.findByRole('textbox', { name: 'Канал' });
    await userEvent.type(field, '@someone');
    await userEvent.click(screen.getByRole('button', { name: 'Привязать канал' }));

    expect(await screen.findByText(reason)).toBeVisible();
  });
});
