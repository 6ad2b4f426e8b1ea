import type { FloristThread } from '@flowers/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/fake-api';
import type { ApiCall } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { AdFloristThreads } from './ad-florist-threads';
import { OrderFloristThread } from './order-florist-thread';

const THREAD: FloristThread = {
  id: 3,
  ad_id: 5,
  title: 'Пионы',
  order_id: 7,
  order_number: '261121-0007',
  viewer: 'buyer',
  messages: [
    {
      id: 10,
      from: 'buyer',
      text: 'Можно без лент?',
      created_at: '2026-11-21T09:05:00.000Z',
      reported: false,
    },
    {
      id: 11,
      from: 'seller',
      text: 'Конечно',
      created_at: '2026-11-21T09:07:00.000Z',
      reported: false,
    },
  ],
};

const EMPTY: FloristThread = { ...THREAD, id: null, messages: [] };

const sentBodies = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => call.body as { key: string });

describe('the florist thread on the order page (issue 40)', () => {
  it('shows who wrote what and when, in Moscow time, oldest first', async () => {
    stubApi({ 'GET /api/orders/7/messages': () => json(THREAD) });
    renderScreen(<OrderFloristThread orderId={7} />);

    const log = await screen.findByRole('log', { name: 'Переписка по заказу №261121-0007' });
    const items = within(log).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Вы · 21\.11\.2026, 12:05 МСК.*Можно без лент\?/),
      expect.stringMatching(/^Флорист · 21\.11\.2026, 12:07 МСК.*Конечно/),
    ]);
  });

  it('says what to ask when nobody has written yet', async () => {
    stubApi({ 'GET /api/orders/7/messages': () => json(EMPTY) });
    renderScreen(<OrderFloristThread orderId={7} />);

    expect(await screen.findByText(/Спросите флориста о цветах/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Сообщение флористу' })).toBeInTheDocument();
  });

  it('offers «Повторить» when the thread fails to load', async () => {
    stubApi({ 'GET /api/orders/7/messages': () => json({ error: 'Сбой' }, 500) });
    renderScreen(<OrderFloristThread orderId={7} />);

    expect(await screen.findByText('Не удалось загрузить переписку')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });

  it('keeps the text after a failed send and sends it again with the same key', async () => {
    let failures = 1;
    const calls = stubApi({
      'GET /api/orders/7/messages': () => json(EMPTY),
      'POST /api/orders/7/messages': () =>
        failures-- > 0 ? json({ error: 'Не больше 5 сообщений в минуту' }, 429) : json(THREAD),
    });
    renderScreen(<OrderFloristThread orderId={7} />);
    const field = await screen.findByRole('textbox', { name: 'Сообщение флористу' });
    await userEvent.type(field, 'Можно без лент?');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить флористу' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Не больше 5 сообщений в минуту');
    expect(field).toHaveValue('Можно без лент?');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить флористу' }));

    await waitFor(() => {
      expect(field).toHaveValue('');
    });
    const [first, second] = sentBodies(calls);
    expect(second?.key).toBe(first?.key);
    expect(screen.getByText('Отправлено')).toBeInTheDocument();
  });

  it('sends with Ctrl+Enter', async () => {
    const calls = stubApi({
      'GET /api/orders/7/messages': () => json(EMPTY),
      'POST /api/orders/7/messages': () => json(THREAD),
    });
    renderScreen(<OrderFloristThread orderId={7} />);
    const field = await screen.findByRole('textbox', { name: 'Сообщение флористу' });
    await userEvent.type(field, 'Привет{Control>}{Enter}{/Control}');

    await waitFor(() => {
      expect(sentBodies(calls)).toHaveLength(1);
    });
  });

  it('reports the florist’s message, not one’s own', async () => {
    const calls = stubApi({
      'GET /api/orders/7/messages': () => json(THREAD),
      'POST /api/florist-threads/3/messages/11/report': () => json({ ok: true }),
    });
    renderScreen(<OrderFloristThread orderId={7} />);

    const report = await screen.findAllByRole('button', { name: /^Пожаловаться/ });
    expect(report).toHaveLength(1);
    expect(report[0]).toHaveAccessibleName(
      'Пожаловаться на сообщение: Флорист, 21.11.2026, 12:07 МСК',
    );
    await userEvent.click(report[0] as HTMLElement);
    await waitFor(() => {
      expect(calls.some((call) => call.path.endsWith('/11/report'))).toBe(true);
    });
  });

  it('shows staff the thread read-only in a dispute, and nothing when refused', async () => {
    stubApi({ 'GET /api/orders/7/messages': () => json({ ...THREAD, viewer: 'staff' }) });
    const view = renderScreen(<OrderFloristThread orderId={7} staff />);
    await screen.findByRole('log');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Пожаловаться/ })).not.toBeInTheDocument();
    view.unmount();

    stubApi({ 'GET /api/orders/7/messages': () => json({ error: 'Нет' }, 403) });
    renderScreen(<OrderFloristThread orderId={7} staff />);
    await waitFor(() => {
      expect(screen.queryByText('Загружаем переписку…')).not.toBeInTheDocument();
    });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});

describe('«Написать флористу» on the bouquet page (issue 40)', () => {
  it('opens the message field for a buyer who has not written yet', async () => {
    const calls = stubApi({
      'GET /api/ads/5/messages': () => json({ threads: [] }),
      'POST /api/ads/5/messages': () => json(THREAD),
    });
    renderScreen(<AdFloristThreads adId={5} isOwner={false} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Написать флористу' }));
    const field = screen.getByRole('textbox', { name: 'Сообщение флористу' });
    expect(field).toHaveFocus();
    await userEvent.type(field, 'Есть белые?');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить флористу' }));
    await waitFor(() => {
      expect(sentBodies(calls)[0]).toMatchObject({ text: 'Есть белые?' });
    });
  });

  it('shows the florist each buyer’s thread with a reply field', async () => {
    stubApi({
      'GET /api/ads/5/messages': () => json({ threads: [{ ...THREAD, viewer: 'seller' }] }),
    });
    renderScreen(<AdFloristThreads adId={5} isOwner />);
    expect(await screen.findByRole('heading', { name: 'Заказ №261121-0007' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Ответ покупателю' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(/^Покупатель/);
  });
});
