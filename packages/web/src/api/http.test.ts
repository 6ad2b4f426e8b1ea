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

  it('falls back to the status text when the error body has no error field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(new Response('upstream down', { status: 502, statusText: 'Bad Gateway' })),
      ),
    );

    await expect(apiRequest('/api/ads')).rejects.toMatchObject({
      status: 502,
      body: 'upstream down',
      message: 'Bad Gateway',
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
