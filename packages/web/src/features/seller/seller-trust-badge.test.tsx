import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-api';
import { telegramLaunch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { stubSignedInApi } from '../../test/signed-in-api';
import { makeSellerPage } from '../../test/tracking';

function openSeller(trusted: boolean) {
  stubSignedInApi('user', {
    'GET /api/sellers/77': () => json(makeSellerPage()),
    'GET /api/sellers/77/trust': () => json({ trusted }),
  });
  renderApp({ path: '/seller/77', launch: telegramLaunch() });
}

describe('the seller page’s «Проверенный продавец» (issue 29)', () => {
  it('shows the badge for a trusted seller', async () => {
    openSeller(true);
    expect(await screen.findByText('Проверенный продавец')).toBeInTheDocument();
  });

  it('shows no badge for any other seller', async () => {
    openSeller(false);
    await screen.findByRole('heading', { name: 'Цветы у Оли' });
    expect(screen.queryByText('Проверенный продавец')).toBeNull();
  });
});
