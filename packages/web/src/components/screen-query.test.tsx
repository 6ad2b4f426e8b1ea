import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/http';
import { renderScreen } from '../test/render-screen';
import { ScreenQuery } from './screen-query';

const FAILED_TEXT = 'Не удалось загрузить букет';

function BouquetScreen({ load }: { load: () => Promise<string> }) {
  return (
    <ScreenQuery
      query={useQuery({ queryKey: ['bouquet'], queryFn: load })}
      loading={<p>Загружаем…</p>}
      notFound={<p>Букет продан</p>}
      failedText={FAILED_TEXT}
    >
      {(title) => <h1>{title}</h1>}
    </ScreenQuery>
  );
}

describe('a screen about one loaded thing', () => {
  it('shows the screen’s own «not found» when the server answers 404', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen(
      <BouquetScreen load={() => Promise.reject(new ApiError(404, {}, 'Объявление не найдено'))} />,
    );
    expect(await screen.findByText('Букет продан')).toBeInTheDocument();
  });

  it('offers «Повторить» after a failure and shows the thing once it loads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(500, {}, 'Ошибка сервера'))
      .mockResolvedValue('Пионы');
    renderScreen(<BouquetScreen load={load} />);
    expect(await screen.findByText(FAILED_TEXT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { name: 'Пионы' })).toBeInTheDocument();
  });
});
