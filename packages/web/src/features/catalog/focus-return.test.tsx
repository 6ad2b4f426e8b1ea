import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAd } from '../../test/ads';
import { telegramLaunch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { stubSignedInApi } from '../../test/signed-in-api';
import { cataloguePage } from '../../test/search';

describe('keyboard focus around the catalogue’s dialogs (issue 27)', () => {
  it('opens the photo viewer with Enter and puts focus back on the photo after Escape', async () => {
    stubSignedInApi('user', {
      'GET /api/ads/search': () => cataloguePage([makeAd({ id: 8, title: 'Тюльпаны' })]),
    });
    renderApp({ launch: telegramLaunch() });
    const user = userEvent.setup();
    const opener = await screen.findByRole('button', { name: 'Открыть фото: Тюльпаны' });

    opener.focus();
    await user.keyboard('{Enter}');
    const gallery = await screen.findByRole('dialog', { name: 'Тюльпаны' });
    expect(gallery).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the photo viewer while it is open', async () => {
    stubSignedInApi('user', {
      'GET /api/ads/search': () => cataloguePage([makeAd({ id: 8, title: 'Тюльпаны' })]),
    });
    renderApp({ launch: telegramLaunch() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Открыть фото: Тюльпаны' }));
    const gallery = await screen.findByRole('dialog', { name: 'Тюльпаны' });

    for (let press = 0; press < 6; press += 1) {
      await user.tab();
      expect(gallery).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('puts focus back on «Отменить заказ» after the confirmation is declined', async () => {
    stubSignedInApi('moderator', {
      'GET /api/ads/search': () =>
        cataloguePage([makeAd({ id: 9, title: 'Лилии', status: 'reserved' })]),
    });
    renderApp({ launch: telegramLaunch() });
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Лилии' });
    const opener = await within(card).findByRole('button', { name: 'Отменить заказ' });

    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Подтвердите отмену заказа' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(opener).toHaveFocus();
  });
});
