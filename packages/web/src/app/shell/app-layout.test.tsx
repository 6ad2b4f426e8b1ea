import { BRAND } from '../../texts/common';
import type { Role } from '@flowers/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/fake-api';
import { OPERATOR, publicConfig, telegramLaunch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

function signedInAs(role: Role) {
  stubApi({
    'GET /api/public-config': () => json(publicConfig(false)),
    'POST /api/parse-initdata': () => json({ userId: '42', username: 'anna' }),
    'GET /api/users/role/42': () => json({ role }),
  });
}

describe('signed-in shell', () => {
  it.each(['/', '/catalog'])('shows the brand and «КАТАЛОГ» at %s', async (path) => {
    signedInAs('user');
    renderApp({ path, launch: telegramLaunch() });

    expect(await screen.findByRole('heading', { name: 'КАТАЛОГ' })).toBeInTheDocument();
    expect(screen.getByText(BRAND.name)).toBeInTheDocument();
    expect(screen.getByText(BRAND.tagline)).toBeInTheDocument();
  });

  it('offers Каталог, Избранное, Добавить and Профиль to a user, without «Админка»', async () => {
    signedInAs('user');
    renderApp({ launch: telegramLaunch() });

    const nav = await screen.findByRole('navigation', { name: 'Основное меню' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Каталог',
      'Избранное',
      'Добавить',
      'Профиль',
    ]);
    expect(within(nav).getByRole('link', { name: 'Избранное' })).toHaveAttribute(
      'href',
      '/favorites',
    );
  });

  it.each(['moderator', 'admin'] as const)('shows «Админка» to a %s', async (role) => {
    signedInAs(role);
    renderApp({ launch: telegramLaunch() });

    const admin = await screen.findByRole('link', { name: 'Админка' });
    expect(admin).toHaveAttribute('href', '/administrationpage');
  });

  it('shows the operator’s legal details and links to the offer', async () => {
    signedInAs('user');
    renderApp({ launch: telegramLaunch() });

    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText(OPERATOR.name)).toBeInTheDocument();
    expect(footer).toHaveTextContent(`ИНН ${OPERATOR.inn}, ОГРН ${OPERATOR.ogrn}`);
    expect(footer).toHaveTextContent(OPERATOR.address);
    expect(within(footer).getByRole('link', { name: OPERATOR.phone })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Публичная оферта' })).toHaveAttribute(
      'href',
      '/oferta',
    );
  });

  it('hides the bottom navigation while a text field has focus', async () => {
    signedInAs('user');
    renderApp({ launch: telegramLaunch() });
    await screen.findByRole('navigation', { name: 'Основное меню' });

    const field = document.createElement('input');
    document.body.append(field);
    fireEvent.focusIn(field);
    expect(screen.queryByRole('navigation', { name: 'Основное меню' })).not.toBeInTheDocument();

    fireEvent.focusOut(field);
    expect(screen.getByRole('navigation', { name: 'Основное меню' })).toBeInTheDocument();
    field.remove();
  });

  it('sends unknown paths to the catalogue', async () => {
    signedInAs('user');
    const { router } = renderApp({ path: '/no-such-page', launch: telegramLaunch() });

    expect(await screen.findByRole('heading', { name: 'КАТАЛОГ' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
