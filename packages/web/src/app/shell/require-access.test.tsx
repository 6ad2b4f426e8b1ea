import type { Role } from '@flowers/domain';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../router/router';
import { describe, expect, it } from 'vitest';
import { ReviewModerationPage } from '../../features/review-moderation/review-moderation-page';
import { SessionContext } from '../../lib/session-context';
import { json, stubApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { RequireAccess } from './require-access';

function renderAs(role: Role, path: '/administrationpage' | '/adminpanel' = '/administrationpage') {
  const session = { user: { userId: '42', username: 'anna', role }, switchDemoUser: null };
  render(
    <MemoryRouter>
      <SessionContext value={session}>
        <RequireAccess path={path}>
          <p>Панель модератора</p>
        </RequireAccess>
      </SessionContext>
    </MemoryRouter>,
  );
}

describe('RequireAccess', () => {
  it('shows the access-denied page with «На главную» to a role the route does not allow', () => {
    renderAs('user');

    expect(screen.getByRole('heading', { name: 'Доступ запрещён' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Панель модератора')).not.toBeInTheDocument();
  });

  it('tells a user «Доступ только для модераторов и администраторов» on /administrationpage', () => {
    renderAs('user');

    expect(screen.getByText('Доступ только для модераторов и администраторов')).toBeInTheDocument();
  });

  it('keeps the general text on a route only admins may open', () => {
    renderAs('moderator', '/adminpanel');

    expect(screen.getByText('У вас нет прав для просмотра этой страницы.')).toBeInTheDocument();
  });

  it('renders the screen for a role the route allows', () => {
    renderAs('moderator');

    expect(screen.getByText('Панель модератора')).toBeInTheDocument();
  });

  it('does not open /reviews for a user who is not staff', () => {
    const calls = stubApi({
      'GET /api/reviews/page': () => json({ reviews: [], next_cursor: null }),
    });
    renderScreen(
      <RequireAccess path="/reviews">
        <ReviewModerationPage />
      </RequireAccess>,
      { role: 'user', route: '/reviews' },
    );

    expect(screen.getByRole('heading', { name: 'Доступ запрещён' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
