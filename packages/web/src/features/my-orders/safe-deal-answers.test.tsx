import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../test/ads';
import { json } from '../../test/fake-api';
import { FakeUploadRequest } from '../../test/fake-upload-request';
import { telegramLaunch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { stubSignedInApi } from '../../test/signed-in-api';
import { aSafeDeal } from '../../test/staff-fixtures';

const awaiting = makeOrder({ status: 'Delivered', safe_deal: aSafeDeal() });
const captured = makeOrder({
  status: 'completed',
  safe_deal: aSafeDeal({
    state: 'captured',
    state_label: 'Оплата списана',
    captured_kopecks: 650_000,
    awaiting_buyer: false,
  }),
});

async function openCard() {
  renderApp({ path: '/myorders', launch: telegramLaunch() });
  return screen.findByRole('article', { name: 'Заказ FM-000001' });
}

describe('«Получили букет?» on my orders (issue 15)', () => {
  it('shows the safe-deal state in Russian', async () => {
    stubSignedInApi('user', { 'GET /api/my-orders': () => json([captured]) });
    const card = await openCard();

    expect(card).toHaveTextContent('Безопасная сделка: Оплата списана');
    expect(within(card).queryByText('Получили букет?')).not.toBeInTheDocument();
  });

  it('tells the buyer what happens to held money next', async () => {
    stubSignedInApi('user', { 'GET /api/my-orders': () => json([awaiting]) });
    const card = await openCard();

    expect(card).toHaveTextContent(
      'Безопасная сделка: деньги удержаны банком. Продавец получит их, когда вы подтвердите получение букета, а если заказ отменят, удержание снимут.',
    );
    expect(card).not.toHaveTextContent('Деньги удержаны');
  });

  it('says «Спор» while the buyer’s complaint waits, not what happens to held money', async () => {
    const disputed = makeOrder({
      status: 'Delivered',
      safe_deal: aSafeDeal({
        state_label: 'Спор',
        awaiting_buyer: false,
        dispute: {
          id: 1,
          text: 'Стебли поломаны',
          photos: [],
          created_at: '2026-11-25T10:00:00.000Z',
          decision: null,
          decision_label: null,
          refund_kopecks: null,
        },
      }),
    });
    stubSignedInApi('user', { 'GET /api/my-orders': () => json([disputed]) });
    const card = await openCard();

    expect(card).toHaveTextContent('Безопасная сделка: Спор');
    expect(card).not.toHaveTextContent('деньги удержаны банком');
  });

  it('shows the order time in Moscow time labelled «МСК»', async () => {
    stubSignedInApi('user', { 'GET /api/my-orders': () => json([awaiting]) });
    const card = await openCard();

    expect(card).toHaveTextContent(/\d{2}:\d{2} МСК/);
  });

  it('«Да, всё хорошо» confirms receipt and shows the captured state', async () => {
    let confirmed = false;
    const calls = stubSignedInApi('user', {
      'GET /api/my-orders': () => json([confirmed ? captured : awaiting]),
      'POST /api/orders/1/receipt': () => {
        confirmed = true;
        return json(captured);
      },
    });
    const card = await openCard();
    expect(within(card).getByText('Получили букет?')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Да, всё хорошо' }));

    await waitFor(() => expect(card).toHaveTextContent('Безопасная сделка: Оплата списана'));
    expect(
      calls.some((call) => call.method === 'POST' && call.path === '/api/orders/1/receipt'),
    ).toBe(true);
    expect(within(card).queryByText('Получили букет?')).not.toBeInTheDocument();
  });

  it('shows the server’s reason when the confirmation fails', async () => {
    stubSignedInApi('user', {
      'GET /api/my-orders': () => json([awaiting]),
      'POST /api/orders/1/receipt': () => json({ error: 'Заказ ещё не доставлен' }, 409),
    });
    const card = await openCard();

    await userEvent.click(within(card).getByRole('button', { name: 'Да, всё хорошо' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent('Заказ ещё не доставлен');
  });

  it('refuses a too short problem description without sending it', async () => {
    FakeUploadRequest.install();
    stubSignedInApi('user', { 'GET /api/my-orders': () => json([awaiting]) });
    const card = await openCard();

    await userEvent.click(within(card).getByRole('button', { name: 'Есть проблема' }));
    await userEvent.type(within(card).getByLabelText('Что случилось?'), 'Нет');
    await userEvent.click(within(card).getByRole('button', { name: 'Отправить' }));

    expect(within(card).getByRole('alert')).toHaveTextContent(
      'Опишите проблему: от 5 до 2000 символов',
    );
    expect(FakeUploadRequest.all).toHaveLength(0);
  });

  it('sends the problem text and photos with progress, keeping them when sending fails', async () => {
    FakeUploadRequest.install();
    stubSignedInApi('user', { 'GET /api/my-orders': () => json([awaiting]) });
    const user = userEvent.setup();
    const card = await openCard();

    await user.click(within(card).getByRole('button', { name: 'Есть проблема' }));
    await user.type(within(card).getByLabelText('Что случилось?'), 'Букет завял');
    await user.upload(within(card).getByLabelText('Фото к проблеме', { selector: 'input' }), [
      new File(['a'], 'one.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'two.jpg', { type: 'image/jpeg' }),
    ]);
    await user.click(within(card).getByRole('button', { name: 'Отправить' }));

    const upload = FakeUploadRequest.last();
    expect(upload.url).toBe('/api/orders/1/dispute');
    expect(upload.sent?.get('text')).toBe('Букет завял');
    expect(upload.sent?.getAll('photos')).toHaveLength(2);
    upload.progress(1, 2);
    expect(
      await within(card).findByRole('progressbar', { name: 'Отправка жалобы' }),
    ).toHaveAttribute('aria-valuenow', '50');

    upload.respond(400, { error: 'Не больше 6 фото' });

    expect(await within(card).findByRole('alert')).toHaveTextContent('Не больше 6 фото');
    expect(within(card).getByLabelText('Что случилось?')).toHaveValue('Букет завял');
    expect(within(card).getByText('one.jpg')).toBeInTheDocument();
    expect(within(card).getByText('two.jpg')).toBeInTheDocument();
  });

  it('refuses a seventh photo before sending', async () => {
    stubSignedInApi('user', { 'GET /api/my-orders': () => json([awaiting]) });
    const user = userEvent.setup();
    const card = await openCard();

    await user.click(within(card).getByRole('button', { name: 'Есть проблема' }));
    await user.upload(
      within(card).getByLabelText('Фото к проблеме', { selector: 'input' }),
      Array.from(
        { length: 7 },
        (_, i) => new File(['x'], `${String(i)}.jpg`, { type: 'image/jpeg' }),
      ),
    );

    expect(within(card).getByRole('alert')).toHaveTextContent('Не больше 6 фото');
  });
});
