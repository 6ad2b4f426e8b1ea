import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { DeleteRequestsPage } from './delete-requests-page';

const REQUEST = {
  id: 21,
  ad_id: 7,
  username: 'anna',
  user_id: '42',
  title: 'Розы',
  price: 6500,
  image_urls: ['/1.webp'],
};

const pageOf = (requests: (typeof REQUEST)[], next: string | null = null) =>
  json({ requests, next_cursor: next });

function renderPage(handlers = {}) {
  const calls = stubApi({
    'GET /api/ad_delete_requests/page': () => pageOf([REQUEST]),
    ...handlers,
  });
  renderScreen(<DeleteRequestsPage />, { role: 'moderator', route: '/deleterequests' });
  return { calls, user: userEvent.setup() };
}

describe('delete requests', () => {
  it('approves with «Одобрить удаление», sending the ad id', async () => {
    const { calls, user } = renderPage({
      'POST /api/ad_edits/21/approve': () => json({ ok: true }),
    });
    const card = within(await screen.findByRole('article', { name: 'Розы' }));
    expect(card.getByText(/6\s500\s₽/)).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Одобрить удаление' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/ad_edits/21/approve')?.body).toEqual({ ad_id: 7 }),
    );
  });

  it('refuses with «Отклонить удаление» through the ad', async () => {
    const { calls, user } = renderPage({
      'POST /api/moderate-ad-cancel-delete': () => json({ ok: true }),
    });
    const card = within(await screen.findByRole('article', { name: 'Розы' }));
    await user.click(card.getByRole('button', { name: 'Отклонить удаление' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/moderate-ad-cancel-delete')?.body).toEqual({
        ad_id: 7,
      }),
    );
  });

  it('says in a toast why the decision failed', async () => {
    const { user } = renderPage();
    const card = within(await screen.findByRole('article', { name: 'Розы' }));
    await user.click(card.getByRole('button', { name: 'Одобрить удаление' }));
    expect(await screen.findByText('Не удалось одобрить: Не найдено')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    stubApi({ 'GET /api/ad_delete_requests/page': () => pageOf([]) });
    renderScreen(<DeleteRequestsPage />, { role: 'moderator', route: '/deleterequests' });
    expect(await screen.findByText('Нет запросов на удаление')).toBeInTheDocument();
  });

  it('reads a long queue a page at a time', async () => {
    const calls = stubApi({
      'GET /api/ad_delete_requests/page': (call) =>
        call.query.get('cursor') === null
          ? pageOf([REQUEST], 'page-1')
          : pageOf([{ ...REQUEST, id: 22, ad_id: 8, title: 'Пионы' }]),
    });
    renderScreen(<DeleteRequestsPage />, { role: 'moderator', route: '/deleterequests' });
    await screen.findByText('Розы');
    expect(screen.queryByText('Пионы')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));

    expect(await screen.findByText('Пионы')).toBeInTheDocument();
    expect(calls.map((call) => call.query.get('cursor'))).toEqual([null, 'page-1']);
  });
});
