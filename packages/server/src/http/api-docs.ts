import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorResponseSchema } from '@flowers/domain';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const API_DOCS_PATH = '/api/docs';

const capabilityOf = (url: string) => /^(?:\/api)?\/([^/]+)/.exec(url)?.[1] ?? 'other';

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
      info: {
        title: 'Цветочный маркетплейс: API',
        description:
          'Every route of the server. Signed-in routes take Telegram init data in the ' +
          '`x-initdata` header; in demo mode `POST /api/demo/init-data` signs it for a demo user.',
        version: '1',
      },
      components: {
        securitySchemes: {
          telegramInitData: { type: 'apiKey', in: 'header', name: 'x-initdata' },
        },
      },
    },
    transform: (document) => {
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
      return { url, schema: { ...schema, response: responses, tags, security } };
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
