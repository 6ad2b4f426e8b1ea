import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAd } from '../../test/ads';
import { telegramLaunch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { cataloguePage, catalogueOrSearch, searchPages, searchQueries } from '../../test/search';
import { stubSignedInApi } from '../../test/signed-in-api';

const ROSES = makeAd({ id: 1, title: 'Розы', price: 7000 });
const PEONIES = makeAd({ id: 2, title: 'Пионы', price: 9000 });
const FOUND = makeAd({ id: 3, title: 'Алые розы', price: 8000 });

function stubCatalogue(search = searchPages([[FOUND]])) {
  return stubSignedInApi('user', {
    'GET /api/ads/search': catalogueOrSearch(() => cataloguePage([ROSES, PEONIES]), search),
  });
}

const urlOf = (router: { state: { location: { search: string } } }) =>
  decodeURIComponent(router.state.location.search);

const searchBox = () => screen.findByRole('searchbox', { name: 'Поиск букетов' });

async function openFilters() {
  await userEvent.click(await screen.findByRole('button', { name: 'Фильтры' }));
  await screen.findByRole('spinbutton', { name: 'Цена от' });
}

describe('searching the catalogue (issue 16)', () => {
  it('asks the catalogue’s first page once and never a search while nothing is searched', async () => {
    const calls = stubCatalogue();
    renderApp({ launch: telegramLaunch() });

    expect(await screen.findByRole('article', { name: 'Пионы' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/ads/search')).toHaveLength(1);
    expect(searchQueries(calls)).toEqual([]);
  });

  it('searches once the typing pauses, not on every letter', async () => {
    const calls = stubCatalogue();
    const { router } = renderApp({ launch: telegramLaunch() });

    await userEvent.type(await searchBox(), 'розы');
    expect(searchQueries(calls)).toEqual([]);

    await waitFor(() => expect(urlOf(router)).toBe('?q=розы'));
    expect(await screen.findByRole('article', { name: 'Алые розы' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Пионы' })).toBeNull();
    expect(searchQueries(calls)).toEqual(['q=розы']);
  });

  it('searches at once on Enter', async () => {
    stubCatalogue();
    const { router } = renderApp({ launch: telegramLaunch() });

    await userEvent.type(await searchBox(), 'розы{Enter}');

    expect(urlOf(router)).toBe('?q=розы');
  });

  it('restores the search, prices and sort from the URL', async () => {
    const calls = stubCatalogue();
    renderApp({ path: '/?q=розы&priceMin=5000&sort=cheap', launch: telegramLaunch() });

    expect(await searchBox()).toHaveValue('розы');
    expect(await screen.findByRole('article', { name: 'Алые розы' })).toBeInTheDocument();
    expect(searchQueries(calls)).toEqual(['q=розы&priceMin=5000&sort=cheap']);
    const filters = screen.getByRole('button', { name: 'Фильтры' });
    expect(filters).toHaveAccessibleDescription('Включено фильтров: 2');

    await openFilters();
    expect(screen.getByRole('spinbutton', { name: 'Цена от' })).toHaveValue(5000);
    expect(screen.getByRole('spinbutton', { name: 'Цена до' })).toHaveValue(null);
    expect(screen.getByRole('combobox', { name: 'Сортировка' })).toHaveDisplayValue(
      'Сначала дешевле',
    );
  });

  it('returns to the plain catalogue on back, however many pauses the typing had', async () => {
    stubCatalogue();
    const { router } = renderApp({ launch: telegramLaunch() });
    const box = await searchBox();

    await userEvent.type(box, 'ро');
    await waitFor(() => expect(router.state.location.search).not.toBe(''));
    await userEvent.type(box, 'зы');
    await waitFor(() => expect(urlOf(router)).toBe('?q=розы'));

    await router.navigate(-1);

    expect(await screen.findByRole('article', { name: 'Пионы' })).toBeInTheDocument();
    expect(await searchBox()).toHaveValue('');
    expect(router.state.location.search).toBe('');
  });

  it('applies a price range and says when its ends are the wrong way round', async () => {
    const calls = stubCatalogue();
    const { router } = renderApp({ launch: telegramLaunch() });
    await openFilters();

    await userEvent.type(screen.getByRole('spinbutton', { name: 'Цена от' }), '9000');
    await waitFor(() => expect(searchQueries(calls)).toEqual(['priceMin=9000']));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Цена до' }), '7000');

    expect(await screen.findByText('Цена «от» больше цены «до»')).toBeVisible();
    expect(router.state.location.search).toBe('?priceMin=9000');
    expect(screen.getByRole('button', { name: 'Фильтры' })).toHaveAccessibleDescription(
      'Включено фильтров: 1',
    );
  });

  it('refuses a price in kopecks with the domain’s message', async () => {
    stubCatalogue();
    renderApp({ launch: telegramLaunch() });
    await openFilters();

    await userEvent.type(screen.getByRole('spinbutton', { name: 'Цена до' }), '99.5');

    expect(await screen.findByText('Цена: только целое число рублей')).toBeVisible();
  });

  it('offers «По совпадению» only when there is text to match', async () => {
    stubCatalogue();
    renderApp({ path: '/?priceMin=1', launch: telegramLaunch() });
    await openFilters();
    const sort = screen.getByRole('combobox', { name: 'Сортировка' });
    expect(within(sort).queryByRole('option', { name: 'По совпадению' })).toBeNull();
    expect(sort).toHaveDisplayValue('Сначала новые');

    await userEvent.type(await searchBox(), 'розы{Enter}');

    expect(await within(sort).findByRole('option', { name: 'По совпадению' })).toBeInTheDocument();
    expect(sort).toHaveDisplayValue('По совпадению');
  });

  it('sorts dearer first on choice, as a step back undoes', async () => {
    const calls = stubCatalogue();
    const { router } = renderApp({ path: '/?q=розы', launch: telegramLaunch() });
    await openFilters();

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Сортировка' }),
      'Сначала дороже',
    );

    await waitFor(() => expect(searchQueries(calls)).toContain('q=розы&sort=dear'));
    await router.navigate(-1);
    await waitFor(() => expect(urlOf(router)).toBe('?q=розы'));
  });

  it('resets the text, prices and sort with «Сбросить всё»', async () => {
    stubCatalogue();
    const { router } = renderApp({ path: '/?q=розы&priceMax=9000', launch: telegramLaunch() });
    await openFilters();

    await userEvent.click(screen.getByRole('button', { name: 'Сбросить всё' }));

    expect(await screen.findByRole('article', { name: 'Пионы' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(await searchBox()).toHaveValue('');
    expect(screen.getByRole('spinbutton', { name: 'Цена до' })).toHaveValue(null);
  });
});
