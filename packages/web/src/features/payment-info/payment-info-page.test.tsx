import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-api';
import type { ApiHandlers } from '../../test/fake-api';
import { telegramLaunch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { stubSignedInApi } from '../../test/signed-in-api';

const EMPTY = { full_name: null, bank_card_number: null };

async function openForm(handlers: ApiHandlers = {}) {
  const calls = stubSignedInApi('user', {
    'GET /api/users/42/payment-info': () => json(EMPTY),
    'GET /api/my-balance': () =>
      json({ owed_kopecks: 0, debt_kopecks: 0, held_kopecks: 0, paid_out_kopecks: 0, payouts: [] }),
    'GET /api/my-payout-card': () => json({ state: 'none', pan: null }),
    ...handlers,
  });
  const view = renderApp({ path: '/payment-info', launch: telegramLaunch() });
  const name = await screen.findByRole('textbox', { name: 'ФИО' });
  const card = screen.getByRole('textbox', { name: 'Номер карты' });
  return { calls, name, card, router: view.router };
}

describe('payment information (spec §2, §5)', () => {
  it('asks for «Фамилия Имя Отчество» and 16 card digits', async () => {
    const { name, card } = await openForm();

    await userEvent.type(name, 'иван петров');
    await userEvent.type(card, '1234 5678');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(
      await screen.findByText('ФИО должно быть в формате: Фамилия Имя Отчество'),
    ).toBeInTheDocument();
    expect(screen.getByText('Номер карты должен содержать 16 цифр')).toBeInTheDocument();
  });

  it('groups the card number by four and stops at 19 characters', async () => {
    const { card } = await openForm();

    await userEvent.type(card, '12345678901234567890');

    expect(card).toHaveValue('1234 5678 9012 3456');
    expect(card).toHaveAttribute('maxlength', '19');
  });

  it('saves, says «Платежные данные успешно обновлены» and returns to the profile', async () => {
    const saved = { full_name: 'Иванов Иван Иванович', bank_card_number: '1234567890123456' };
    const { calls, name, card, router } = await openForm({
      'PUT /api/users/42/payment-info': () => json(saved),
    });

    await userEvent.type(name, 'Иванов Иван Иванович');
    await userEvent.type(card, '1234567890123456');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Платежные данные успешно обновлены',
    );
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/profile');
    });
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      fullName: 'Иванов Иван Иванович',
      bankCardNumber: '1234567890123456',
    });
  });

  it('shows the server’s reason with the HTTP status and keeps what was typed', async () => {
    const { name, card } = await openForm({
      'PUT /api/users/42/payment-info': () => json({ error: 'Карта не принимается' }, 400),
    });

    await userEvent.type(name, 'Иванов Иван Иванович');
    await userEvent.type(card, '1234567890123456');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Карта не принимается (HTTP 400)')).toBeInTheDocument();
    expect(name).toHaveValue('Иванов Иван Иванович');
    expect(card).toHaveValue('1234 5678 9012 3456');
  });

  it('keeps the name and card when the network is down and saves them on «Повторить»', async () => {
    let online = false;
    const saved = { full_name: 'Иванов Иван Иванович', bank_card_number: '1234567890123456' };
    const { calls, name, card, router } = await openForm({
      'PUT /api/users/42/payment-info': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return json(saved);
      },
    });
    await userEvent.type(name, 'Иванов Иван Иванович');
    await userEvent.type(card, '1234567890123456');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText(/Всё, что вы ввели, сохранено/)).toHaveTextContent(
      'Нет связи с сервером',
    );
    expect(name).toHaveValue('Иванов Иван Иванович');
    expect(card).toHaveValue('1234 5678 9012 3456');

    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/profile');
    });
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2);
  });

  it('fills the form with the saved details', async () => {
    const { name, card } = await openForm({
      'GET /api/users/42/payment-info': () =>
        json({ full_name: 'Петрова Анна Сергеевна', bank_card_number: '4000000000000002' }),
    });

    expect(name).toHaveValue('Петрова Анна Сергеевна');
    expect(card).toHaveValue('4000 0000 0000 0002');
  });

  it('asks a seller without an ИНН for one: without it buyers cannot pay by card', async () => {
    await openForm();

    expect(screen.getByRole('status')).toHaveTextContent(
      'без них покупатели не смогут оплатить ваши букеты картой',
    );
  });

  it('sends the ИНН and the status with the card, and shows no reminder once they are saved', async () => {
    const saved = {
      full_name: 'Иванов Иван Иванович',
      bank_card_number: '1234567890123456',
      inn: '500100732259',
      tax_status: 'individual_entrepreneur',
    };
    const { calls, name, card } = await openForm({
      'PUT /api/users/42/payment-info': () => json(saved),
    });

    await userEvent.type(name, 'Иванов Иван Иванович');
    await userEvent.type(card, '1234567890123456');
    await userEvent.type(screen.getByRole('textbox', { name: /ИНН/ }), '5001-0073-2259');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Статус' }), 'ИП');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => {
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        fullName: 'Иванов Иван Иванович',
        bankCardNumber: '1234567890123456',
        inn: '500100732259',
        taxStatus: 'individual_entrepreneur',
      });
    });
  });

  it('refuses an ИНН whose check digits fail, and a status without an ИНН', async () => {
    const { name, card } = await openForm();

    await userEvent.type(name, 'Иванов Иван Иванович');
    await userEvent.type(card, '1234567890123456');
    await userEvent.type(screen.getByRole('textbox', { name: /ИНН/ }), '500100732258');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('ИНН не прошёл проверку: проверьте цифры')).toBeInTheDocument();

    await userEvent.clear(screen.getByRole('textbox', { name: /ИНН/ }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Статус' }), 'Самозанятый');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Введите ИНН')).toBeInTheDocument();
  });

  it('fills the ИНН and the status that were saved', async () => {
    await openForm({
      'GET /api/users/42/payment-info': () =>
        json({ ...EMPTY, inn: '500100732259', tax_status: 'self_employed' }),
    });

    expect(screen.getByRole('textbox', { name: /ИНН/ })).toHaveValue('500100732259');
    expect(screen.getByRole('combobox', { name: 'Статус' })).toHaveValue('self_employed');
    expect(screen.queryByText(/без них покупатели/)).not.toBeInTheDocument();
  });
});
