import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PhotoGallery } from './photo-gallery';

const PHOTOS = ['a', 'b', 'c'].map((name) => ({
  src: `/${name}-1280.webp`,
  thumb: `/${name}-480.webp`,
}));

function renderGallery(photos = PHOTOS, onClose = vi.fn()) {
  render(
    <PhotoGallery
      ad={{ title: 'Пионы', price: 6500, description: 'Нежно-розовые', photos }}
      onClose={onClose}
    />,
  );
  return onClose;
}

function mainPhoto() {
  return screen.getByRole('img', { name: /^Пионы, фото/ });
}

describe('photo gallery (spec §1)', () => {
  it('shows the title, the price with ₽, the description and starts at the first photo', () => {
    renderGallery();

    const dialog = screen.getByRole('dialog', { name: 'Пионы' });
    expect(within(dialog).getByText('6 500 ₽')).toBeInTheDocument();
    expect(within(dialog).getByText('Нежно-розовые')).toBeInTheDocument();
    expect(mainPhoto()).toHaveAttribute('src', '/a-1280.webp');
    expect(screen.getByRole('button', { name: 'Фото 1 из 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('moves with the arrows and wraps at both ends', async () => {
    renderGallery();

    await userEvent.click(screen.getByRole('button', { name: 'Предыдущее фото' }));
    expect(mainPhoto()).toHaveAttribute('src', '/c-1280.webp');
    await userEvent.click(screen.getByRole('button', { name: 'Следующее фото' }));
    expect(mainPhoto()).toHaveAttribute('src', '/a-1280.webp');
  });

  it('moves with the left and right keys, wrapping around', async () => {
    renderGallery();

    await userEvent.keyboard('{ArrowLeft}');
    expect(mainPhoto()).toHaveAttribute('src', '/c-1280.webp');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(mainPhoto()).toHaveAttribute('src', '/b-1280.webp');
    expect(screen.getByRole('button', { name: 'Фото 2 из 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('jumps to a photo from its 64 px thumbnail', async () => {
    renderGallery();

    const thumb = screen.getByRole('button', { name: 'Фото 3 из 3' });
    expect(thumb.querySelector('img')).toHaveAttribute('width', '64');
    await userEvent.click(thumb);
    expect(mainPhoto()).toHaveAttribute('src', '/c-1280.webp');
  });

  it('hides the arrows with a single photo', () => {
    renderGallery(PHOTOS.slice(0, 1));

    expect(screen.queryByRole('button', { name: 'Следующее фото' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Предыдущее фото' })).not.toBeInTheDocument();
  });

  it('closes with the close button', async () => {
    const onClose = renderGallery();

    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows nothing for an empty photo list', () => {
    renderGallery([]);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
