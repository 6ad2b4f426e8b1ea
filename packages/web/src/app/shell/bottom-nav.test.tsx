import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-api';
import { FakeSocket } from '../../test/fake-socket';
import { telegramLaunch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { stubSignedInApi } from '../../test/signed-in-api';
import { cataloguePage } from '../../test/search';

describe('red dot on «Админка» (spec §2)', () => {
  it('lights while moderation items are pending and follows live counts', async () => {
    let pending = 2;
    stubSignedInApi('moderator', {
      'GET /api/ads/search': () => cataloguePage([]),
      'GET /api/moderation/count': () => json({ count: pending }),
    });
    renderApp({ launch: telegramLaunch() });

    const admin = await screen.findByRole('link', { name: 'Админка' });
    expect(await screen.findByText('Есть задачи на модерации')).toBeInTheDocument();
    expect(admin).toHaveAccessibleDescription('Есть задачи на модерации');

    pending = 0;
    act(() => {
      FakeSocket.last().receive('moderation_count', { count: 0 });
    });
    await waitFor(() => {
      expect(admin).not.toHaveAccessibleDescription('Есть задачи на модерации');
    });
  });

  it('asks the count again when the connection comes back, for what changed meanwhile', async () => {
    let pending = 0;
    stubSignedInApi('moderator', {
      'GET /api/ads/search': () => cataloguePage([]),
      'GET /api/moderation/count': () => json({ count: pending }),
    });
    renderApp({ launch: telegramLaunch() });
    const admin = await screen.findByRole('link', { name: 'Админка' });
    await waitFor(() => {
      expect(FakeSocket.last().listens('moderation_count')).toBe(true);
    });

    pending = 3;
    act(() => {
      FakeSocket.last().reconnect();
    });

    await waitFor(() => {
      expect(admin).toHaveAccessibleDescription('Есть задачи на модерации');
    });
  });

  it('never asks a user for the moderation count', async () => {
    const calls = stubSignedInApi('user', { 'GET /api/ads/search': () => cataloguePage([]) });
    renderApp({ launch: telegramLaunch() });

    await screen.findByText('Нет объявлений');
    expect(calls.some((call) => call.path === '/api/moderation/count')).toBe(false);
  });
});
