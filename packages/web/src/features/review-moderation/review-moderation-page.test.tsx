import type { Review } from '@flowers/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { ReviewModerationPage } from './review-moderation-page';

function aReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 5,
    order_id: 31,
    seller_id: '77',
    stars: 1,
    text: 'Продавец грубил',
    author: 'Ольга',
    created_at: '2025-03-01T10:00:00.000Z',
    updated_at: '2025-03-01T10:00:00.000Z',
    hidden: false,
    hidden_reason: null,
    ...overrides,
  };
}

const countsOf = (reviews: Review[]) => ({
  all: reviews.length,
  hidden: reviews.filter((review) => review.hidden).length,
});

const pageOf = (reviews: Review[], next: string | null = null, counts = countsOf(reviews)) =>
  json({ reviews, next_cursor: next, counts });

const HIDDEN = aReview({ id: 6, author: 'Пётр', stars: 4, text: null, hidden: true });

/** The server's list, changed by hide calls the way the server changes it. */
function renderReviews(list: Review[], handlers = {}) {
  let reviews = list;
  const calls = stubApi({
    'GET /api/reviews/page': (call: { query: URLSearchParams }) =>
      pageOf(
        call.query.get('tab') === 'hidden' ? reviews.filter((review) => review.hidden) : reviews,
        null,
        countsOf(reviews),
      ),
    'POST /api/reviews/5/hide': () => {
      reviews = reviews.map((r) => (r.id === 5 ? { ...r, hidden: true } : r));
      return json(reviews.find((r) => r.id === 5));
    },
    ...handlers,
  });
  renderScreen(<ReviewModerationPage />, { role: 'moderator', route: '/reviews' });
  return { calls, user: userEvent.setup() };
}

const card = async (name: string) => within(await screen.findByRole('article', { name }));

describe('review moderation', () => {
  it('lists each review with stars, text, seller, buyer, order, date and the hidden mark', async () => {
    renderReviews([aReview(), HIDDEN]);
    const olga = await card('Отзыв № 5, Ольга');

    expect(olga.getByRole('img', { name: '1 звезда' })).toBeInTheDocument();
    expect(olga.getByText('Продавец грубил')).toBeInTheDocument();
    expect(olga.getByText('77')).toBeInTheDocument();
    expect(olga.getByText('№ 31')).toBeInTheDocument();
    expect(olga.getByText('01.03.2025, 13:00 МСК')).toBeInTheDocument();
    expect(olga.queryByText('Скрыт')).toBeNull();

    const petr = await card('Отзыв № 6, Пётр');
    expect(petr.getByText('Скрыт')).toBeInTheDocument();
    expect(petr.getByText('Без текста')).toBeInTheDocument();
    expect(petr.getByRole('button', { name: 'Показать' })).toBeInTheDocument();
  });

  it('shows only hidden reviews under «Скрытые»', async () => {
    const { user } = renderReviews([aReview(), HIDDEN]);
    await card('Отзыв № 5, Ольга');
    await user.click(screen.getByRole('tab', { name: /Скрытые/ }));

    expect(screen.queryByRole('article', { name: 'Отзыв № 5, Ольга' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Отзыв № 6, Пётр' })).toBeInTheDocument();
  });

  it('counts the tabs over every review, as the server says, and asks it for the hidden ones', async () => {
    const { calls, user } = renderReviews([aReview()], {
      'GET /api/reviews/page': (call: { query: URLSearchParams }) =>
        call.query.get('tab') === 'hidden'
          ? pageOf([HIDDEN], null, { all: 300, hidden: 12 })
          : pageOf([aReview()], 'page-1', { all: 300, hidden: 12 }),
    });
    await card('Отзыв № 5, Ольга');
    expect(screen.getByRole('tab', { name: /Скрытые/ })).toHaveTextContent('12');
    expect(screen.getByRole('tab', { name: /Все/ })).toHaveTextContent('300');

    await user.click(screen.getByRole('tab', { name: /Скрытые/ }));

    expect(await screen.findByRole('article', { name: 'Отзыв № 6, Пётр' })).toBeInTheDocument();
    expect(calls.at(-1)?.query.get('tab')).toBe('hidden');
  });

  it('hides a review after «Да» in the popup, then marks it «Скрыт»', async () => {
    const { calls, user } = renderReviews([aReview()]);
    await user.click((await card('Отзыв № 5, Ольга')).getByRole('button', { name: 'Скрыть' }));
    expect(
      await screen.findByText('Скрыть отзыв № 5? Его перестанут видеть на странице продавца.'),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Да' }));

    expect(await screen.findByText('Отзыв скрыт')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/reviews/5/hide')).toBe(true);
    const olga = await card('Отзыв № 5, Ольга');
    expect(olga.getByText('Скрыт')).toBeInTheDocument();
    expect(olga.getByRole('button', { name: 'Показать' })).toBeInTheDocument();
  });

  it('sends nothing when the popup is answered «Нет»', async () => {
    const { calls, user } = renderReviews([aReview()]);
    await user.click((await card('Отзыв № 5, Ольга')).getByRole('button', { name: 'Скрыть' }));
    await user.click(await screen.findByRole('button', { name: 'Нет' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Нет' })).toBeNull());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says the server’s reason when hiding fails', async () => {
    const { user } = renderReviews([aReview()], {
      'POST /api/reviews/5/hide': () => json({ error: 'Отзыв не найден' }, 404),
    });
    await user.click((await card('Отзыв № 5, Ольга')).getByRole('button', { name: 'Скрыть' }));
    await user.click(await screen.findByRole('button', { name: 'Да' }));

    expect(await screen.findByText('Не удалось скрыть отзыв: Отзыв не найден')).toBeInTheDocument();
  });

  it('says «Отзывов пока нет» when there are none', async () => {
    renderReviews([]);
    expect(await screen.findByText('Отзывов пока нет')).toBeInTheDocument();
  });

  it('offers «Повторить» when the list cannot load', async () => {
    stubApi({});
    renderScreen(<ReviewModerationPage />, { role: 'moderator', route: '/reviews' });
    expect(await screen.findByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });

  it('reads every review a page at a time', async () => {
    const calls = stubApi({
      'GET /api/reviews/page': (call) =>
        call.query.get('cursor') === null ? pageOf([aReview()], 'page-1') : pageOf([HIDDEN]),
    });
    renderScreen(<ReviewModerationPage />, { role: 'moderator', route: '/reviews' });
    await screen.findByText('Продавец грубил');
    expect(screen.queryByText(/Пётр/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));

    expect(await screen.findByText(/Пётр/)).toBeInTheDocument();
    expect(calls.map((call) => call.query.get('cursor'))).toEqual([null, 'page-1']);
  });
});
