import { describe, expect, it } from 'vitest';
import { makeAd } from '../../test/ads';
import { publicConfig } from '../../test/fixtures';
import { renderFirstScreen } from './render-first-screen';

function parse(markup: string): Document {
  return new DOMParser().parseFromString(`<body>${markup}</body>`, 'text/html');
}

describe('the catalogue screen the server draws into the page (issue 14)', () => {
  it('shows the heading, the search and the first eight cards of the catalogue', () => {
    const ads = Array.from({ length: 12 }, (_, index) => makeAd({ title: `Букет №${index}` }));
    const page = parse(renderFirstScreen(ads, publicConfig(false)).body);

    expect(page.querySelector('#first-screen h1')?.textContent).toBe('КАТАЛОГ');
    expect(page.querySelector('[role=search]')).not.toBeNull();
    const cards = [...page.querySelectorAll('article')].map((card) => card.ariaLabel);
    expect(cards).toEqual(ads.slice(0, 8).map((ad) => ad.title));
  });

  it('takes no taps or focus: its buttons do nothing until the app replaces it', () => {
    const page = parse(renderFirstScreen([makeAd()], publicConfig(false)).body);

    expect(page.getElementById('first-screen')?.hasAttribute('inert')).toBe(true);
  });

  it('writes ad titles as text: a title cannot add a script or an element', () => {
    const titles = ['</script><script>steal()</script>', '<img src=x onerror="steal()">'];
    const screen = renderFirstScreen(
      titles.map((title) => makeAd({ title })),
      publicConfig(false),
    );
    const page = parse(screen.head + screen.body);

    expect(page.querySelectorAll('script')).toHaveLength(0);
    expect(page.querySelectorAll('[onerror]')).toHaveLength(0);
    expect([...page.querySelectorAll('h2')].map((title) => title.textContent)).toEqual(titles);
  });

  it('preloads the first photos in both sizes for the head, fetched first', () => {
    const ad = makeAd({ id: 7 });
    const { head } = renderFirstScreen([ad], publicConfig(false));
    const link = parse(head).querySelector('link[rel=preload]');

    expect(link?.getAttribute('as')).toBe('image');
    expect(link?.getAttribute('imagesrcset')).toBe(
      '/media/7-480.webp 480w, /media/7-1280.webp 1280w',
    );
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });

  it('gives each photo its size and srcset, so its box is kept before it loads', () => {
    const page = parse(renderFirstScreen([makeAd({ id: 7 })], publicConfig(false)).body);
    const photo = page.querySelector('article img');

    expect(photo?.getAttribute('width')).toBe('480');
    expect(photo?.getAttribute('height')).toBe('360');
    expect(photo?.getAttribute('srcset')).toContain('/media/7-480.webp 480w');
    expect(photo?.getAttribute('sizes')).toContain('50vw');
  });
});
