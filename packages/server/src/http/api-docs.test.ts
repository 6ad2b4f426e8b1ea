import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../test/api-routes.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

interface Operation {
  tags?: string[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema: unknown }> }>;
  security?: unknown[];
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

// `/api/ads/:id` in Fastify is `/api/ads/{id}` in OpenAPI. Fastify's route tree names a
// parameter after the first route that used its position, so names are left out of the match.
const withoutParamNames = (url: string) => url.replace(/:[A-Za-z]+|\{[A-Za-z]+\}/g, '{}');

function operationOf(document: OpenApiDocument, method: string, url: string) {
  const path = Object.keys(document.paths).find(
    (candidate) => withoutParamNames(candidate) === withoutParamNames(url),
  );
  return path === undefined ? undefined : document.paths[path]?.[method.toLowerCase()];
}

describe('the API reference in demo mode', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    t = await buildTestApp({ TELEGRAM_BOT_TOKEN: undefined });
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(() => t.close());

  it('lists every route the app serves, each under the tag of its capability', () => {
    const routes = apiRoutes(t.app).filter(({ url }) => !url.startsWith('/api/docs'));
    expect(routes.length).toBeGreaterThan(25);
    const missing = routes.filter(
      ({ method, url }) => operationOf(document, method, url) === undefined,
    );
    expect(missing).toEqual([]);
    for (const { method, url } of routes) {
      const operation = operationOf(document, method, url);
      expect(operation?.tags, `${method} ${url}`).toEqual([url.split('/')[2]]);
    }
  });

  it('gives a route its params, body and response schemas from the zod schemas', () => {
    const signIn = document.paths['/api/demo/init-data']?.post;
    expect(signIn?.requestBody?.content['application/json']?.schema).toMatchObject({
      properties: { userId: expect.any(Object) },
    });
    expect(signIn?.responses?.['200']?.content?.['application/json']?.schema).toMatchObject({
      properties: { initData: { type: 'string' } },
    });
    const ad = document.paths['/api/ads/{id}']?.get;
    expect(ad?.parameters).toContainEqual(expect.objectContaining({ in: 'path', name: 'id' }));
  });

  it('gives every route its success body and its failures', () => {
    const undocumented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, { responses = {} }]) => {
          const success = Object.keys(responses).filter((status) => status.startsWith('2'));
          const hasBody = success.some((status) => responses[status]?.content !== undefined);
          return !hasBody || responses['4XX']?.content === undefined;
        })
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undocumented).toEqual([]);
  });

  it('answers failures as { error }, and non-JSON bodies under their own media type', () => {
    const ad = document.paths['/api/ads/{id}']?.get?.responses;
    expect(ad?.['4XX']?.content?.['application/json']?.schema).toMatchObject({
      properties: { error: { type: 'string' } },
      required: ['error'],
    });
    const register = document.paths['/api/admin/payouts/register.csv']?.get?.responses;
    expect(Object.keys(register?.['200']?.content ?? {})).toEqual(['text/csv']);
  });

  it('says which routes need Telegram init data', () => {
    expect(document.paths['/api/my-ads']?.get?.security).toEqual([{ telegramInitData: [] }]);
    expect(document.paths['/api/public-config']?.get?.security).toEqual([]);
  });

  it('serves Swagger UI at /api/docs without sign-in, under the app’s content policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const html =
      page.statusCode === 302
        ? await t.app.inject({ method: 'GET', url: `/api/docs/${page.headers.location ?? ''}` })
        : page;
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('the API reference outside demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('does not exist: /api/docs and /api/docs/json answer 404', async () => {
    for (const url of ['/api/docs', '/api/docs/json']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
