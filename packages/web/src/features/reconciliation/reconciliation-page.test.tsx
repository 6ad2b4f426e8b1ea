import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-api';
import { telegramLaunch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { stubSignedInApi } from '../../test/signed-in-api';

const EMPTY = { ran_at: '2026-11-26T03:00:00.000Z', checked: 4, differences: [] };
const MISMATCH = {
  ...EMPTY,
  differences: [
    {
      order_id: 7,
      order_number: '261126-7',
      kind: 'bank',
      kind_label: 'Расходится с банком',
      text: 'банк: деньги удержаны; у нас: Удержание снято',
    },
  ],
};

describe('«Сверка» (issue 24)', () => {
  it('says «Расхождений нет» after a clean reconciliation', async () => {
    stubSignedInApi('admin', { 'GET /api/admin/reconciliation': () => json(EMPTY) });
    renderApp({ path: '/reconciliation', launch: telegramLaunch() });

    expect(await screen.findByText('Расхождений нет')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Сверка' })).toBeInTheDocument();
    expect(screen.getByText(/проверено платежей: 4/)).toBeInTheDocument();
  });

  it('runs a reconciliation on «Сверить сейчас» and lists each difference in Russian', async () => {
    const calls = stubSignedInApi('admin', {
      'GET /api/admin/reconciliation': () => json(EMPTY),
      'POST /api/admin/reconciliation/run': () => json(MISMATCH),
    });
    renderApp({ path: '/reconciliation', launch: telegramLaunch() });

    await userEvent.click(await screen.findByRole('button', { name: 'Сверить сейчас' }));

    const card = await screen.findByRole('article', { name: 'Заказ №261126-7' });
    expect(within(card).getByText('Расходится с банком')).toBeInTheDocument();
    expect(card).toHaveTextContent('банк: деньги удержаны; у нас: Удержание снято');
    expect(calls.some((call) => call.path === '/api/admin/reconciliation/run')).toBe(true);
  });

  it('offers a forced mismatch in demo mode and shows what it found', async () => {
    const calls = stubSignedInApi('admin', {
      'GET /api/admin/reconciliation': () => json({ ...EMPTY, can_force_mismatch: true }),
      'POST /api/admin/reconciliation/demo-mismatch': () =>
        json({ ...MISMATCH, can_force_mismatch: true }),
    });
    renderApp({ path: '/reconciliation', launch: telegramLaunch() });

    await userEvent.click(
      await screen.findByRole('button', { name: 'Создать расхождение (демо)' }),
    );

    expect(await screen.findByRole('article', { name: 'Заказ №261126-7' })).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/admin/reconciliation/demo-mismatch')).toBe(
      true,
    );
  });

  it('says why a forced mismatch could not be made', async () => {
    stubSignedInApi('admin', {
      'GET /api/admin/reconciliation': () => json({ ...EMPTY, can_force_mismatch: true }),
      'POST /api/admin/reconciliation/demo-mismatch': () =>
        json({ error: 'Нет оплаченного заказа, на котором можно показать расхождение' }, 409),
    });
    renderApp({ path: '/reconciliation', launch: telegramLaunch() });

    await userEvent.click(
      await screen.findByRole('button', { name: 'Создать расхождение (демо)' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Нет оплаченного заказа, на котором можно показать расхождение',
    );
  });

  it('offers no forced mismatch against a real bank', async () => {
    stubSignedInApi('admin', { 'GET /api/admin/reconciliation': () => json(EMPTY) });
    renderApp({ path: '/reconciliation', launch: telegramLaunch() });

    expect(await screen.findByText('Расхождений нет')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Создать расхождение/ })).not.toBeInTheDocument();
  });

  it('is linked from the administration hub for an admin', async () => {
    stubSignedInApi('admin', {});
    renderApp({ path: '/administrationpage', launch: telegramLaunch() });

    expect(await screen.findByRole('link', { name: 'Сверка' })).toHaveAttribute(
      'href',
      '/reconciliation',
    );
  });
});
