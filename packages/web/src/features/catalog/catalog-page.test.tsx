import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAd } from '../../test/ads';
import { json } from '../../test/fake-api';
import { telegramLaunch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { anOrder } from '../../test/staff-fixtures';
import { stubSignedInApi } from '../../test/signed-in-api';
import { cataloguePage, searchPages } from '../../test/search';

describe('catalogue (spec §2)', () => {
  it('shows «Загрузка...» until the ads arrive', async () => {
    stubSignedInApi('user', {
      'GET /api/ads/search': () => cataloguePage([makeAd({ title: 'Пионы' })]),
    });
    renderApp({ launch: telegramLaunch() });

    expect(await screen.findByText('Загрузка...')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Пионы' })).toBeInTheDocument();
  });

  it('holds a screen-tall grid of placeholder cards while the ads load, so the footer does not jump', async () => {
    stubSignedInApi('user', {
      'GET /api/ads/search': () => cataloguePage([makeAd({ title: 'Пионы' })]),
    });
    renderApp({ launch: telegramLaunch() });

    const status = await screen.findByText('Загрузка...');
    expect(status).toHaveAttribute('role', 'status');
    const placeholder = status.parentElement;
    expect(placeholder).toHaveStyle({ minHeight: '100dvh' });
    expect(placeholder?.querySelectorAll('li')).toHaveLength(6);
    expect(await screen.findByRole('article', { name: 'Пионы' })).toBeInTheDocument();
  });

  it('shows «Нет объявлений» and «Скоро здесь появятся новые цветы» for an empty list', async () => {
    stubSignedInApi('user', { 'GET /api/ads/search': () => cataloguePage([]) });
    renderApp({ launch: telegramLaunch() });

    expect(await screen.findByText('Нет объявлений')).toBeInTheDocument();
    expect(screen.getByText('Скоро здесь появятся новые цветы')).toBeInTheDocument();
  });

  it('shows a load error with «Повторить», not the empty shop, when the ads fail to load', async () => {
    stubSignedInApi('user', { 'GET /api/ads/search': () => json({ error: 'Сбой' }, 500) });
    renderApp({ launch: telegramLaunch() });

    expect(await screen.findByText('Не удалось загрузить объявления')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    expect(screen.queryByText('Нет объявлений')).toBeNull();
  });

  it('loads the ads again on «Повторить»', async () => {
    let fail = true;
    stubSignedInApi('user', {
      'GET /api/ads/search': () =>
        fail ? json({ error: 'Сбой' }, 500) : cataloguePage([makeAd({ title: 'Пионы' })]),
    });
    renderApp({ launch: telegramLaunch() });
    const retry = await screen.findByRole('button', { name: 'Повторить' });

    fail = false;
    await userEvent.click(retry);

    expect(await screen.findByRole('article', { name: 'Пионы' })).toBeInTheDocument();
    expect(screen.queryByText('Не удалось загрузить объявления')).toBeNull();
  });

  it('shows the photo, title, price, countdown, poster and an order link on each card', async () => {
    const ad = makeAd({ id: 7, title: 'Розы', price: 12000, username: 'flora', user_id: '555' });
    stubSignedInApi('user', { 'GET /api/ads/search': () => cataloguePage([ad]) });
    renderApp({ launch: telegramLaunch() });

    const card = await screen.findByRole('article', { name: 'Розы' });
    expect(within(card).getByRole('heading', { name: 'Розы' })).toBeInTheDocument();
    expect(card).toHaveTextContent('12 000 ₽');
    expect(card).toHaveTextContent('Осталось до удаления:');
    expect(card).toHaveTextContent('@flora · ID: 555');
    expect(within(card).getByRole('link', { name: 'Заказать' })).toHaveAttribute(
      'href',
      '/order/7',
    );
    const photo = within(card)
      .getByRole('button', { name: 'Открыть фото: Розы' })
      .parentElement?.querySelector('img');
    expect(photo).toHaveAttribute('src', '/media/7-480.webp');
    expect(photo).toHaveAttribute('width', '480');
    expect(photo).toHaveAttribute('height', '360');
  });

  it('fetches the first four card photos at once with high priority and the rest lazily', async () => {
    const ads = [1, 2, 3, 4, 5, 6].map((id) => makeAd({ id, title: `Букет ${id}` }));
    stubSignedInApi('user', { 'GET /api/ads/search': () => cataloguePage(ads) });
    renderApp({ launch: telegramLaunch() });

    await screen.findByRole('article', { name: 'Букет 6' });
    const photos = ads.map(({ title }) =>
      screen
        .getByRole('button', { name: `Открыть фото: ${title}` })
        .parentElement?.querySelector('img'),
    );
    for (const photo of photos.slice(0, 4)) {
      expect(photo).toHaveAttribute('loading', 'eager');
      expect(photo).toHaveAttribute('fetchpriority', 'high');
    }
    for (const photo of photos.slice(4)) {
      expect(photo).toHaveAttribute('loading', 'lazy');
      expect(photo).not.toHaveAttribute('fetchpriority', 'high');
    }
  });

  it('opens the gallery in the large size from the card photo', async () => {
    stubSignedInApi('user', {
      'GET /api/ads/search': () => cataloguePage([makeAd({ id: 8, title: 'Тюльпаны' })]),
    });
    renderApp({ launch: telegramLaunch() });

    await userEvent.click(await screen.findByRole('button', { name: 'Открыть фото: Тюльпаны' }));
    const gallery = await screen.findByRole('dialog', { name: 'Тюльпаны' });
    expect(within(gallery).getByRole('img', { name: /фото 1 из 1/ })).toHaveAttribute(
      'src',
      '/media/8-1280.webp',
    );
  });

  it('greys a reserved ad for a user with «ЗАРЕЗЕРВИРОВАНО» and a disabled «Зарезервировано»', async () => {
    stubSignedInApi('user', {
      'GET /api/ads/search': () => cataloguePage([makeAd({ title: 'Лилии', status: 'reserved' })]),
    });
    renderApp({ launch: telegramLaunch() });

    const card = await screen.findByRole('article', { name: 'Лилии' });
    expect(within(card).getByText('ЗАРЕЗЕРВИРОВАНО')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Зарезервировано' })).toBeDisabled();
    expect(within(card).queryByRole('button', { name: 'Завершить заказ' })).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent('Осталось до удаления:');
  });

  it('sizes «ЗАРЕЗЕРВИРОВАНО» and «Зарезервировано» to the card, wrapping rather than cutting', async () => {
    stubSignedInApi('user', {
      'GET /api/ads/search': () => cataloguePage([makeAd({ title: 'Лилии', status: 'reserved' })]),
    });
    renderApp({ launch: telegramLaunch() });

    const card = await screen.findByRole('article', { name: 'Лилии' });
    expect(card).toHaveStyle({ containerType: 'inline-size' });
    expect(within(card).getByText('ЗАРЕЗЕРВИРОВАНО')).toHaveStyle({
      fontSize: 'min(1rem, 7cqi)',
      maxWidth: 'calc(100% - 8px)',
      overflowWrap: 'anywhere',
    });
    expect(within(card).getByRole('button', { name: 'Зарезервировано' })).toHaveStyle({
      fontSize: 'min(0.875rem, 6.5cqi)',
      overflowWrap: 'anywhere',
    });
  });

  it('shows a reserved ad to staff without the overlay, with «Завершить заказ» and «Отменить заказ»', async () => {
    stubSignedInApi('moderator', {
      'GET /api/ads/search': () => cataloguePage([makeAd({ title: 'Лилии', status: 'reserved' })]),
    });
    renderApp({ launch: telegramLaunch() });

    const card = await screen.findByRole('article', { name: 'Лилии' });
    expect(within(card).queryByText('ЗАРЕЗЕРВИРОВАНО')).not.toBeInTheDocument();
    expect(await within(card).findByRole('button', { name: 'Завершить заказ' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Отменить заказ' })).toBeEnabled();
  });

  it('completes the order of a reserved ad and reloads the ads', async () => {
    let reloads = 0;
    const calls = stubSignedInApi('admin', {
      'GET /api/ads/search': () => {
        reloads += 1;
        return cataloguePage([makeAd({ id: 9, title: 'Лилии', status: 'reserved' })]);
      },
      'GET /api/orders/by-ad/9': () => json({ order: 31 }),
      'GET /api/orders/31': () => json(anOrder({ id: 31, status: 'paid' })),
      'POST /api/orders/31/complete': () => json({ ok: true }),
    });
    renderApp({ launch: telegramLaunch() });

    await userEvent.click(await screen.findByRole('button', { name: 'Завершить заказ' }));

    await waitFor(() => {
      expect(reloads).toBe(2);
    });
    expect(calls.some((call) => call.path === '/api/orders/31/complete')).toBe(true);
  });

  it('asks before completing an unpaid order from the catalogue, and leaves it on «Нет» (issue 40)', async () => {
    const calls = stubSignedInApi('admin', {
      'GET /api/ads/search': () =>
        cataloguePage([makeAd({ id: 9, title: 'Лилии', status: 'reserved' })]),
      'GET /api/orders/by-ad/9': () => json({ order: 31 }),
      'GET /api/orders/31': () =>
        json(anOrder({ id: 31, order_number: 'A-31', status: 'created' })),
      'POST /api/orders/31/complete': () => json({ ok: true }),
    });
    renderApp({ launch: telegramLaunch() });

    await userEvent.click(await screen.findByRole('button', { name: 'Завершить заказ' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Заказ не оплачен' }));
    expect(dialog.getByText(/^Завершить заказ № A-31 без оплаты\?/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Нет' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.path === '/api/orders/31/complete')).toBe(false);
  });

  it('draws only the cards near the screen of a long first page', async () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      makeAd({ id: i + 1, title: `Букет ${i + 1}` }),
    );
    stubSignedInApi('user', { 'GET /api/ads/search': () => cataloguePage(many) });
    renderApp({ launch: telegramLaunch() });

    expect(await screen.findByRole('article', { name: 'Букет 1' })).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getAllByRole('article').length).toBeGreaterThan(8);
    });
    expect(screen.getAllByRole('article').length).toBeLessThan(30);
    expect(screen.queryByRole('article', { name: 'Букет 60' })).toBeNull();
  });

  it('reads the next page of the catalogue by its cursor on «Показать ещё»', async () => {
    const calls = stubSignedInApi('user', {
      'GET /api/ads/search': searchPages([
        [makeAd({ id: 1, title: 'Пионы' })],
        [makeAd({ id: 2, title: 'Розы' })],
      ]),
    });
    renderApp({ launch: telegramLaunch() });

    await screen.findByRole('article', { name: 'Пионы' });
    // The button comes with a lazy chunk, after the first cards.
    await userEvent.click(await screen.findByRole('button', { name: 'Показать ещё' }));

    expect(await screen.findByRole('article', { name: 'Розы' })).toBeInTheDocument();
    const cursors = calls
      .filter((call) => call.path === '/api/ads/search')
      .map((call) => call.query.get('cursor'));
    expect(cursors).toEqual([null, 'page-1']);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });

  it('says why when completing the order of a reserved ad is refused', async () => {
    stubSignedInApi('admin', {
      'GET /api/ads/search': () =>
        cataloguePage([makeAd({ id: 9, title: 'Лилии', status: 'reserved' })]),
      'GET /api/orders/by-ad/9': () => json({ order: 31 }),
      'GET /api/orders/31': () => json(anOrder({ id: 31, status: 'paid' })),
      'POST /api/orders/31/complete': () =>
        json({ error: 'Это действие недоступно в текущем статусе заказа' }, 409),
    });
    renderApp({ launch: telegramLaunch() });

    await userEvent.click(await screen.findByRole('button', { name: 'Завершить заказ' }));

    expect(
      await screen.findByText(
        'Ошибка при завершении заказа: Это действие недоступно в текущем статусе заказа',
      ),
    ).toBeInTheDocument();
  });

  it('never offers the seller «Заказать» on her own card', async () => {
    stubSignedInApi('user', {
      'GET /api/ads/search': () =>
        cataloguePage([
          makeAd({ id: 1, title: 'Мои розы', user_id: '42' }),
          makeAd({ id: 2, title: 'Чужие пионы' }),
        ]),
    });
    renderApp({ launch: telegramLaunch() });

    const own = within(await screen.findByRole('article', { name: 'Мои розы' }));
    expect(own.queryByRole('link', { name: 'Заказать' })).toBeNull();
    expect(own.getByRole('link', { name: 'Ваш букет' })).toHaveAttribute('href', '/myads');
    const other = within(screen.getByRole('article', { name: 'Чужие пионы' }));
    expect(other.getByRole('link', { name: 'Заказать' })).toHaveAttribute('href', '/order/2');
  });

  it('offers «Заказать» on an ad whose seller asked to edit or delete it (spec §6)', async () => {
    stubSignedInApi('user', {
      'GET /api/ads/search': () =>
        cataloguePage([
          makeAd({ id: 3, title: 'Тюльпаны', status: 'edit_pending' }),
          makeAd({ id: 4, title: 'Лилии', status: 'delete_pending' }),
        ]),
    });
    renderApp({ launch: telegramLaunch() });

    const edited = within(await screen.findByRole('article', { name: 'Тюльпаны' }));
    expect(edited.getByRole('link', { name: 'Заказать' })).toHaveAttribute('href', '/order/3');
    const deleted = within(screen.getByRole('article', { name: 'Лилии' }));
    expect(deleted.getByRole('link', { name: 'Заказать' })).toHaveAttribute('href', '/order/4');
  });
});
