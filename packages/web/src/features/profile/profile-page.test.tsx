import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fake-api';
import { telegramLaunch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { stubSignedInApi } from '../../test/signed-in-api';

const NAMED_INIT_DATA = `user=${encodeURIComponent(
  JSON.stringify({
    id: 42,
    first_name: 'Анна',
    last_name: 'Иванова',
    photo_url: 'https://t.me/i/anna.jpg',
  }),
)}&auth_date=1700000000&hash=abc`;

describe('profile (spec §2)', () => {
  it('shows the messenger name and photo, the ID, «Баланс: 0 бонусов» and what the seller is owed', async () => {
    stubSignedInApi('user', {
      'GET /api/my-balance': () =>
        json({
          owed_kopecks: 800_000,
          debt_kopecks: 0,
          held_kopecks: 0,
          paid_out_kopecks: 0,
          payouts: [],
        }),
    });
    renderApp({ path: '/profile', launch: telegramLaunch(NAMED_INIT_DATA) });

    expect(await screen.findByRole('heading', { name: 'Анна Иванова' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Анна Иванова' })).toHaveAttribute(
      'src',
      'https://t.me/i/anna.jpg',
    );
    expect(screen.getByText('ID: 42')).toBeInTheDocument();
    expect(screen.getByText('Баланс: 0 бонусов')).toBeInTheDocument();
    expect(await screen.findByText('К выплате: 8 000 ₽')).toBeInTheDocument();
  });

  it('calls a user without a name «Гость»', async () => {
    stubSignedInApi('user');
    renderApp({ path: '/profile', launch: telegramLaunch() });

    expect(await screen.findByRole('heading', { name: 'Гость' })).toBeInTheDocument();
  });

  it('leads to payment information, my ads, my orders and the support chat', async () => {
    stubSignedInApi('user');
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderApp({ path: '/profile', launch: telegramLaunch() });

    const menu = await screen.findByRole('navigation', { name: 'Меню профиля' });
    expect(within(menu).getByRole('link', { name: 'Платёжная информация' })).toHaveAttribute(
      'href',
      '/payment-info',
    );
    expect(within(menu).getByRole('link', { name: 'Мои объявления' })).toHaveAttribute(
      'href',
      '/myads',
    );
    expect(within(menu).getByRole('link', { name: 'Мои заказы' })).toHaveAttribute(
      'href',
      '/myorders',
    );
    expect(within(menu).queryByRole('link', { name: 'Чаты с ботом (демо)' })).toBeNull();
    await userEvent.click(within(menu).getByRole('link', { name: 'Связаться с поддержкой' }));
    expect(open).toHaveBeenCalledWith('https://t.me/support', '_blank', 'noopener');
  });
});
