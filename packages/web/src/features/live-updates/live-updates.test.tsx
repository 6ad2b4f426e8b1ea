import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Ad } from '@flowers/domain';
import { makeAd } from '../../test/ads';
import { FakeSocket } from '../../test/fake-socket';
import { telegramLaunch, TELEGRAM_INIT_DATA } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { json } from '../../test/fake-api';
import { cataloguePage } from '../../test/search';
import { stubSignedInApi } from '../../test/signed-in-api';

/** The shop's top as the server has it; a test changes it to play what came meanwhile. */
let shop: Ad[] = [];

async function openCatalog() {
  let loads = 0;
  shop = [makeAd({ id: 3, title: 'Розы' })];
  stubSignedInApi('user', {
    'GET /api/ads/search': () => {
      loads += 1;
      return cataloguePage(shop);
    },
  });
  renderApp({ launch: telegramLaunch() });
  await screen.findByRole('article', { name: 'Розы' });
  // The live updates are a lazy chunk: an event before it has loaded is not heard.
  await waitFor(() => {
    expect(FakeSocket.last().listens('new_ad')).toBe(true);
  });
  return { loads: () => loads, socket: FakeSocket.last() };
}

function cardTitles() {
  return screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));
}

function play(socket: FakeSocket, event: string, payload: unknown) {
  act(() => {
    socket.receive(event, payload);
  });
}

describe('live updates (spec §4)', () => {
  it('connects with the init data and joins ads_updates', async () => {
    const { socket } = await openCatalog();

    expect(socket.initData).toBe(TELEGRAM_INIT_DATA);
    expect(socket.emitted).toContainEqual(['join', 'ads_updates']);
  });

  it('announces a new ad with «Новый букет: …», the banner and the badge', async () => {
    const { socket } = await openCatalog();

    play(socket, 'new_ad', { ad: makeAd({ title: 'Пионы', status: 'new' }) });

    expect(await screen.findByText('Новый букет: Пионы')).toBeInTheDocument();
    expect(screen.getByText('Появился новый букет!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Обновить: 1' })).toBeInTheDocument();
  });

  it('counts status changes to new with the server message or «Новое объявление доступно в каталоге»', async () => {
    const { socket } = await openCatalog();

    play(socket, 'ad_status_changed', { adId: 50, newStatus: 'new', oldStatus: 'wait_moder' });
    expect(await screen.findByText('Новое объявление доступно в каталоге')).toBeInTheDocument();

    play(socket, 'ad_status_changed', {
      adId: 51,
      newStatus: 'new',
      oldStatus: 'reserved',
      message: 'Букет снова доступен для заказа!',
    });
    expect(await screen.findByText('Букет снова доступен для заказа!')).toBeInTheDocument();
    expect(screen.getByText('Появились 2 обновлений!')).toBeInTheDocument();
  });

  it('greys a card live when its ad becomes reserved, without counting an update', async () => {
    const { socket } = await openCatalog();

    play(socket, 'ad_status_changed', { adId: 3, newStatus: 'reserved', oldStatus: 'new' });

    const card = screen.getByRole('article', { name: 'Розы' });
    expect(await within(card).findByRole('button', { name: 'Зарезервировано' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Обновить/ })).not.toBeInTheDocument();
  });

  it('shows an approved edit’s new title on the loaded card, reading only that ad', async () => {
    let loads = 0;
    stubSignedInApi('user', {
      'GET /api/ads/search': () => {
        loads += 1;
        return cataloguePage([makeAd({ id: 3, title: 'Розы' })]);
      },
      'GET /api/ads/3': () => json(makeAd({ id: 3, title: 'Розы «Вечер»', status: 'edited' })),
    });
    renderApp({ launch: telegramLaunch() });
    await screen.findByRole('article', { name: 'Розы' });

    play(FakeSocket.last(), 'ad_status_changed', {
      adId: 3,
      newStatus: 'edited',
      oldStatus: 'edit_pending',
    });

    expect(await screen.findByRole('article', { name: 'Розы «Вечер»' })).toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('puts the new bouquets on top on «Обновить» without reading the catalogue again, and resets the count', async () => {
    const { socket, loads } = await openCatalog();
    play(socket, 'new_ad', { ad: makeAd({ id: 20, title: 'Пионы', status: 'new' }) });
    play(socket, 'new_ad', { ad: makeAd({ id: 21, title: 'Лилии', status: 'new' }) });

    await userEvent.click(screen.getByRole('button', { name: 'Обновить' }));

    await waitFor(() => {
      expect(cardTitles()).toEqual(['Лилии', 'Пионы', 'Розы']);
    });
    expect(loads()).toBe(1);
    expect(screen.queryByText('Появились 2 обновлений!')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Обновить/ })).not.toBeInTheDocument();
  });

  it('leaves out on «Обновить» a new bouquet that was reserved or hidden meanwhile', async () => {
    const { socket } = await openCatalog();
    play(socket, 'new_ad', { ad: makeAd({ id: 20, title: 'Пионы', status: 'new' }) });
    play(socket, 'ad_status_changed', { adId: 20, newStatus: 'delete_admin', oldStatus: 'new' });

    await userEvent.click(screen.getByRole('button', { name: 'Обновить' }));

    await waitFor(() => {
      expect(screen.queryByRole('button', { name: /^Обновить/ })).not.toBeInTheDocument();
    });
    expect(screen.queryByRole('article', { name: 'Пионы' })).not.toBeInTheDocument();
  });

  it('dismisses the banner but keeps the badge', async () => {
    const { socket } = await openCatalog();
    play(socket, 'new_ad', { ad: makeAd({ status: 'new' }) });

    await userEvent.click(screen.getByRole('button', { name: 'Скрыть' }));

    await waitFor(() => {
      expect(screen.queryByText('Появился новый букет!')).not.toBeInTheDocument();
    });
    expect(screen.getByRole('button', { name: 'Обновить: 1' })).toBeInTheDocument();
  });

  it('shows at most 99+ on the badge', async () => {
    const { socket } = await openCatalog();

    for (let i = 0; i < 100; i += 1) {
      play(socket, 'ad_status_changed', {
        adId: 1000 + i,
        newStatus: 'new',
        oldStatus: 'wait_moder',
      });
    }

    expect(screen.getByRole('button', { name: 'Обновить: 99+' })).toBeInTheDocument();
  });

  it('ignores a new ad whose status is not new', async () => {
    const { socket } = await openCatalog();

    play(socket, 'new_ad', { ad: makeAd({ status: 'edited' }) });

    expect(screen.queryByRole('button', { name: /^Обновить/ })).not.toBeInTheDocument();
  });

  describe('after the connection comes back', () => {
    it('counts the bouquets that came meanwhile and puts them on top on «Обновить»', async () => {
      const { socket, loads } = await openCatalog();
      shop = [makeAd({ id: 20, title: 'Пионы', status: 'new' }), ...shop];

      socket.reconnect();

      expect(await screen.findByText('Появился новый букет!')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Обновить: 1' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Обновить' }));
      await waitFor(() => {
        expect(cardTitles()).toEqual(['Пионы', 'Розы']);
      });
      expect(loads()).toBe(2);
    });

    it('shows a loaded card as it is now: reserved meanwhile', async () => {
      const { socket } = await openCatalog();
      shop = [makeAd({ id: 3, title: 'Розы', status: 'reserved' })];

      socket.reconnect();

      const card = screen.getByRole('article', { name: 'Розы' });
      expect(await within(card).findByRole('button', { name: 'Зарезервировано' })).toBeDisabled();
      expect(screen.queryByRole('button', { name: /^Обновить/ })).not.toBeInTheDocument();
    });

    it('counts nothing when nothing came', async () => {
      const { socket, loads } = await openCatalog();

      socket.reconnect();

      await waitFor(() => {
        expect(loads()).toBe(2);
      });
      expect(screen.queryByRole('button', { name: /^Обновить/ })).not.toBeInTheDocument();
    });

    it('counts a bouquet once when its event comes after the read found it', async () => {
      const { socket } = await openCatalog();
      const peonies = makeAd({ id: 20, title: 'Пионы', status: 'new' });
      shop = [peonies, ...shop];
      socket.reconnect();
      expect(await screen.findByRole('button', { name: 'Обновить: 1' })).toBeInTheDocument();

      play(socket, 'new_ad', { ad: peonies });

      expect(screen.getByRole('button', { name: 'Обновить: 1' })).toBeInTheDocument();
      expect(screen.queryByText('Новый букет: Пионы')).not.toBeInTheDocument();
    });

    it('counts a bouquet once when its event also arrives', async () => {
      const { socket } = await openCatalog();
      const peonies = makeAd({ id: 20, title: 'Пионы', status: 'new' });
      play(socket, 'new_ad', { ad: peonies });
      shop = [makeAd({ id: 21, title: 'Лилии', status: 'new' }), peonies, ...shop];

      socket.reconnect();

      expect(await screen.findByRole('button', { name: 'Обновить: 2' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Обновить' }));
      await waitFor(() => {
        expect(cardTitles()).toEqual(['Лилии', 'Пионы', 'Розы']);
      });
    });
  });
});
