import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setInitData } from '../../api/session-store';
import { json, stubApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { StaffHubPage } from './staff-hub-page';

const ILYA = encodeURIComponent(JSON.stringify({ id: 42, first_name: 'Илья', last_name: 'М.' }));

describe('administration hub', () => {
  it('shows the profile card with name, id, username and role', () => {
    setInitData(`user=${ILYA}&hash=x`);
    renderScreen(<StaffHubPage />, { role: 'moderator', route: '/administrationpage' });

    const card = within(screen.getByRole('region', { name: 'Профиль' }));
    expect(card.getByText('Илья М.')).toBeInTheDocument();
    expect(card.getByText('ID: 42')).toBeInTheDocument();
    expect(card.getByText('@anna')).toBeInTheDocument();
    expect(card.getByText('Роль: Модератор')).toBeInTheDocument();
  });

  it('gives a moderator the moderation screens and all orders but not the admin-only ones', () => {
    renderScreen(<StaffHubPage />, { role: 'moderator', route: '/administrationpage' });

    const nav = within(screen.getByRole('navigation', { name: 'Администрирование' }));
    expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/moderpanel',
      '/editrequests',
      '/deleterequests',
      '/ad-moderation',
      '/reviews',
      '/allorders',
    ]);
  });

  it('adds «Все заказы» and the admin panel for an admin', () => {
    renderScreen(<StaffHubPage />, { role: 'admin', route: '/administrationpage' });

    expect(screen.getByRole('link', { name: 'Все заказы' })).toHaveAttribute('href', '/allorders');
    expect(screen.getByRole('link', { name: 'Управление пользователями' })).toHaveAttribute(
      'href',
      '/adminpanel',
    );
  });

  it('links «Выплаты» for an admin only', () => {
    renderScreen(<StaffHubPage />, { role: 'admin', route: '/administrationpage' });

    expect(screen.getByRole('link', { name: 'Выплаты' })).toHaveAttribute('href', '/payouts');
  });

  it('shows how many items wait in each moderation queue on its row', async () => {
    stubApi({
      'GET /api/moderation/count': () =>
        json({ count: 3, queues: { edit_requests: 2, delete_requests: 1, ad_moderation: 4 } }),
    });
    renderScreen(<StaffHubPage />, { role: 'moderator', route: '/administrationpage' });

    expect(
      await screen.findByRole('link', { name: 'Заявки на редактирование , ждут: 2' }),
    ).toHaveAttribute('href', '/editrequests');
    expect(screen.getByRole('link', { name: 'Запросы на удаление , ждут: 1' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Модерация объявлений , ждут: 4' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Заказы в работе' })).toBeInTheDocument();
  });

  it('tells a user the page is only for moderators and administrators', () => {
    renderScreen(<StaffHubPage />, { role: 'user', route: '/administrationpage' });
    expect(screen.getByText('Доступ только для модераторов и администраторов')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
