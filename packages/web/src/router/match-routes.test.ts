import { describe, expect, it } from 'vitest';
import { matchPath, matchRoutes } from './match-routes';

describe('matchPath', () => {
  it('reads :params, decoded', () => {
    expect(matchPath('/seller/:id', '/seller/%D0%B0%D0%BD%D0%BD%D0%B0')).toEqual({ id: 'анна' });
  });

  it('ignores case and a trailing slash, as react-router does', () => {
    expect(matchPath('/myads', '/MyAds/')).toEqual({});
  });

  it('needs every segment: /myorders is not /myorders/7', () => {
    expect(matchPath('/myorders', '/myorders/7')).toBeNull();
    expect(matchPath('/myorders/:id', '/myorders')).toBeNull();
  });

  it('lets * take the rest of the address', () => {
    expect(matchPath('*', '/no/such/page')).toEqual({ '*': 'no/such/page' });
  });
});

describe('matchRoutes', () => {
  const layout = { element: 'layout', children: [{ path: '/ad/:id', element: 'ad' }] };
  const routes = [
    { path: '*', element: 'elsewhere' },
    layout,
    { path: '/ad/new', element: 'new ad' },
  ];

  it('gives the layouts down to the screen, each with the params', () => {
    const matches = matchRoutes(routes, '/ad/7');
    expect(matches?.map((match) => match.route.element)).toEqual(['layout', 'ad']);
    expect(matches?.[0]?.params).toEqual({ id: '7' });
  });

  it('prefers a static path to a :param and * to nothing, whatever their order', () => {
    expect(matchRoutes(routes, '/ad/new')?.at(-1)?.route.element).toBe('new ad');
    expect(matchRoutes(routes, '/oops')?.at(-1)?.route.element).toBe('elsewhere');
  });
});
