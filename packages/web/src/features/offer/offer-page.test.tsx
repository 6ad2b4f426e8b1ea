import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/fake-api';
import { OPERATOR, publicConfig } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('public offer (spec §2, §9)', () => {
  it('shows the agent contract with its terms to anyone, without signing in', async () => {
    stubApi({ 'GET /api/public-config': () => json(publicConfig(false)) });
    renderApp({ path: '/oferta' });

    expect(await screen.findByRole('heading', { name: 'Публичная оферта' })).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('около 30% от цены продавца');
    expect(article).toHaveTextContent('кратной 100 ₽');
    expect(article).toHaveTextContent('5 000 ₽');
    expect(article).toHaveTextContent('в течение 24 часов с момента заказа');
    expect(article).toHaveTextContent('недоступен более 3 часов');
    expect(article).toHaveTextContent('в течение 3 рабочих дней');
    expect(article).toHaveTextContent('только по Москве и Московской области');
    expect(
      await screen.findByText(`ИНН ${OPERATOR.inn}, ОГРН ${OPERATOR.ogrn}`, {
        selector: 'article p',
      }),
    ).toBeInTheDocument();
  });
});
