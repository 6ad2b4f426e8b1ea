import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { isDemoMode } from '../config.ts';

/** Health and the settings the web app needs before anyone signs in. */
export function systemRoutes(config: Config) {
  return async (app: FastifyInstance) => {
    app.get('/api/health', { config: { public: true } }, async () => ({ ok: true }));

    app.get('/api/public-config', { config: { public: true } }, async () => ({
      demo: isDemoMode(config),
      supportUrl: config.supportUrl,
      offerPath: '/oferta',
      operator: config.operator,
    }));
  };
}
