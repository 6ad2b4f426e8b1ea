import { describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../test/fake-api';
import { FakeUploadRequest } from '../test/fake-upload-request';
import { call, fillPath, upload } from './call';

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

  it('sends no body where the server takes none, and a form as it is', async () => {
    const calls = stubApi({
      'POST /api/orders/7/cancel': () => json({ id: 7 }),
      'POST /api/demo/bot/chats/42/photos': () => json({ callback_answer: null }),
    });
    const form = new FormData();

    await call('post', '/api/orders/{id}/cancel', { path: { id: 7 } });
    await call('post', '/api/demo/bot/chats/{chatId}/photos', { path: { chatId: '42' }, form });

    expect(calls[0]?.body).toBeUndefined();
    expect(calls[0]?.headers.get('content-type')).toBeNull();
    expect(calls.map(({ path }) => path)).toEqual([
      '/api/orders/7/cancel',
      '/api/demo/bot/chats/42/photos',
    ]);
    expect(vi.mocked(fetch).mock.calls[1]?.[1]?.body).toBe(form);
  });

  it('uploads a form to a contract path, reporting progress', async () => {
    FakeUploadRequest.install();
    const form = new FormData();
    const fractions: (number | null)[] = [];

    const done = upload('post', '/api/orders/{id}/photos/{stage}', {
      path: { id: 7, stage: 'delivery' },
      form,
      onProgress: (progress) => fractions.push(progress.fraction),
    });
    const xhr = FakeUploadRequest.last();
    xhr.progress(1024, 2048);
    xhr.respond(200, { id: 7 }, 'OK');

    await expect(done).resolves.toEqual({ id: 7 });
    expect(`${xhr.method} ${xhr.url}`).toBe('POST /api/orders/7/photos/delivery');
    expect(xhr.sent).toBe(form);
    expect(fractions).toEqual([0.5]);
  });

  it('refuses, at typecheck, a path outside the contract and a call missing its parameters', () => {
    const typeErrors = () => [
      // @ts-expect-error: the server serves no such path
      call('get', '/api/no-such-route'),
      // @ts-expect-error: the order's id is required
      call('get', '/api/orders/{id}'),
      // @ts-expect-error: favourites take a body
      call('post', '/api/favorites'),
      // @ts-expect-error: a moderator's approval takes no body
      call('post', '/api/moderate/ads/{id}/approve', { path: { id: 1 }, body: { reason: 'x' } }),
      // @ts-expect-error: a form goes only where no JSON body is declared
      call('post', '/api/favorites', { body: { user_id: '1', ad_id: 1 }, form: new FormData() }),
      // @ts-expect-error: a get sends no form
      call('get', '/api/ads/{id}', { path: { id: 1 }, form: new FormData() }),
      // @ts-expect-error: the server takes no upload at this path
      upload('post', '/api/no-such-upload', { form: new FormData() }),
      // @ts-expect-error: the photo's stage is part of the path
      upload('post', '/api/orders/{id}/photos/{stage}', { path: { id: 1 }, form: new FormData() }),
    ];
    expect(typeErrors).toBeTypeOf('function');
  });
});
