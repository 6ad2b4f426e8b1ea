import type { OrderTracking } from '@flowers/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sellerKeys } from '../../api/query-keys';
import { json } from '../../test/fake-api';
import type { ApiCall } from '../../test/fake-api';
import { telegramLaunch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { stubSignedInApi } from '../../test/signed-in-api';
import { emptyFloristThread, makeTracking, REVIEW } from '../../test/tracking';

const DELIVERED: Partial<OrderTracking> = {
  status: 'delivered',
  status_label: 'Доставлен',
  can_rate: true,
};

function openDelivered(
  overrides: Partial<OrderTracking> = {},
  answer: (call: ApiCall) => Response = () => json(REVIEW),
) {
  return stubSignedInApi('user', {
    'GET /api/orders/7/tracking': () => json(makeTracking({ ...DELIVERED, ...overrides })),
    'PUT /api/orders/7/rating': answer,
    'GET /api/orders/7/messages': () => json(emptyFloristThread(7)),
  });
}

async function findStars() {
  return screen.findByRole('radiogroup', { name: 'Оценка' });
}

describe('rating the seller on the order page (issue 16)', () => {
  it('offers five named stars as one radio group once the order is delivered', async () => {
    openDelivered();
    renderApp({ path: '/myorders/7', launch: telegramLaunch() });

    await findStars();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 звезда',
      '2 звезды',
      '3 звезды',
      '4 звезды',
      '5 звёзд',
    ]);
    expect(screen.getByRole('button', { name: 'Оценить' })).toBeInTheDocument();
  });

  it('shows no rating before delivery', async () => {
    stubSignedInApi('user', { 'GET /api/orders/7/tracking': () => json(makeTracking()) });
    renderApp({ path: '/myorders/7', launch: telegramLaunch() });

    await screen.findByRole('heading', { name: 'Заказ № FM-000007' });
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Оценить' })).not.toBeInTheDocument();
  });

  it('sends the stars and text and says thank you', async () => {
    const calls = openDelivered();
    renderApp({ path: '/myorders/7', launch: telegramLaunch() });

    await findStars();
    await userEvent.click(screen.getByRole('radio', { name: '4 звезды' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Отзыв' }), 'Свежие розы');
    await userEvent.click(screen.getByRole('button', { name: 'Оценить' }));

    expect(await screen.findByText('Спасибо! Оценка сохранена')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      stars: 4,
      text: 'Свежие розы',
    });
  });

  it('makes the catalogue cards fetch the seller’s new rating', async () => {
    openDelivered();
    const { queryClient } = renderApp({ path: '/myorders/7', launch: telegramLaunch() });
    queryClient.setQueryData(sellerKeys.ratings(), []);

    await findStars();
    await userEvent.click(screen.getByRole('radio', { name: '5 звёзд' }));
    await userEvent.click(screen.getByRole('button', { name: 'Оценить' }));

    await screen.findByText('Спасибо! Оценка сохранена');
    expect(queryClient.getQueryState(sellerKeys.ratings())?.isInvalidated).toBe(true);
  });

  it('asks for stars instead of sending a rating without them', async () => {
    const calls = openDelivered();
    renderApp({ path: '/myorders/7', launch: telegramLaunch() });

    await findStars();
    await userEvent.click(screen.getByRole('button', { name: 'Оценить' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Поставьте оценку от 1 до 5');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows the server’s Russian reason when the rating is refused', async () => {
    openDelivered({}, () => json({ error: 'Отзыв можно изменить только в течение 7 дней' }, 409));
    renderApp({ path: '/myorders/7', launch: telegramLaunch() });

    await findStars();
    await userEvent.click(screen.getByRole('radio', { name: '5 звёзд' }));
    await userEvent.click(screen.getByRole('button', { name: 'Оценить' }));

    expect(
      await screen.findByText('Отзыв можно изменить только в течение 7 дней'),
    ).toBeInTheDocument();
  });

  it('opens an earlier rating for changing until the server’s deadline', async () => {
    openDelivered({ rating: REVIEW, rating_editable_until: '2026-12-01T13:00:00.000Z' });
    renderApp({ path: '/myorders/7', launch: telegramLaunch() });

    await findStars();
    expect(screen.getByRole('radio', { name: '4 звезды' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Отзыв' })).toHaveValue('Свежие розы');
    expect(screen.getByText('Изменить оценку можно до 01.12.2026, 16:00 МСК')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Изменить оценку' })).toBeInTheDocument();
  });

  it('shows a rating that can no longer be changed without the button', async () => {
    openDelivered({ can_rate: false, rating: REVIEW });
    renderApp({ path: '/myorders/7', launch: telegramLaunch() });

    await findStars();
    expect(screen.getByRole('radio', { name: '4 звезды' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '4 звезды' })).toBeDisabled();
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: /оцен/i })).not.toBeInTheDocument();
    });
  });
});
