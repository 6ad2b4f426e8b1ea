import { publicConfigSchema, type BotLink, type PublicConfig } from '@flowers/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { isDemoMode } from '../config.ts';

/** Health and the settings the web app needs before anyone signs in. */
export function systemRoutes(config: Config, botLink: () => Promise<BotLink | null>) {
  return async (app: FastifyInstance) => {
    app.get('/api/health', { config: { public: true } }, async () => ({ ok: true }));

    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/public-config',
      { config: { public: true }, schema: { response: { 200: publicConfigSchema } } },
      async (): Promise<PublicConfig> => ({
        demo: isDemoMode(config),
        supportUrl: config.supportUrl,
        offerPath: '/oferta',
        bot: await botLink(),
        operator: config.operator,
      }),
    );
  };
}
