import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDadataClient } from './dadata-client.ts';
import { startFakeDadata, type FakeDadata } from './fake-dadata.ts';

const API_KEY = 'test-dadata-key-0123456789';

let dadata: FakeDadata;
const log = { warn: vi.fn() };

beforeAll(async () => {
  dadata = await startFakeDadata();
});
afterAll(() => dadata.close());
beforeEach(() => {
  dadata.requests.length = 0;
  log.warn.mockClear();
});

const client = () => createDadataClient({ apiKey: API_KEY, log, baseUrl: dadata.baseUrl });

const suggestion = (value: string, regionKladrId: string | null) => ({
  value,
  unrestricted_value: `101000, ${value}`,
  data: { region_kladr_id: regionKladrId, city: 'Москва', geo_lat: '55.7', geo_lon: '37.6' },
});

describe('DaData client', () => {
  it('asks suggest/address with the token, Moscow and Moscow region, at most 10, no restrict_value', async () => {
    await client().suggest('Тверская 1');

    expect(dadata.requests).toHaveLength(1);
    const [request] = dadata.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/suggestions/api/4_1/rs/suggest/address');
    expect(request?.headers.authorization).toBe(`Token ${API_KEY}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.body).toEqual({
      query: 'Тверская 1',
      count: 10,
      locations: [{ kladr_id: '77' }, { kladr_id: '50' }],
    });
  });

  it('answers only the value of each suggestion', async () => {
    dadata.answer = {
      body: {
        suggestions: [
          suggestion('г Москва, ул Тверская, д 1', '7700000000000'),
          suggestion('Московская обл, г Химки, ул Ленинградская', '5000000000000'),
        ],
      },
    };

    await expect(client().suggest('Тверская 1')).resolves.toEqual([
      { value: 'г Москва, ул Тверская, д 1' },
      { value: 'Московская обл, г Химки, ул Ленинградская' },
    ]);
  });

  it('drops suggestions outside Moscow and Moscow region', async () => {
    dadata.answer = {
      body: {
        suggestions: [
          suggestion('г Санкт-Петербург, ул Тверская', '7800000000000'),
          suggestion('г Москва, ул Тверская', '7700000000000'),
          suggestion('ул Тверская', null),
        ],
      },
    };

    await expect(client().suggest('Тверская')).resolves.toEqual([
      { value: 'г Москва, ул Тверская' },
    ]);
  });

  it.each([
    [
      'the daily quota is over (403)',
      { status: 403, body: { message: "Feature 'SUGGESTIONS' disabled" } },
    ],
    ['DaData answers 500', { status: 500, body: 'oops' }],
    ['the answer is not JSON', { body: '<html>garbage' }],
    ['the answer has another shape', { body: { suggestions: 'none' } }],
  ])('resolves null and warns when %s', async (_case, answer) => {
    dadata.answer = answer;

    await expect(client().suggest('Тверская')).resolves.toBeNull();
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it('gives up after the timeout', async () => {
    dadata.answer = { body: { suggestions: [] }, delayMs: 1000 };
    const quick = createDadataClient({
      apiKey: API_KEY,
      log,
      baseUrl: dadata.baseUrl,
      timeoutMs: 50,
    });

    const started = Date.now();
    await expect(quick.suggest('Тверская')).resolves.toBeNull();
    expect(Date.now() - started).toBeLessThan(900);
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it('resolves null when DaData cannot be reached', async () => {
    const unreachable = createDadataClient({ apiKey: API_KEY, log, baseUrl: 'http://127.0.0.1:1' });

    await expect(unreachable.suggest('Тверская')).resolves.toBeNull();
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it('never logs the API key', async () => {
    dadata.answer = { status: 403, body: { message: "Feature 'SUGGESTIONS' disabled" } };

    await client().suggest('Тверская');
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain(API_KEY);
  });
});
