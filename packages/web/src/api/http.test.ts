import { describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../test/fake-api';
import { FakeUploadRequest } from '../test/fake-upload-request';
import { ApiError, apiRequest, uploadWithProgress } from './http';
import type { UploadProgress } from './http';
import { setInitData } from './session-store';

describe('apiRequest', () => {
  it('sends the stored init data as x-initdata and JSON bodies as JSON', async () => {
    const calls = stubApi({ 'POST /api/favorites': () => json({ ok: true }) });
    setInitData('signed-init-data');

    await expect(
      apiRequest('/api/favorites', { method: 'POST', body: { ad_id: 7 } }),
    ).resolves.toEqual({ ok: true });
    expect(calls[0]?.headers.get('x-initdata')).toBe('signed-init-data');
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(calls[0]?.body).toEqual({ ad_id: 7 });
  });

  it('says «Нет связи с сервером» in Russian, never «Failed to fetch», when nothing answers', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));

    const error = await apiRequest('/api/ads').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(TypeError);
    expect(error).toMatchObject({
      message: 'Нет связи с сервером. Проверьте интернет и попробуйте ещё раз.',
    });
    vi.unstubAllGlobals();
  });

  it('turns an error answer into ApiError carrying the server’s Russian message', async () => {
    stubApi({ 'GET /api/ads/9': () => json({ error: 'Объявление не найдено' }, 404) });

    const error = await apiRequest('/api/ads/9').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      body: { error: 'Объявление не найдено' },
      message: 'Объявление не найдено',
    });
  });

  it.each([
    [502, 'Bad Gateway', 'Сервер временно недоступен. Попробуйте ещё раз через минуту.'],
    [504, 'Gateway Timeout', 'Сервер временно недоступен. Попробуйте ещё раз через минуту.'],
    [500, 'Internal Server Error', 'На сервере произошла ошибка. Попробуйте ещё раз позже.'],
    [413, 'Request Entity Too Large', 'Слишком большой запрос: уменьшите фото и попробуйте снова.'],
  ])(
    'says a proxy’s %i «%s» page in Russian, never its reason phrase or HTML (issue 40)',
    async (status, reason, text) => {
      const page = `<html><body><h1>${status} ${reason}</h1></body></html>`;
      vi.stubGlobal(
        'fetch',
        vi.fn(() => Promise.resolve(new Response(page, { status, statusText: reason }))),
      );

      await expect(apiRequest('/api/ads')).rejects.toMatchObject({
        status,
        body: null,
        message: text,
      });
    },
  );

  it('says a JSON answer without an error field in Russian too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response('{"statusCode":500}', { status: 500, statusText: 'Internal Server Error' }),
        ),
      ),
    );

    await expect(apiRequest('/api/ads')).rejects.toMatchObject({
      status: 500,
      message: 'На сервере произошла ошибка. Попробуйте ещё раз позже.',
    });
  });
});

describe('uploadWithProgress', () => {
  it('reports upload progress and resolves with the answer', async () => {
    FakeUploadRequest.install();
    setInitData('signed-init-data');
    const form = new FormData();
    const seen: UploadProgress[] = [];

    const done = uploadWithProgress('/api/ads', form, { onProgress: (p) => seen.push(p) });
    const xhr = FakeUploadRequest.last();
    xhr.progress(512, 2048);
    xhr.progress(2048, 2048);
    xhr.respond(201, { id: 5 }, 'Created');

    await expect(done).resolves.toEqual({ id: 5 });
    expect(seen.map((p) => p.fraction)).toEqual([0.25, 1]);
    expect(xhr.headers.get('x-initdata')).toBe('signed-init-data');
    expect(xhr.sent).toBe(form);
  });

  it('rejects with ApiError when the server refuses the upload', async () => {
    FakeUploadRequest.install();

    const done = uploadWithProgress('/api/ads', new FormData());
    FakeUploadRequest.last().respond(400, { error: 'Максимум 6 фото' }, 'Bad Request');

    await expect(done).rejects.toMatchObject({ status: 400, message: 'Максимум 6 фото' });
  });

  it('aborts when the signal fires', async () => {
    FakeUploadRequest.install();
    const controller = new AbortController();

    const done = uploadWithProgress('/api/ads', new FormData(), { signal: controller.signal });
    controller.abort();

    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });
});
