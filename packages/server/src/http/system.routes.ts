import {
  okResponseSchema,
  publicConfigSchema,
  readinessSchema,
  unreadySchema,
  type BotLink,
  type PublicConfig,
  type Readiness,
  SERVICE_UNAVAILABLE_MESSAGE,
} from '@flowers/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { isDemoMode } from '../config.ts';
import { RETRY_AFTER_SECONDS } from './error-handler.ts';

export async function publicConfigOf(
  config: Config,
  botLink: () => Promise<BotLink | null>,
): Promise<PublicConfig> {
  return {
    demo: isDemoMode(config),
    supportUrl: config.supportUrl,
    offerPath: '/oferta',
    bot: await botLink(),
    operator: config.operator,
  };
}

export function systemRoutes(deps: {
  config: Config;
  readiness: () => Promise<Readiness>;
  botLink: () => Promise<BotLink | null>;
}) {
  const { botLink } = deps;
  const { config } = deps;
  const ready = async (_request: FastifyRequest, reply: FastifyReply) => {
    const readiness = await deps.readiness();
    // Probes must see the state now, never a cached answer.
    void reply.header('cache-control', 'no-store');
    if (readiness.ok) return readiness;
    return reply
      .status(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({ ...readiness, error: SERVICE_UNAVAILABLE_MESSAGE });
  };
  const readyRoute = {
    config: { public: true },
    schema: { response: { 200: readinessSchema, 503: unreadySchema } },
  };
  return async (app: FastifyInstance) => {
    // Restarting the process would not help unless this fails.
    app.get(
      '/api/health/live',
      { config: { public: true }, schema: { response: { 200: okResponseSchema } } },
      async (_request, reply) => {
        void reply.header('cache-control', 'no-store');
        return { ok: true };
      },
    );
    app.get('/api/health/ready', readyRoute, ready);
    app.get('/api/health', readyRoute, ready);

    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/public-config',
      { config: { public: true }, schema: { response: { 200: publicConfigSchema } } },
      () => publicConfigOf(config, botLink),
    );
  };
}
