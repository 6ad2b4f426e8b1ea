import type { EditRequest } from '@flowers/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { EditRequestsPage } from './edit-requests-page';

function editRequest(overrides: Partial<EditRequest> = {}): EditRequest {
  return {
    id: 11,
    ad_id: 7,
    type: 'edit',
    new_title: 'Белые розы',
    new_price: 6000,
    new_description: null,
    approved: null,
    username: 'anna',
    user_id: '42',
    title: 'Розы',
    price: 6500,
    original_price: 5000,
    ...overrides,
  };
}

const pageOf = (requests: EditRequest[], next: string | null = null) =>
  json({ requests, next_cursor: next });

describe('edit requests', () => {
  it('strikes through the old title and price next to the new ones, with the id and user', async () => {
    stubApi({
      'GET /api/ad_edits/page': () =>
        pageOf([editRequest(), editRequest({ id: 12, approved: true, new_title: 'Старое' })]),
    });
    renderScreen(<EditRequestsPage />, { role: 'moderator', route: '/editrequests' });

    const card = within(await screen.findByRole('article', { name: 'Белые розы' }));
    expect(card.getByLabelText('Было: Розы').tagName).toBe('S');
    expect(card.getByLabelText(/Было: 5\s000\s₽/).tagName).toBe('S');
    expect(card.getByText(/6\s000\s₽/)).toBeInTheDocument();
    expect(card.getByText(/Заявка № 11 · @anna \(ID 42\)/)).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Старое' })).toBeNull();
  });

  it('approves and rejects through the request id', async () => {
    const calls = stubApi({
      'GET /api/ad_edits/page': () => pageOf([editRequest()]),
      'POST /api/ad_edits/11/approve': () => json({ ok: true }),
      'POST /api/ad_edits/11/reject': () => json({ ok: true }),
    });
    const user = userEvent.setup();
    renderScreen(<EditRequestsPage />, { role: 'moderator', route: '/editrequests' });
    const card = within(await screen.findByRole('article', { name: 'Белые розы' }));

    await user.click(card.getByRole('button', { name: 'Одобрить' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/ad_edits/11/approve')).toBe(true),
    );
    await user.click(card.getByRole('button', { name: 'Отклонить' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/ad_edits/11/reject')).toBe(true));
  });

  it('says in a toast why a decision failed', async () => {
    stubApi({
      'GET /api/ad_edits/page': () => pageOf([editRequest()]),
      'POST /api/ad_edits/11/reject': () => json({ error: 'Заявка уже рассмотрена' }, 409),
    });
    const user = userEvent.setup();
    renderScreen(<EditRequestsPage />, { role: 'moderator', route: '/editrequests' });
    const card = within(await screen.findByRole('article', { name: 'Белые розы' }));
    await user.click(card.getByRole('button', { name: 'Отклонить' }));
    expect(
      await screen.findByText('Не удалось отклонить: Заявка уже рассмотрена'),
    ).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    stubApi({ 'GET /api/ad_edits/page': () => pageOf([]) });
    renderScreen(<EditRequestsPage />, { role: 'moderator', route: '/editrequests' });
    expect(await screen.findByText('Нет заявок на редактирование')).toBeInTheDocument();
  });

  it('reads a long queue a page at a time', async () => {
    const calls = stubApi({
      'GET /api/ad_edits/page': (call) =>
        call.query.get('cursor') === null
          ? pageOf([editRequest()], 'page-1')
          : pageOf([editRequest({ id: 13, new_title: 'Пионы' })]),
    });
    renderScreen(<EditRequestsPage />, { role: 'moderator', route: '/editrequests' });
    await screen.findByRole('article', { name: 'Белые розы' });
    expect(screen.queryByRole('article', { name: 'Пионы' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));

    expect(await screen.findByRole('article', { name: 'Пионы' })).toBeInTheDocument();
    expect(calls.map((call) => call.query.get('cursor'))).toEqual([null, 'page-1']);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });
});
