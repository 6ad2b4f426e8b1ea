import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { telegramLaunch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { stubSignedInApi } from '../../test/signed-in-api';
import { json } from '../../test/fake-api';

describe('the legal footer', () => {
  it('gives the e-mail, phone and offer links each a 44 px target of their own', async () => {
    stubSignedInApi('user', { 'GET /api/ads': () => json([]) });
    renderApp({ launch: telegramLaunch() });

    const offer = await screen.findByRole('link', { name: 'Публичная оферта' });
    const links = offer.parentElement;
    expect(links).toHaveClass('app-footer__links');
    expect(links?.querySelectorAll('a')).toHaveLength(3);
    expect(links).not.toHaveTextContent('·');
  });
});
