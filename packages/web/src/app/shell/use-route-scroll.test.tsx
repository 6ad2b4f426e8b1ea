import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Location } from '../../router/history';
import { Link } from '../../router/link';
import { MemoryRouter } from '../../router/router';
import { useRouteScroll } from './use-route-scroll';

const keyOf = (location: Location) =>
  location.pathname === '/add' ? location.key : location.pathname;

function Screen() {
  useRouteScroll(keyOf);
  return (
    <>
      <Link to="/">Каталог</Link>
      <Link to="/favorites">Избранное</Link>
    </>
  );
}

// jsdom does not scroll: the page's position is set by hand and scrollTo is watched.
function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('useRouteScroll', () => {
  it('brings the catalogue back to where it was left and opens a new screen at the top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/']}>
        <Screen />
      </MemoryRouter>,
    );
    scrollPageTo(1200);

    fireEvent.click(screen.getByText('Избранное'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    fireEvent.click(screen.getByText('Каталог'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
  });

  it('keeps the positions across a reload of the page', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const first = render(
      <MemoryRouter initialEntries={['/myorders']}>
        <Screen />
      </MemoryRouter>,
    );
    scrollPageTo(640);
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();

    render(
      <MemoryRouter initialEntries={['/myorders']}>
        <Screen />
      </MemoryRouter>,
    );
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });
});
