import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorResponseSchema } from '@flowers/domain';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { shapeOpenApi } from './openapi-shape.ts';

export const API_DOCS_PATH = '/api/docs';

const capabilityOf = (url: string) => /^(?:\/api)?\/([^/]+)/.exec(url)?.[1] ?? 'other';

// The stand-ins (the bank's, Telegram's) speak their owners' protocols, documented by them.
const isOurs = (url: string) => url.startsWith('/api/');

/** `POST /api/orders/:id/cancel` → `postApiOrdersIdCancel`: stable, unique, URL-safe. */
export function operationIdOf(method: string, url: string): string {
  const words = url.split(/[^A-Za-z0-9]+/).filter((word) => word !== '');
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

// A route whose failures look otherwise declares its own codes, which take precedence.
const ERROR_RESPONSES = {
  '4xx': errorResponseSchema.describe('Refused: why, in Russian, for the person to read'),
  '5xx': errorResponseSchema.describe('Failed: a message without details'),
};

type ResponseSchemas = Record<string, { 'x-media-type'?: unknown }>;

function withTextBodies(response: ResponseSchemas = {}): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(response).map(([status, schema]) => {
      const mediaType = schema['x-media-type'];
      if (typeof mediaType !== 'string') return [status, schema];
      return [status, { content: { [mediaType]: { schema: { type: 'string' } } } }];
    }),
  );
}

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      // 3.1: JSON Schema's own `null`, which 3.0's `nullable` cannot say beside `anyOf`.
      openapi: '3.1.0',
      servers: [{ url: '/', description: 'This server' }],
      info: {
        title: 'Цветочный маркетплейс: API',
        description:
          'Every route of the server. Signed-in routes take Telegram init data in the ' +
          '`x-initdata` header; in demo mode `POST /api/demo/init-data` signs it for a demo user.',
        version: '1',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      components: {
        securitySchemes: {
          telegramInitData: { type: 'apiKey', in: 'header', name: 'x-initdata' },
        },
      },
    },
    transformObject: (document) =>
      'openapiObject' in document ? shapeOpenApi(document.openapiObject) : document.swaggerObject,
    transform: (document) => {
      if (!isOurs(document.url)) return { url: document.url, schema: { hide: true } };
      const declared: FastifySchema = document.schema ?? {};
      const response = { ...ERROR_RESPONSES, ...(declared.response as object | undefined) };
      const { schema = {}, url } = jsonSchemaTransform({
        ...document,
        schema: { ...declared, response },
      });
      const tags = schema.tags ?? [capabilityOf(url)];
      const signedIn = url.startsWith('/api/') && document.route.config?.public !== true;
      const security = signedIn ? [{ telegramInitData: [] }] : [];
      const responses = withTextBodies(schema.response as ResponseSchemas | undefined);
      // Fastify lists HEAD beside GET; the reference leaves HEAD out.
      const methods = [document.route.method].flat().filter((method) => method !== 'HEAD');
      const operationId = operationIdOf(methods[0] ?? 'GET', url);
      return { url, schema: { ...schema, operationId, response: responses, tags, security } };
    },
  });
  await app.register(async (docs) => {
    // The reference is for people trying the demo: no sign-in.
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    await docs.register(swaggerUi, { routePrefix: API_DOCS_PATH });
  });
}
