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

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Screen />
    </MemoryRouter>,
  );
}

// jsdom does not scroll: the page's position is set by hand and scrollTo is watched.
function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  Reflect.deleteProperty(document.documentElement, 'scrollHeight');
});

describe('useRouteScroll', () => {
  it('brings the catalogue back to where it was left and opens a new screen at the top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderAt('/');
    scrollPageTo(1200);

    fireEvent.click(screen.getByText('Избранное'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    fireEvent.click(screen.getByText('Каталог'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
  });

  it('keeps the positions across a reload of the page', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const first = renderAt('/myorders');
    scrollPageTo(640);
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();

    renderAt('/myorders');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('stores the catalogue’s position in session storage as soon as it is left (spec §2)', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderAt('/');
    scrollPageTo(1300);

    fireEvent.click(screen.getByText('Избранное'));

    const stored = JSON.parse(sessionStorage.getItem('flowers/route-scroll') ?? '{}');
    expect(stored['/']).toBe(1300);
  });

  it('does not take the page’s top, while its list has not arrived, for the place to return to', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderAt('/');
    scrollPageTo(1300);
    fireEvent.click(screen.getByText('Избранное'));
    fireEvent.click(screen.getByText('Каталог'));
    // The page is not yet tall enough: the browser holds it at the top.
    scrollPageTo(0);

    fireEvent.click(screen.getByText('Избранное'));
    fireEvent.click(screen.getByText('Каталог'));

    expect(scrollTo).toHaveBeenLastCalledWith(0, 1300);
  });

  it('does not take its own scroll, reported after the list has grown, for the buyer’s', () => {
    let pageHeight = 1726;
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      get: () => pageHeight,
      configurable: true,
    });
    // As a browser does: the position is held within the page, its scroll event comes later.
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation((...args: unknown[]) => {
      const y = Math.min(args[1] as number, pageHeight - window.innerHeight);
      Object.defineProperty(window, 'scrollY', { value: Math.max(0, y), configurable: true });
    });
    renderAt('/');
    scrollPageTo(1300);
    fireEvent.click(screen.getByText('Избранное'));
    fireEvent.click(screen.getByText('Каталог'));
    const landed = window.scrollY;
    expect(landed).toBeLessThan(1300);

    pageHeight = 6000;
    window.dispatchEvent(new Event('scroll'));
    fireEvent.click(screen.getByText('Избранное'));
    fireEvent.click(screen.getByText('Каталог'));

    expect(scrollTo).toHaveBeenLastCalledWith(0, 1300);
  });
});
