import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../test/fake-api';
import { call, fillPath } from './call';

describe('a call typed by the contract', () => {
  it('fills the path’s parameters, escaped', () => {
    expect(fillPath('/api/favorites/{userId}/{adId}', { userId: '42', adId: 7 })).toBe(
      '/api/favorites/42/7',
    );
    expect(fillPath('/api/ads/{id}', { id: 'a/b' })).toBe('/api/ads/a%2Fb');
  });

  it('sends the method, the body as JSON and the query without empty values', async () => {
    const calls = stubApi({
      'POST /api/favorites': () => json({ ok: true }),
      'GET /api/ads/search': () => json({ ads: [], next_cursor: null }),
    });

    await call('post', '/api/favorites', { body: { user_id: '42', ad_id: 7 } });
    await call('get', '/api/ads/search', { query: { q: 'пионы', cursor: undefined } });

    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/favorites',
      'GET /api/ads/search',
    ]);
    expect(calls[0]?.body).toEqual({ user_id: '42', ad_id: 7 });
    expect(calls[1]?.query.toString()).toBe('q=%D0%BF%D0%B8%D0%BE%D0%BD%D1%8B');
  });

  it('refuses, at typecheck, a path outside the contract and a call missing its parameters', () => {
    const typeErrors = () => [
      // @ts-expect-error: the server serves no such path
      call('get', '/api/no-such-route'),
      // @ts-expect-error: the order's id is required
      call('get', '/api/orders/{id}'),
      // @ts-expect-error: favourites take a body
      call('post', '/api/favorites'),
    ];
    expect(typeErrors).toBeTypeOf('function');
  });
});
