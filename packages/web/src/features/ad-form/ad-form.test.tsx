import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { anAd } from '../../test/staff-fixtures';
import { CreateAdPage } from './create-ad-page';
import { EditAdPage } from './edit-ad-page';

// One set of ad fields serves both forms; each keeps its own spec §5 rules and words.
const MODES = {
  create: {
    render: () => renderScreen(<CreateAdPage />, { route: '/add' }),
    submit: 'Добавить',
  },
  edit: {
    render: () => renderScreen(<EditAdPage />, { route: '/edit-ad/:id', path: '/edit-ad/7' }),
    submit: 'Отправить на модерацию',
  },
} as const;

async function fieldsOf(mode: keyof typeof MODES) {
  MODES[mode].render();
  const title = await screen.findByRole('textbox', { name: 'Название' });
  const price = screen.getByRole('textbox', { name: /Цена продавца/ });
  return { title, price };
}

async function submitWith(mode: keyof typeof MODES, values: { title: string; price: string }) {
  const user = userEvent.setup();
  const { title, price } = await fieldsOf(mode);
  await user.clear(title);
  if (values.title) await user.type(title, values.title);
  await user.clear(price);
  if (values.price) await user.type(price, values.price);
  await user.click(screen.getByRole('button', { name: MODES[mode].submit }));
  return { title, price };
}

beforeEach(() => {
  stubApi({
    'GET /api/ads/7': () => json(anAd()),
    'GET /api/address/suggest': () => json({ suggestions: [] }),
  });
});

describe('ad form', () => {
  it('asks for a title and a price with «Введите название» and «Введите цену» in both modes', async () => {
    for (const mode of ['create', 'edit'] as const) {
      const { title, price } = await submitWith(mode, { title: '', price: '' });

      expect(title).toHaveAccessibleDescription('Введите название');
      expect(price).toHaveAccessibleDescription(/^Введите цену/);
      cleanup();
    }
  });

  it('refuses a price with letters with «Только цифры» in both modes', async () => {
    for (const mode of ['create', 'edit'] as const) {
      const { price } = await submitWith(mode, { title: 'Розы', price: '5000р' });

      expect(price).toHaveAccessibleDescription(/^Только цифры/);
      cleanup();
    }
  });

  it('takes a two-letter title when creating, which has no length rule', async () => {
    const { title } = await submitWith('create', { title: 'Ро', price: '5000' });

    expect(await screen.findByRole('alert')).not.toHaveTextContent('Название: 3-100 символов');
    expect(title).not.toHaveAccessibleDescription();
  });

  it('refuses a two-letter title when editing with «Название: 3-100 символов»', async () => {
    const { title } = await submitWith('edit', { title: 'Ро', price: '5000' });

    expect(title).toHaveAccessibleDescription('Название: 3-100 символов');
  });

  it('sums the problems up under the form when creating and in the banner when editing', async () => {
    await submitWith('create', { title: '', price: '' });
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Проверьте поля: Название, Цена продавца');
    expect(summary).not.toHaveTextContent('Исправьте ошибки в форме');
    cleanup();

    await submitWith('edit', { title: '', price: '' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Исправьте ошибки в форме');
  });

  it('shows the price buyers will pay under the seller’s price in both modes', async () => {
    for (const mode of ['create', 'edit'] as const) {
      const user = userEvent.setup();
      const { price } = await fieldsOf(mode);
      await user.clear(price);
      await user.type(price, '4000');

      expect(price).toHaveAccessibleDescription(/Минимальная цена — 5\s000\s₽/);
      expect(price).toHaveAccessibleDescription(/Покупатели увидят цену 5\s200\s₽/);
      cleanup();
    }
  });
});
